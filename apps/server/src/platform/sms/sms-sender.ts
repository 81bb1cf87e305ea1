import fs from 'node:fs';
import path from 'node:path';

/** One text to one phone: a verification code (`code` set) or a notice. */
export interface SmsMessage {
  phone: string;
  text: string;
  code?: string;
}

/** Sends a text. Adapters: console (development), outbox (tests), http (a provider). */
export interface SmsSender {
  readonly name: string;
  send(message: SmsMessage): Promise<void>;
}

/** Development: prints the code on the server's console so a developer can register. */
export function createConsoleSms(
  write: (line: string) => void = (line) => process.stdout.write(line),
): SmsSender {
  return {
    name: 'console',
    send({ phone, code, text }) {
      write(
        code === undefined
          ? `[sms:console] development only: to ${phone}: ${text}\n`
          : `[sms:console] development only: code ${code} for ${phone}\n`,
      );
      return Promise.resolve();
    },
  };
}

export interface SmsOutbox extends SmsSender {
  /** The newest code sent to `phone`, for tests. */
  lastCode(phone: string): string | undefined;
  readonly sent: ReadonlyArray<SmsMessage & { at: number }>;
}

/**
 * Tests: keeps every message in memory and appends it to `file` (read by the browser tests, which
 * run the server in another process). Production refuses this adapter.
 */
export function createOutboxSms(file?: string): SmsOutbox {
  const sent: Array<SmsMessage & { at: number }> = [];
  if (file) fs.mkdirSync(path.dirname(file), { recursive: true });
  return {
    name: 'outbox',
    sent,
    lastCode(phone) {
      return sent.findLast((message) => message.phone === phone && message.code !== undefined)?.code;
    },
    async send(message) {
      const entry = { ...message, at: Date.now() };
      sent.push(entry);
      if (file) await fs.promises.appendFile(file, `${JSON.stringify(entry)}\n`);
    },
  };
}

/** A provider that accepts `POST { to, text }` with a bearer token; any non-2xx is a failed send. */
export function createHttpSms(options: { url: string; token: string; timeoutMs?: number }): SmsSender {
  return {
    name: 'http',
    async send({ phone, text }) {
      const response = await fetch(options.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${options.token}` },
        body: JSON.stringify({ to: phone, text }),
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
      if (!response.ok) throw new Error(`sms provider answered ${response.status}`);
    },
  };
}
