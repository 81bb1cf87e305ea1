import { createAesGcmCodec, createApiClient, type ApiClient } from '@cloudmine/api';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app/build-app.js';
import type { Services } from '../app/services.js';
import { systemClock, type Clock } from '../platform/clock.js';
import { createDatabase, type Database, type DatabaseTarget } from '../platform/db/database.js';
import { migrateToLatest } from '../platform/db/migrate.js';
import { createNodeAesGcmCodec } from '../platform/http/node-codec.js';
import { createMemoryReplayStore } from '../platform/http/replay-store.js';
import { injectTransport, TEST_ENVELOPE_KEY, TEST_PAYMENT_SECRET } from '../test-support/test-app.js';
import { quietServices } from '../test-support/quiet-services.js';

/**
 * The server's own services and API in this process, on the database the server processes share:
 * the workload's world is made through them (no hand-written SQL). With a clock of its own it can
 * act in the past, e.g. start machines days ago so that income is due.
 */
export interface Seeder {
  db: Database;
  services: Services;
  app: FastifyInstance;
  client(token: string | null): ApiClient;
  close(): Promise<void>;
}

export async function openSeeder(target: DatabaseTarget, clock: Clock = systemClock): Promise<Seeder> {
  const db = createDatabase(target);
  await migrateToLatest(db);
  const settingsDb = createDatabase(target.kind === 'postgres' ? { ...target, poolMax: 2 } : target);
  const services = quietServices({
    db,
    settingsDb,
    clock,
    settingsCacheMs: 0,
    payments: { callbackSecret: TEST_PAYMENT_SECRET, sandbox: true },
  });
  const app = await buildApp({
    services,
    codec: createNodeAesGcmCodec(TEST_ENVELOPE_KEY),
    replay: createMemoryReplayStore(() => clock.now().getTime()),
    envelope: { keyBase64: TEST_ENVELOPE_KEY, disabled: false },
    // Seeding sends every call from one address, in process; the servers under test keep their limits.
    requestLimit: null,
  });
  await app.ready();
  const codec = await createAesGcmCodec(TEST_ENVELOPE_KEY);
  return {
    db,
    services,
    app,
    client: (token) =>
      createApiClient({
        codec,
        transport: injectTransport(app),
        getToken: () => token,
        now: () => clock.now().getTime(),
      }),
    async close() {
      await app.close();
      await settingsDb.destroy();
      await db.destroy();
    },
  };
}
