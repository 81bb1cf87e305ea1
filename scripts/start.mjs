// npm start: install and build what is missing, then run the server (it migrates and seeds on start).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { assertNodeVersion, ensureBuilt, ensureInstalled, log, main, root } from './lib/steps.mjs';

main(() => {
  assertNodeVersion();
  ensureInstalled();
  ensureBuilt();
  log('starting the server…');
  const server = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, DATA_DIR: process.env.DATA_DIR ?? path.join(root, 'data') },
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
  server.on('exit', (code) => process.exit(code ?? 0));
});
