import { createRuntime } from './app/runtime.js';
import { loadConfig } from './platform/config.js';

/** Start: configuration, database and migrations, demo seed, then listen; stop cleanly on a signal. */
async function main(): Promise<void> {
  const config = loadConfig();
  const runtime = await createRuntime(config);
  const { app } = runtime;

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    const timeout = setTimeout(() => process.exit(1), 15_000);
    timeout.unref();
    await runtime.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = `http://localhost:${port}/`;
  runtime.announce(url);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
