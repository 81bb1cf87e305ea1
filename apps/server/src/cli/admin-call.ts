import { adminLogin, createApiClient, createEnvelopeCodec, type CallDef } from '@cloudmine/api';
import { ADMIN_CALLS } from '@cloudmine/api/registry';
import { parseArgs } from 'node:util';
import { generate } from 'otplib';
import { loadConfig } from '../platform/config.js';

/**
 * Drives the operator API from a terminal, through the same envelope as the console:
 *   npm run admin -w @cloudmine/server -- login --username admin --password … --totp-secret …
 *   CLOUDMINE_ADMIN_TOKEN=… npm run admin -w @cloudmine/server -- call /api/admin/members/search '{"query":"017"}'
 *   npm run admin -w @cloudmine/server -- list
 * The server address is --url (default http://localhost:$PORT); the envelope key comes from ENVELOPE_KEY.
 */
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    url: { type: 'string' },
    username: { type: 'string' },
    password: { type: 'string' },
    totp: { type: 'string' },
    'totp-secret': { type: 'string' },
  },
});
const config = loadConfig();
const baseUrl = values.url ?? `http://localhost:${config.port}`;
const codec = await createEnvelopeCodec(config.envelope);
const token = process.env.CLOUDMINE_ADMIN_TOKEN ?? null;
const client = createApiClient({ codec, baseUrl, getToken: () => token });
const [command, path, json] = positionals;

async function run(): Promise<unknown> {
  switch (command) {
    case 'list':
      return ADMIN_CALLS.map((call) => `${call.path}  ${call.permission ?? ''}  ${call.summary}`).join('\n');
    case 'login': {
      const secret = values['totp-secret'];
      const totp = values.totp ?? (secret ? await generate({ secret }) : '');
      const session = await client.call(adminLogin, {
        username: values.username ?? '',
        password: values.password ?? '',
        totp,
      });
      return `export CLOUDMINE_ADMIN_TOKEN=${session.token}`;
    }
    case 'call': {
      const call: CallDef | undefined = ADMIN_CALLS.find((candidate) => candidate.path === path);
      if (!call) throw new Error(`unknown admin call ${path ?? ''}; see \`list\``);
      return (await client.raw(call, JSON.parse(json ?? '{}') as unknown)).body;
    }
    default:
      throw new Error(
        'usage: admin <list | login --username u --password p (--totp 123456 | --totp-secret S) | call <path> [json]>',
      );
  }
}

try {
  const result = await run();
  console.log(typeof result === 'string' ? result : JSON.stringify(result, null, 2));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
