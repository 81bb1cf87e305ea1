// The baseline: a plain Fastify hello-world on the same machine, in its own process.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.stdout.write('ready\n');
