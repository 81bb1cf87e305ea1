import fs from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';

/** The server's test SMS adapter appends `{phone, code, at}` lines to $DATA_DIR/sms-outbox.jsonl. */
function outboxFile(): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set (playwright.config.ts sets it)');
  return path.join(dataDir, 'sms-outbox.jsonl');
}

/**
 * The newest code sent to `phone` at or after `sentSince` (ms), waiting for it to arrive. Pass the time
 * taken just before asking for a code when the phone already received one (registration), or the
 * older code is read before the new one lands.
 */
export async function latestSmsCode(phone: string, sentSince = 0): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      () => {
        const text = fs.existsSync(outboxFile()) ? fs.readFileSync(outboxFile(), 'utf8') : '';
        const messages = text
          .split('\n')
          .filter(Boolean)
          .map((line) => JSON.parse(line) as { phone: string; code?: string; at: number })
          .filter(
            (message) => message.phone === phone && message.code !== undefined && message.at >= sentSince,
          )
          .sort((a, b) => a.at - b.at);
        code = messages.at(-1)?.code;
        return code;
      },
      { message: `an SMS code for ${phone}`, timeout: 10_000 },
    )
    .toMatch(/^\d{6}$/);
  return code ?? '';
}

let counter = 0;

/** A Bangladeshi mobile number (01[3-9] and 8 digits) not used before in this run. */
export function uniquePhone(): string {
  counter += 1;
  const operator = 3 + ((process.pid + counter) % 7);
  const tail = `${Date.now() % 1_000_000}`.padStart(6, '0') + `${counter % 100}`.padStart(2, '0');
  return `01${operator}${tail}`;
}
