import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { TEST_ENVELOPE_KEY, TEST_PAYMENT_SECRET } from '../test-support/test-app.js';

/** The built server, as `npm start` runs it; `npm test` builds it before the unit step. */
export const SERVER_MAIN = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist/main.js');

const START_TIMEOUT_MS = 30_000;
const STOP_TIMEOUT_MS = 15_000;

export interface ServerProcess {
  readonly name: string;
  /** http://127.0.0.1:<port> */
  readonly url: string;
  readonly pid: number;
  /** The last lines the process wrote, for a failing test's message. */
  output(): string;
  /** SIGKILL: no shutdown hook runs, requests in flight are cut (a crash or power loss). */
  kill(): Promise<void>;
  /** SIGTERM: the graceful stop of main.ts. */
  stop(): Promise<void>;
}

export interface ServerOptions {
  name: string;
  /** DATA_DIR and DATABASE_URL of the shared database. */
  database: { DATA_DIR: string; DATABASE_URL: string };
  redisUrl?: string;
  scheduler?: boolean;
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/** Starts `node dist/main.js` on a free loopback port and waits until it listens. */
export async function startServer(options: ServerOptions): Promise<ServerProcess> {
  if (!fs.existsSync(SERVER_MAIN)) throw new Error(`build the server first (npm run build): ${SERVER_MAIN}`);
  const child = spawn(process.execPath, [SERVER_MAIN], {
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'test',
      PORT: '0',
      HOST: '127.0.0.1',
      ...options.database,
      REDIS_URL: options.redisUrl ?? '',
      ENVELOPE_KEY: TEST_ENVELOPE_KEY,
      PAYMENT_CALLBACK_SECRET: TEST_PAYMENT_SECRET,
      // Codes land in DATA_DIR/sms-outbox.jsonl, where the workload reads them.
      SMS_ADAPTER: 'outbox',
      LOG_LEVEL: 'warn',
      // Clients are told apart by X-Forwarded-For, as behind the production proxy.
      TRUST_PROXY: 'true',
      // The suite checks money under load, not throttling (request-limit.test.ts does): the general
      // request limit is counted but out of reach, whatever the machine's speed.
      RATE_LIMIT_IP_PER_MINUTE: '100000000',
      RATE_LIMIT_TOKEN_PER_MINUTE: '100000000',
      DEMO_SEED: 'false',
      SCHEDULER: options.scheduler === false ? 'false' : 'true',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  let announced: (url: string) => void = () => undefined;
  const listening = new Promise<string>((resolve) => (announced = resolve));
  const collect = (chunk: Buffer) => {
    for (const line of chunk.toString('utf8').split('\n')) {
      if (!line) continue;
      lines.push(line);
      if (lines.length > 60) lines.shift();
      const port = /running at http:\/\/localhost:(\d+)\//.exec(line)?.[1];
      if (port) announced(`http://127.0.0.1:${port}`);
    }
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const output = () => `[${options.name}]\n${lines.join('\n')}`;

  let timer: NodeJS.Timeout | undefined;
  const url = await Promise.race([
    listening,
    exited(child).then(() => {
      throw new Error(`server ${options.name} exited before listening\n${output()}`);
    }),
    new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`server ${options.name} did not start\n${output()}`)),
        START_TIMEOUT_MS,
      );
    }),
  ]).finally(() => clearTimeout(timer));

  return {
    name: options.name,
    url,
    pid: child.pid ?? 0,
    output,
    async kill() {
      child.kill('SIGKILL');
      await exited(child);
    },
    async stop() {
      child.kill('SIGTERM');
      const force = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
      await exited(child);
      clearTimeout(force);
    },
  };
}
