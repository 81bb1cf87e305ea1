interface Article {
  title?: string;
  content?: string;
}
export interface ArticleTexts {
  en: { title: string; content: string };
  zh?: Article;
  bd?: Article;
}

/** The contract wants a language either complete or absent: half-filled ones are left out. */
export function articleTextsOf(texts: ArticleTexts) {
  const complete = (a: Article | undefined) =>
    a?.title?.trim() && a.content?.trim() ? { title: a.title.trim(), content: a.content.trim() } : undefined;
  const zh = complete(texts.zh);
  const bd = complete(texts.bd);
  return { en: texts.en, ...(zh ? { zh } : {}), ...(bd ? { bd } : {}) };
}
