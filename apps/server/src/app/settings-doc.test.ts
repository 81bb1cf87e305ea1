import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SETTINGS } from './settings-catalogue.js';
import { settingsTable } from './settings-doc.js';

const doc = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../docs/configuration.md');

describe('the settings catalogue', () => {
  it('validates every default against its own schema', () => {
    for (const [key, def] of Object.entries(SETTINGS)) {
      expect(def.schema.safeParse(def.defaultValue).success, key).toBe(true);
    }
  });

  it('is documented in docs/configuration.md (run `npm run docs:settings -w @cloudmine/server`)', () => {
    expect(fs.readFileSync(doc, 'utf8')).toContain(settingsTable());
  });
});
