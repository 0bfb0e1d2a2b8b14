import { gzipSync } from 'node:zlib';
import type { RemoteName } from '@storefront/contracts';

/**
 * A tiny remote build, as a production build lays it out: the manifest (naming the server entry), the browser
 * entry, a hashed chunk with its .gz copy, a licence file and the server build. `salt` changes the bytes.
 */
export function fakeBuild(name: RemoteName, version: string, salt = ''): Map<string, Uint8Array> {
  const manifest = {
    id: name,
    name,
    metaData: {
      name,
      type: 'app',
      buildInfo: { buildVersion: version, buildName: `@storefront/${name.replace('_', '-')}` },
      remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
      globalName: name,
      publicPath: 'auto',
      ssrRemoteEntry: { name: 'remoteEntry.js', path: 'server', type: 'commonjs-module' },
    },
    shared: [],
    remotes: [],
    exposes: [{ id: `${name}:routes`, name: 'routes', path: './routes', assets: { js: { sync: ['__federation_expose_routes.0badf00d.js'], async: [] }, css: { sync: [], async: [] } } }],
  };
  const chunk = Buffer.from(`/* ${name} ${version} routes ${salt} */ export const routes = [];\n`.repeat(20));
  return new Map<string, Uint8Array>([
    ['mf-manifest.json', Buffer.from(JSON.stringify(manifest))],
    ['remoteEntry.js', Buffer.from(`var ${name} = { version: ${JSON.stringify(version)} }; // ${salt}\n`)],
    ['__federation_expose_routes.0badf00d.js', chunk],
    ['__federation_expose_routes.0badf00d.js.gz', gzipSync(chunk)],
    ['__federation_expose_routes.0badf00d.js.LICENSE.txt', Buffer.from('MIT\n')],
    ['server/remoteEntry.js', Buffer.from(`module.exports = { version: ${JSON.stringify(version)} }; // ${salt}\n`)],
    ['server/12.0badf00d.js', Buffer.from(`exports.id = 12; // ${salt}\n`)],
  ]);
}
