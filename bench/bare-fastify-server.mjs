// A bare Fastify route in its own process: the ceiling the list call is compared with (same
// HTTP stack, same JSON reply size class, no auth, no database). Port from argv[2].
import Fastify from 'fastify';

const app = Fastify({ logger: false });
const page = { list: [], total: 0, pageIndex: 1, pageSize: 10 };
app.get('/bare', async () => ({ statusCode: 20000, message: 'OK', data: page }));
await app.listen({ port: Number(process.argv[2]), host: '127.0.0.1' });
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
