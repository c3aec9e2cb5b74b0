// The floor of a list route that reads its page's rows from PostgreSQL on each call: a bare Fastify
// route, in its own process, that runs the default page's SQL (the same statement, prepared once
// per connection, over node-postgres with a pool as large as the load's concurrency) and replies
// with the rows. No auth, no mapping, no logging. Port, database URL and organisation id from
// argv[2..4]; pool size from argv[5].
import Fastify from 'fastify';
import pg from 'pg';

const [port, databaseUrl, organizationId, poolSize] = process.argv.slice(2);
const pool = new pg.Pool({ connectionString: databaseUrl, max: Number(poolSize ?? 10) });
const page = {
  name: 'floor_page',
  text: `select * from ocean_subscriptions where organization_id = $1 and deleted_at is null
         order by created_at desc nulls last, id desc limit 10`,
};
const app = Fastify({ logger: false });
app.get('/page', async () => {
  const { rows } = await pool.query({ ...page, values: [organizationId] });
  return {
    statusCode: 20000,
    message: 'OK',
    data: { list: rows, total: rows.length, pageIndex: 1, pageSize: 10 },
  };
});
await app.listen({ port: Number(port), host: '127.0.0.1' });
process.on('SIGTERM', () =>
  app
    .close()
    .then(() => pool.end())
    .then(() => process.exit(0)),
);
