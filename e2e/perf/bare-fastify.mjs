/**
 * The bench's baseline: a bare Fastify server (no plugins, no hooks) with one GET route answering a small
 * JSON body, served like the storefront (its own Node process, same host, same load generator).
 */
import Fastify from 'fastify';

const port = Number(process.env.PORT || 8192);
const app = Fastify({ logger: false });
app.get('/bare', async () => ({ hello: 'world' }));
await app.listen({ port, host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
