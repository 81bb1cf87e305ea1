// npm run deploy:local — the reference topology of deploy/ on this machine, without Docker: app nodes
// on loopback ports sharing PostgreSQL and Redis, and Debian's nginx in front terminating TLS with a
// self-signed certificate. Ctrl-C stops everything. docs/deployment.md explains each piece.
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/cloudmine_local REDIS_URL=redis://127.0.0.1:6379 \
//     npm run deploy:local [-- --nodes 2 --https-port 8443 --http-port 8080 --dir data/deploy-local --json]
//
// With --json it prints one line when ready: {"url", "ca", "accessLog", "nodes"}; port 0 picks a free one.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import https from 'node:https';
import net from 'node:net';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { ensureBuilt, log, root } from './lib/steps.mjs';

const NGINX = process.env.NGINX ?? '/usr/sbin/nginx';
const READY_TIMEOUT_MS = 60_000;

const { values: args } = parseArgs({
  options: {
    nodes: { type: 'string', default: '2' },
    'https-port': { type: 'string', default: '8443' },
    'http-port': { type: 'string', default: '8080' },
    dir: { type: 'string', default: path.join(root, 'data/deploy-local') },
    json: { type: 'boolean', default: false },
  },
});

function say(message) {
  if (!args.json) log(message);
}

function fail(message) {
  process.stderr.write(`deploy:local: ${message}\n`);
  process.exit(1);
}

async function freePort(wanted) {
  if (wanted !== 0) return wanted;
  const server = net.createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Several nodes need one shared PostgreSQL database: made here when it does not exist yet. */
async function ensureDatabase(url) {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) fail(`database name ${name} must be lower-case letters, digits, _`);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  const found = await client.query('select 1 from pg_database where datname = $1', [name]);
  if (found.rowCount === 0) await client.query(`create database ${name}`);
  await client.end();
}

function selfSignedCertificate(dir) {
  const cert = path.join(dir, 'tls/cert.pem');
  const key = path.join(dir, 'tls/key.pem');
  if (fs.existsSync(cert) && fs.existsSync(key)) return { cert, key };
  fs.mkdirSync(path.dirname(cert), { recursive: true });
  const made = spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '30',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1',
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { stdio: 'pipe' },
  );
  if (made.status !== 0) fail(`openssl could not make a certificate: ${made.stderr}`);
  return { cert, key };
}

/** Fills the template's `${NAME}` placeholders from `values`, leaving nginx's own `$variables`. */
function renderNginxConfig(values) {
  const template = fs.readFileSync(path.join(root, 'deploy/nginx/cloudmine.conf.template'), 'utf8');
  return template.replace(/\$\{([A-Z_]+)\}/g, (whole, name) => {
    if (!(name in values)) fail(`the nginx template needs ${name}`);
    return values[name];
  });
}

function startNode(index, port, dataDir) {
  const child = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
    cwd: root,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      TRUST_PROXY: 'true',
      // The first node seeds the demo into an empty database; the others find it there.
      DEMO_SEED: index === 1 ? (process.env.DEMO_SEED ?? '') : 'false',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const listening = new Promise((resolve, reject) => {
    const onData = (chunk) => {
      if (!args.json) process.stdout.write(chunk);
      if (/running at http:\/\//.test(chunk.toString())) resolve();
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk) => process.stderr.write(chunk));
    child.once('exit', (code) => reject(new Error(`node ${index} exited with ${code} before listening`)));
  });
  return { child, address: `127.0.0.1:${port}`, listening };
}

/** Asks the proxy for /healthz until it answers 200 over TLS (trusting only our certificate). */
async function waitForProxy(url, ca) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const status = await new Promise((resolve) => {
      https
        .get(`${url}/healthz`, { ca }, (response) => {
          response.resume();
          resolve(response.statusCode);
        })
        .on('error', () => resolve(0));
    });
    if (status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  fail(`the proxy did not answer at ${url}/healthz`);
}

async function main() {
  const databaseUrl = process.env.DATABASE_URL ?? '';
  const nodeCount = Number(args.nodes);
  if (!Number.isInteger(nodeCount) || nodeCount < 1) fail('--nodes must be a whole number of at least 1');
  if (nodeCount > 1 && !databaseUrl.startsWith('postgres')) {
    fail('set DATABASE_URL=postgres://…: several nodes share one PostgreSQL database (SQLite is one node)');
  }
  if (nodeCount > 1 && !process.env.REDIS_URL) {
    fail('set REDIS_URL=redis://…: several nodes share rate limits and replay nonces');
  }
  if (!fs.existsSync(NGINX)) fail(`nginx is needed at ${NGINX}: apt-get install -y nginx`);

  ensureBuilt();
  const dir = path.resolve(args.dir);
  const runDir = path.join(dir, 'nginx');
  const logDir = path.join(dir, 'logs');
  for (const sub of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
    // nginx's workers drop root: they write request bodies here.
    fs.mkdirSync(path.join(runDir, sub), { recursive: true, mode: 0o777 });
    fs.chmodSync(path.join(runDir, sub), 0o777);
  }
  fs.mkdirSync(logDir, { recursive: true });
  if (databaseUrl) await ensureDatabase(databaseUrl);
  // One data directory for all nodes: the SQLite file of a single node, the SMS outbox in tests.
  const dataDir = path.resolve(process.env.DATA_DIR ?? path.join(dir, 'data'));
  fs.mkdirSync(dataDir, { recursive: true });
  const tls = selfSignedCertificate(dir);

  const httpsPort = await freePort(Number(args['https-port']));
  const httpPort = await freePort(Number(args['http-port']));
  const children = [];
  let stopping = false;
  const stopAll = async (code) => {
    if (stopping) return;
    stopping = true;
    for (const { child, signal } of children.reverse()) child.kill(signal);
    await Promise.all(
      children.map(({ child }) =>
        child.exitCode !== null || child.signalCode !== null
          ? null
          : new Promise((resolve) => child.once('exit', resolve)),
      ),
    );
    process.exit(code);
  };
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void stopAll(0));

  // One node first: it migrates (and seeds the demo); the rest start on a ready database.
  const nodes = [];
  for (let index = 1; index <= nodeCount; index += 1) {
    const node = startNode(index, await freePort(0), dataDir);
    children.push({ child: node.child, signal: 'SIGTERM' });
    node.child.once('exit', () => void stopAll(1));
    if (index === 1) await node.listening;
    nodes.push(node);
  }
  await Promise.all(nodes.map((node) => node.listening));
  say(`${nodeCount} node(s) listening: ${nodes.map((node) => node.address).join(', ')}`);

  const conf = path.join(runDir, 'nginx.conf');
  fs.writeFileSync(
    conf,
    renderNginxConfig({
      LOG_DIR: logDir,
      RUN_DIR: runDir,
      HTTP_LISTEN: `127.0.0.1:${httpPort}`,
      HTTPS_LISTEN: `127.0.0.1:${httpsPort}`,
      HTTPS_PORT: String(httpsPort),
      TLS_CERT: tls.cert,
      TLS_KEY: tls.key,
      UPSTREAM_SERVERS: nodes
        .map((node) => `server ${node.address} max_fails=2 fail_timeout=10s;`)
        .join('\n    '),
    }),
  );
  const errorLog = path.join(logDir, 'error.log');
  const checked = spawnSync(NGINX, ['-t', '-p', runDir, '-e', errorLog, '-c', conf], { encoding: 'utf8' });
  if (checked.status !== 0) fail(`nginx refused the configuration:\n${checked.stderr}`);
  const nginx = spawn(NGINX, ['-p', runDir, '-e', errorLog, '-c', conf, '-g', 'daemon off;'], {
    stdio: 'inherit',
  });
  // SIGQUIT: nginx finishes the requests in flight, then stops.
  children.push({ child: nginx, signal: 'SIGQUIT' });
  nginx.once('exit', () => void stopAll(1));

  const url = `https://127.0.0.1:${httpsPort}`;
  await waitForProxy(url, fs.readFileSync(tls.cert));
  const accessLog = path.join(logDir, 'access.log');
  if (args.json) {
    process.stdout.write(
      `${JSON.stringify({ url, ca: tls.cert, accessLog, nodes: nodes.map((node) => node.address) })}\n`,
    );
  } else {
    say(`Cloudmine through nginx: ${url}/ (self-signed certificate: ${tls.cert})`);
    say(`which node answered each request: ${accessLog}`);
  }
}

main().catch((error) => fail(error instanceof Error ? error.message : String(error)));
