// Debian's nginx on loopback as a plain-HTTP round-robin proxy in front of app nodes, for the
// cluster benchmark. The shape of deploy/nginx/cloudmine.conf.template (upstream with keep-alive,
// X-Forwarded-For overwritten) without TLS, so the proxy's cost is the proxying alone; which node
// served what is counted from each node's /metrics, not from an access log written 10,000 times a second.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const NGINX = process.env.NGINX ?? '/usr/sbin/nginx';

function config({ runDir, port, upstreams }) {
  return `worker_processes auto;
error_log ${runDir}/error.log warn;
pid ${runDir}/nginx.pid;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${runDir}/client_body;
  proxy_temp_path ${runDir}/proxy;
  fastcgi_temp_path ${runDir}/fastcgi;
  uwsgi_temp_path ${runDir}/uwsgi;
  scgi_temp_path ${runDir}/scgi;
  upstream cloudmine {
    ${upstreams.map((address) => `server ${address};`).join('\n    ')}
    keepalive 128;
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://cloudmine;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto $scheme;
    }
  }
}
`;
}

/** Starts nginx on 127.0.0.1:`port` sharing requests round-robin among `upstreams` ("host:port"). */
export async function startNginx({ port, upstreams }) {
  if (!fs.existsSync(NGINX)) throw new Error(`nginx is needed at ${NGINX}: apt-get install -y nginx`);
  const runDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cloudmine-bench-nginx-'));
  fs.chmodSync(runDir, 0o755);
  for (const sub of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
    // nginx's workers drop root: they write request bodies here.
    fs.mkdirSync(path.join(runDir, sub), { mode: 0o777 });
    fs.chmodSync(path.join(runDir, sub), 0o777);
  }
  const conf = path.join(runDir, 'nginx.conf');
  fs.writeFileSync(conf, config({ runDir, port, upstreams }));
  const errorLog = path.join(runDir, 'error.log');
  const checked = spawnSync(NGINX, ['-t', '-p', runDir, '-e', errorLog, '-c', conf], { encoding: 'utf8' });
  if (checked.status !== 0) throw new Error(`nginx refused the configuration:\n${checked.stderr}`);
  const child = spawn(NGINX, ['-p', runDir, '-e', errorLog, '-c', conf, '-g', 'daemon off;'], {
    stdio: 'inherit',
  });
  const deadline = Date.now() + 10_000;
  for (;;) {
    const status = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) break;
    if (Date.now() > deadline) throw new Error(`nginx did not answer on ${port}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    async stop() {
      // SIGQUIT: nginx finishes the requests in flight, then stops.
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGQUIT');
      await exited;
      fs.rmSync(runDir, { recursive: true, force: true });
    },
  };
}
