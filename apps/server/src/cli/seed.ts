import { loadConfig } from '../platform/config.js';
import { openCliServices } from './cli-services.js';
import { seedDemo } from '../seed/demo-seed.js';

/** `npm run seed -w @cloudmine/server`: loads the demo data into an empty database (development). */
const config = loadConfig();
if (config.nodeEnv === 'production') {
  console.error('refusing to seed demo members with known passwords in production');
  process.exit(1);
}
const { services, close } = await openCliServices(config);
try {
  const demo = await seedDemo(services);
  console.log(`demo member ${demo.phone} / ${demo.password}, invitation code ${demo.invitationCode}`);
} finally {
  await close();
}
