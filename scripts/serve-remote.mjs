#!/usr/bin/env node
/**
 * Serves one remote's built dist/ on its own port (its package.json storefront.devPort, or PORT), with
 * CORS, so a product team can run and check its remote alone: `npm run serve -w @storefront/mfe-domains`.
 * Point the storefront at it with REMOTE_<SHORT>_URL=http://localhost:<port>.
 */
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';

const dir = process.cwd();
const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
const port = Number(process.env.PORT || pkg.storefront?.devPort || 3000);
const dist = path.join(dir, 'dist');
if (!existsSync(dist)) {
  console.error(`No build in ${dist}. Run \`npm run build -w ${pkg.name}\` first.`);
  process.exit(1);
}
const types = { '.js': 'text/javascript', '.json': 'application/json', '.css': 'text/css', '.woff2': 'font/woff2', '.svg': 'image/svg+xml' };

const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const file = path.join(dist, path.normalize(decodeURIComponent(url.pathname)).replace(/^([/\\])+/, ''));
  res.setHeader('Access-Control-Allow-Origin', '*');
  if (!file.startsWith(dist) || !existsSync(file) || !statSync(file).isFile()) {
    res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
    return;
  }
  const base = path.basename(file);
  const noCache = base === 'remoteEntry.js' || base === 'mf-manifest.json';
  res.writeHead(200, {
    'Content-Type': types[path.extname(file)] ?? 'application/octet-stream',
    'Cache-Control': noCache ? 'no-cache' : 'public, max-age=31536000, immutable',
  });
  createReadStream(file).pipe(res);
});
server.on('error', (error) => {
  if (error.code === 'EADDRINUSE') console.error(`Port ${port} is already in use. Set PORT to another port.`);
  else console.error(error);
  process.exit(1);
});
server.listen(port, () => console.log(`${pkg.name} serving ${dist} at http://localhost:${port}`));
