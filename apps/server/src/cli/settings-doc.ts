import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SETTINGS_DOC_END, SETTINGS_DOC_START, settingsTable } from '../app/settings-doc.js';

/** Rewrites the settings table in docs/configuration.md from the catalogue. */
const file = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../docs/configuration.md');
const text = fs.readFileSync(file, 'utf8');
const start = text.indexOf(SETTINGS_DOC_START);
const end = text.indexOf(SETTINGS_DOC_END);
if (start < 0 || end < 0) throw new Error(`markers not found in ${file}`);
fs.writeFileSync(file, text.slice(0, start) + settingsTable() + text.slice(end + SETTINGS_DOC_END.length));
console.log(`updated ${file}`);
