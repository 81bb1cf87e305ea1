import { FALLBACK_LANGUAGE, formatMinorIn, htmlLang, LANGUAGES, type Language } from '@cloudmine/api';
import { SANDBOX_PAY_TEXTS, type SandboxPayTexts } from './sandbox-pay-texts.js';
import type { SandboxPayment } from './sandbox-gateway.js';

/**
 * The sandbox gateway's pay page as a member meets it: what is paid to whom, Pay and Cancel, then what
 * happened and what comes next, and a way back to the recharge record. Plain HTML forms, no script
 * (its CSP forbids any), in the language the app passed along (`lang`).
 */

/** The page's language: the `lang` the pay URL carries, English for anything else. */
export function sandboxPayLanguage(raw: unknown): Language {
  return LANGUAGES.find((language) => language === raw) ?? FALLBACK_LANGUAGE;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const STYLE = `
*{box-sizing:border-box}
body{font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;max-width:440px;margin:0 auto;padding:16px;color:#111827;background:#f3f4f6;line-height:1.5}
main{background:#fff;border-radius:16px;padding:24px 20px;box-shadow:0 1px 3px rgba(0,0,0,.12)}
.badge{display:inline-block;margin:0 0 12px;background:#fef3c7;color:#78350f;border-radius:6px;padding:2px 8px;font-size:13px}
h1{font-size:22px;margin:0 0 16px}
.label{margin:0;color:#4b5563;font-size:14px}
.amount{font-size:34px;font-weight:700;margin:0 0 16px;white-space:nowrap}
dl{display:grid;grid-template-columns:auto 1fr;gap:6px 12px;margin:0 0 20px;font-size:14px}
dt{color:#4b5563}dd{margin:0;overflow-wrap:anywhere}
form{display:grid;gap:10px;margin:0}
button,.button{display:block;width:100%;font:inherit;font-size:17px;font-weight:600;text-align:center;text-decoration:none;padding:12px 16px;border-radius:10px;cursor:pointer}
.pay,.button{background:#15803d;color:#fff;border:0}
.cancel{background:#fff;color:#374151;border:1px solid #9ca3af}
button:focus-visible,.button:focus-visible{outline:3px solid #2563eb;outline-offset:2px}
.hint,.next{color:#4b5563;font-size:14px;margin:12px 0 0}
.result{text-align:center}
.icon{width:56px;height:56px;margin:0 auto 12px;border-radius:50%;display:flex;align-items:center;justify-content:center;font-size:30px;color:#fff}
.paid .icon{background:#15803d}.failed .icon{background:#b91c1c}
.result .next{margin:0 0 20px;font-size:15px}
`;

function page(language: Language, title: string, body: string): string {
  const texts = SANDBOX_PAY_TEXTS[language];
  return `<!doctype html>
<html lang="${htmlLang(language)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · ${escapeHtml(texts.merchant)}</title><style>${STYLE}</style></head>
<body><main><p class="badge">${escapeHtml(texts.sandbox)}</p>${body}</main></body></html>`;
}

/** The figure the member pays, grouped as their language groups it, Latin digits ("100.00 USD"). */
function amountOf(payment: SandboxPayment, language: Language): string {
  return `${formatMinorIn(payment.amount_minor, language)}\u00a0${payment.currency}`;
}

function details(payment: SandboxPayment, texts: SandboxPayTexts): string {
  return `<dl><dt>${escapeHtml(texts.orderNo)}</dt><dd>${escapeHtml(payment.order_no)}</dd><dt>${escapeHtml(texts.tradeNo)}</dt><dd>${escapeHtml(payment.trade_no)}</dd></dl>`;
}

function payForm(payment: SandboxPayment, signature: string, language: Language): string {
  const texts = SANDBOX_PAY_TEXTS[language];
  const amount = escapeHtml(amountOf(payment, language));
  // One form, two submit buttons: the pressed one sends its `outcome`.
  const form = `<form method="post"><input type="hidden" name="sig" value="${escapeHtml(signature)}"><input type="hidden" name="lang" value="${language}">
<button class="pay" type="submit" name="outcome" value="paid">${escapeHtml(texts.pay(amountOf(payment, language)))}</button>
<button class="cancel" type="submit" name="outcome" value="failed">${escapeHtml(texts.cancel)}</button></form>`;
  return page(
    language,
    texts.title,
    `<h1>${escapeHtml(texts.title)}</h1><p class="label">${escapeHtml(texts.payTo)} · ${escapeHtml(texts.merchant)}</p>
<p class="amount">${amount}</p>${details(payment, texts)}${form}<p class="hint">${escapeHtml(texts.payHint)}</p>`,
  );
}

function resultPage(payment: SandboxPayment, language: Language): string {
  const texts = SANDBOX_PAY_TEXTS[language];
  const paid = payment.state === 'paid';
  const title = paid ? texts.paidTitle : texts.failedTitle;
  const next = paid ? (payment.delivered_at ? texts.paidConfirmed : texts.paidWaiting) : texts.failedNext;
  // The app's recharge page shows this order's state when it is named.
  const back = `/#/pages/recharge/recharge?orderNo=${encodeURIComponent(payment.order_no)}`;
  return page(
    language,
    title,
    `<section class="result ${paid ? 'paid' : 'failed'}" data-state="${payment.state}">
<p class="icon" aria-hidden="true">${paid ? '✓' : '✕'}</p><h1>${escapeHtml(title)}</h1>
<p class="amount">${escapeHtml(amountOf(payment, language))}</p><p class="next">${escapeHtml(next)}</p></section>
${details(payment, texts)}<a class="button" href="${back}">${escapeHtml(texts.backToApp)}</a>`,
  );
}

/** The pay page of a payment: Pay and Cancel while it is open, its result once decided. */
export function sandboxPayPage(payment: SandboxPayment, signature: string, language: Language): string {
  return payment.state === 'pending' ? payForm(payment, signature, language) : resultPage(payment, language);
}

/** A link that names no payment, or a click that was not signed. */
export function sandboxInvalidPage(kind: 'unknown' | 'refused', language: Language): string {
  const texts = SANDBOX_PAY_TEXTS[language];
  const title = kind === 'unknown' ? texts.unknownTitle : texts.refusedTitle;
  return page(
    language,
    title,
    `<h1>${escapeHtml(title)}</h1><p class="next">${escapeHtml(texts.invalidLink)}</p>
<p><a class="button" href="/#/pages/recharge/recharge">${escapeHtml(texts.backToApp)}</a></p>`,
  );
}
