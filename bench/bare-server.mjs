// The baseline: a bare Fastify route returning a constant, measured in the same run as the real routes.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
const body = JSON.stringify({ code: '0', msg: 'success', payload: null });
app.post('/bare', async (_req, reply) => reply.type('application/json').send(body));
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
