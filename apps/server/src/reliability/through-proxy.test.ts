import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import {
  createAesGcmCodec,
  createFileClient,
  MEMBER_UPLOAD_PATH,
  UPLOAD_PATH,
  type EnvelopeCodec,
  type FileTransport,
  type UploadedFile,
} from '@cloudmine/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES } from '../test-support/engines.js';
import { pngWithText } from '../test-support/files.js';
import { TEST_ENVELOPE_KEY, TEST_PAYMENT_SECRET } from '../test-support/test-app.js';
import { nodeFileTransport } from './file-transport.js';
import { httpsTransport } from './http-client.js';
import { expectLedgerIntact } from './invariants.js';
import { createScratchDatabase, type ScratchDatabase } from './scratch-database.js';
import { openSeeder, type Seeder } from './seeder.js';
import { summary } from './summary.js';
import { runWorkload } from './workload.js';
import { seedWorld, type World } from './world.js';

const SCRIPT = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../scripts/deploy-local.mjs',
);
const READY_TIMEOUT_MS = 120_000;

interface Topology {
  url: string;
  ca: string;
  accessLog: string;
  nodes: string[];
}

/** Runs `npm run deploy:local` as an operator would, and waits for the line it prints when ready. */
async function startTopology(
  database: ScratchDatabase,
  nodes: number,
  dir: string,
): Promise<{ child: ChildProcess; topology: Topology; output: () => string }> {
  const child = spawn(
    process.execPath,
    [SCRIPT, '--json', '--nodes', String(nodes), '--https-port', '0', '--http-port', '0', '--dir', dir],
    {
      env: {
        PATH: process.env.PATH ?? '',
        NODE_ENV: 'test',
        ...database.env,
        REDIS_URL: nodes > 1 ? (process.env.TEST_REDIS_URL ?? '') : '',
        ENVELOPE_KEY: TEST_ENVELOPE_KEY,
        PAYMENT_CALLBACK_SECRET: TEST_PAYMENT_SECRET,
        SMS_ADAPTER: 'outbox',
        LOG_LEVEL: 'warn',
        DEMO_SEED: 'false',
        // Money under load through the proxy, not throttling: counted, never reached.
        RATE_LIMIT_IP_PER_MINUTE: '100000000',
        RATE_LIMIT_TOKEN_PER_MINUTE: '100000000',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const lines: string[] = [];
  child.stderr?.on('data', (chunk: Buffer) => lines.push(chunk.toString('utf8')));
  const output = () => lines.join('').slice(-4_000);
  const topology = await new Promise<Topology>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`deploy:local not ready\n${output()}`)),
      READY_TIMEOUT_MS,
    );
    child.once('exit', (code) => reject(new Error(`deploy:local exited with ${code}\n${output()}`)));
    if (!child.stdout) throw new Error('no stdout');
    readline.createInterface({ input: child.stdout }).on('line', (line) => {
      if (!line.startsWith('{')) return;
      clearTimeout(timer);
      resolve(JSON.parse(line) as Topology);
    });
  });
  return { child, topology, output };
}

/** Which upstream answered each API call, from the proxy's access log. */
function upstreamsOfApiCalls(accessLog: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const line of fs.readFileSync(accessLog, 'utf8').split('\n')) {
    if (!line.includes('"POST /api/')) continue;
    const upstream = /upstream=(\S+)/.exec(line)?.[1];
    if (upstream) counts.set(upstream, (counts.get(upstream) ?? 0) + 1);
  }
  return counts;
}

/**
 * The reference deployment (deploy/): nginx terminating TLS in front of the app nodes, started by
 * the same script an operator runs, with the mixed workload going through it over HTTPS. On
 * PostgreSQL two nodes share the database and Redis; SQLite is one node (DESIGN §2).
 */
describe.each(ENGINES)('the reference deployment behind nginx on %s', (engine) => {
  const nodeCount = engine === 'postgres' ? 2 : 1;
  let database: ScratchDatabase;
  let seeder: Seeder;
  let world: World;
  let codec: EnvelopeCodec;
  let running: Awaited<ReturnType<typeof startTopology>>;
  let dir: string;

  beforeAll(async () => {
    database = await createScratchDatabase(engine);
    seeder = await openSeeder(database.target);
    world = await seedWorld(seeder, 40);
    codec = await createAesGcmCodec(TEST_ENVELOPE_KEY);
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cloudmine-proxy-'));
    running = await startTopology(database, nodeCount, dir);
  }, READY_TIMEOUT_MS + 30_000);

  afterAll(async () => {
    const exited = new Promise((resolve) => running.child.once('exit', resolve));
    running.child.kill('SIGTERM');
    await exited;
    await seeder.close();
    await database.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it(
    'keeps every invariant with all traffic through the proxy, and shares it among the nodes',
    { timeout: 180_000 },
    async () => {
      const { topology } = running;
      const transport = httpsTransport(fs.readFileSync(topology.ca));
      const journal = await runWorkload(
        {
          codec,
          world,
          targets: [() => topology.url],
          outboxFile: path.join(database.dataDir, 'sms-outbox.jsonl'),
          // The proxy sets X-Forwarded-For itself: every client is one address, as behind a NAT.
          registering: 4,
          actionsPerClient: 5,
          seed: 11,
          transport,
        },
        40,
      );
      console.info(summary(`through nginx to ${nodeCount} node(s) on ${engine}`, journal));
      expect(journal.figures.serverErrors, running.output()).toEqual([]);
      expect(journal.figures.retryMismatches).toEqual([]);
      expect(journal.figures.creditedTwice).toEqual([]);
      expect(journal.figures.acknowledged).toBeGreaterThan(100);
      await expectLedgerIntact(seeder.db, journal.acknowledged, database.env);

      // The proxy's log names the node of every call: each one served a fair share.
      const served = upstreamsOfApiCalls(topology.accessLog);
      expect([...served.keys()].sort()).toEqual([...topology.nodes].sort());
      const calls = [...served.values()].reduce((total, count) => total + count, 0);
      for (const count of served.values()) expect(count).toBeGreaterThan(calls / (nodeCount * 3));
    },
  );

  it('reads a file uploaded through one node through every other node and through the proxy', async () => {
    const { topology } = running;
    const [member] = world.members;
    if (!member) throw new Error('the world has no members');
    const files = (baseUrl: string, transport: FileTransport) =>
      createFileClient({ codec, baseUrl, getToken: () => member.token, transport });
    const direct = nodeFileTransport();
    const [first, ...others] = topology.nodes;
    if (!first) throw new Error('no node');
    const sent = await files(`http://${first}`, direct).upload<UploadedFile>(
      UPLOAD_PATH,
      { purpose: 'support' },
      new Blob([pngWithText()]),
    );
    const readers = [
      ...others.map((node) => files(`http://${node}`, direct)),
      files(topology.url, nodeFileTransport(fs.readFileSync(topology.ca))),
    ];
    expect(readers.length).toBe(nodeCount);
    for (const reader of readers) {
      const read = await reader.download(`${MEMBER_UPLOAD_PATH}/${sent.id}`);
      expect(read.type).toBe('image/png');
      expect(read.size).toBe(sent.sizeBytes);
    }
  });
});
