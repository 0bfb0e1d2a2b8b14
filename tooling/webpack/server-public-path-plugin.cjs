/**
 * A federation runtime plugin compiled into every remote's server container: the container loads its own chunks
 * from the folder its entry came from.
 *
 * Without it, @module-federation/node's chunk loader (publicPath '' in the server build) looks the remote up by
 * name among the runtime's registrations and takes whichever entry is registered for that name now. The storefront
 * server holds one registration per remote name, but can keep rendering with an older registration's modules: after
 * staff moved the pointer (N → N−1 → N) the cached N modules fetched their lazy chunks from N−1's folder, which has
 * other files, and the page rendered without its part (CI, 2026-11-24). With canary and preview, two versions of one
 * remote render at the same time, so only the container itself can know where its chunks are.
 *
 * The storefront server evaluates a server entry with `__filename` set to the entry's URL (shell/src/server/
 * verified-entry.ts); webpack leaves `__filename` to the evaluation in a Node build ('eval-only'), so it is that URL
 * here, and the chunk loader resolves chunk names against `__webpack_require__.p` first. Loaded another way (a path,
 * not a URL), the container keeps the runtime's default.
 */
module.exports = function serverPublicPath() {
  if (typeof __filename === 'string' && /^https?:\/\//.test(__filename)) {
    // webpack's way to set the container's public path at run time (a free variable webpack compiles).
    // eslint-disable-next-line no-undef
    __webpack_public_path__ = new URL('.', __filename).href;
  }
  return { name: 'storefront-server-public-path' };
};
