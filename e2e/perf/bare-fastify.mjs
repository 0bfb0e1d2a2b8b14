/**
 * The bench's baseline: a bare Fastify server (no plugins, no hooks) with one GET route answering a JSON
 * body of the same size as the measured route's, served like the storefront (own Node process, same host).
 */
import Fastify from 'fastify';

const port = Number(process.env.PORT || 8192);
const bytes = Number(process.env.BODY_BYTES || 8000);
const item = { domain: 'storefront.com', status: 'available', registerPrice: 1199 };
const items = Array.from({ length: Math.max(1, Math.round(bytes / JSON.stringify(item).length)) }, () => item);

const app = Fastify({ logger: false });
app.get('/bare', async () => ({ items }));
await app.listen({ port, host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
