import fs from 'node:fs';
import path from 'node:path';
import { ERROR_KEYS, LANGUAGES } from '@cloudmine/api';
import { describe, expect, it } from 'vitest';
import { menu } from '@/config/paths';
import { i18n, initI18n, loadLanguage } from './i18n';

const srcDir = path.resolve(import.meta.dirname, '../..');

/** Every `t('literal.key')` in the console's source (template keys are checked by their tables). */
function literalKeys(): Set<string> {
  const keys = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.tsx?$/.test(entry.name) && !entry.name.includes('.test.')) {
        for (const match of fs.readFileSync(file, 'utf8').matchAll(/\bt\(\s*'([a-zA-Z]+\.[a-zA-Z.]+)'/g)) {
          if (match[1]) keys.add(match[1]);
        }
      }
    }
  };
  walk(srcDir);
  return keys;
}

describe('console texts', () => {
  it('has every key the source asks for, in each language', async () => {
    await initI18n('en');
    const keys = [...literalKeys(), ...menu.flatMap((g) => [g.label, ...g.entries.map((e) => e.label)])];
    expect(keys.length).toBeGreaterThan(100);
    for (const language of LANGUAGES) {
      await loadLanguage(language);
      const missing = keys.filter((key) => !i18n.exists(key, { lng: language, fallbackLng: false }));
      expect(missing, language).toEqual([]);
    }
  });

  it('takes every refusal text from the API catalogue as api.<key>', async () => {
    await initI18n('bd');
    for (const key of ERROR_KEYS) expect(i18n.exists(`api.${key}`), key).toBe(true);
    await initI18n('en');
  });
});
