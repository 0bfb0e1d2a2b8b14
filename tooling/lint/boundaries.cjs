/**
 * The one-way imports of DESIGN.md as lint rules, each message saying what to do instead:
 * remote → shared/*, shell → shared/*, api → shared/contracts; never remote → remote or shell, never shared → app;
 * shared/contracts imports only zod and itself; shared/ui no platform; shared/platform no ui; no import cycles;
 * inside a remote, a feature reaches another feature only through its index.ts (bulletproof-react's zones).
 *
 * Which folder is a remote, the host, a shared package, the api or e2e is each package's own package.json
 * (`"storefront": { "role": "remote" }`, workspace-roles.cjs), never a list written here: a new remote is covered
 * the moment it says what it is (tests: workspace-roles.test.ts).
 *
 * Three layers, so that no way of importing slips through (tests: boundaries.test.ts):
 * 1. `import-x/no-restricted-paths` zones work on the *resolved* file, so a static import, `export … from`,
 *    `import('…')` and `require('…')` are caught alike, whether written as a relative path or a package name.
 * 2. `no-restricted-imports` catches by name what does not resolve to a file (`@storefront/mfe-domains` has no
 *    entry point; `node:fs` is a builtin), and `no-restricted-syntax` does the same for `import()`/`require()`,
 *    and refuses an `import()`/`require()` whose path is not a string literal (neither lint nor webpack can
 *    see where it points).
 * 3. `storefront/no-cycle`: import-x's no-cycle with a message that says how to break the cycle.
 */
const fs = require('node:fs');
const path = require('node:path');
const importX = require('eslint-plugin-import-x');
const { storefrontPlugin } = require('./storefront-plugin.cjs');

const { workspacePackages } = require('./workspace-roles.cjs');

const ROOT = path.resolve(__dirname, '../..');

const message = {
  remoteToRemote:
    "A remote never imports another remote's code. Load its exposed widget through federation (loadRemote('<remote>/<Widget>'), as the shell's RemoteWidget does), talk through the event bus or the store in @storefront/platform, or move the code both need into shared/contracts, shared/platform or shared/ui.",
  remoteToShell:
    'A remote never imports the shell. Talk to the shell through the event bus or the store in @storefront/platform; move code both need into shared/platform or shared/ui.',
  remoteToApi: 'A remote never imports the api. Call it over HTTP (platformApi / apiClient from @storefront/platform); share types and schemas through @storefront/contracts.',
  shellToRemote:
    "The shell never imports a remote's code. Remotes are found at runtime in GET /api/config/remotes and loaded with loadRemote (shell/src/federation: RemotePage, RemoteWidget).",
  shellToApi: 'The shell talks to the api over HTTP only (apiClient / platformApi from @storefront/platform); share types and schemas through @storefront/contracts.',
  sharedToApp:
    'shared/* never imports an app (shell, a remote, the api, e2e). Move what both need into shared/*, or have the app pass it in (props, injected slices, bus events).',
  contracts:
    'shared/contracts is isomorphic TypeScript used by the api and every app: it imports only zod, libphonenumber-js/min (phone.ts) and its own files (statically). Put browser code (React, RxJS, the store, i18n) in shared/platform and components in shared/ui, and move into shared/contracts only types, schemas and pure functions.',
  uiToPlatform:
    'shared/ui is the design system and imports no platform: take what a component needs (translated text, the locale, a store value, a callback) as a prop, and let the app, which uses @storefront/platform, pass it in.',
  platformToUi:
    'shared/platform holds browser singletons (store, bus, api client, i18n) and imports no UI: render components in shared/ui or in an app, and give them the platform data or callbacks they need.',
  apiToBrowser: 'The api depends on @storefront/contracts only; browser code (platform, ui, shell, remotes, e2e) never runs on the server. Move what both need into shared/contracts.',
  platformOwned:
    'Import routing (Link, Routes, useNavigate…), RxJS (Subject, map…), Redux (createSlice, Provider…), translation (useTranslation) and HTTP (apiClient / platformApi) from `@storefront/platform`, which ships the one copy the browser loads. If you need an export it lacks, add it to shared/platform/src/vendor/.',
  deepImport: (pkg) =>
    `Import @storefront/${pkg} from its public surface only (\`@storefront/${pkg}\`, which exports from src/index.ts). If you need something it does not export, add it to shared/${pkg}/src/index.ts.`,
  feature: (remote, feature, other) =>
    `Features of a remote do not reach into each other's files: import ${remote}/src/features/${other} only through its public surface, features/${other}/index.ts (export what ${feature} needs there), or move the code both use out of features/ (e.g. ${remote}/src/shared/).`,
  featureIndex:
    "A feature's index.ts only re-exports (`export { useThing } from './use-thing'`): the build treats it as free of side effects, so a page gets only what it imports. Put code in a file of the feature and re-export it here.",
  importType:
    "Import a type with `import type { Thing } from '…'` at the top of the file, not with an inline `import('…')` type, so that lint can check where it comes from.",
  literalPath: 'Give import() and require() a string literal path, so that lint and webpack can see where it points (a computed path hides a forbidden import and makes webpack bundle a whole folder).',
};

const escapeRegex = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Libraries only shared/platform imports: it re-exports the parts apps use (docs/adr/0005). */
const PLATFORM_OWNED = ['react-router', 'react-router-dom', 'rxjs', 'react-redux', '@reduxjs/toolkit', 'axios', 'i18next', 'react-i18next'];

/**
 * The rules for the workspace at `root`, from each package's role (its package.json `storefront.role`, read by
 * workspace-roles.cjs): a new remote, host or shared package is covered as soon as its package.json says what it is.
 */
function boundariesFor(root) {
  const packages = workspacePackages(root);
  const dirsOf = (role) => packages.filter((pkg) => pkg.role === role).map((pkg) => pkg.dir);
  const namesOf = (role) => packages.filter((pkg) => pkg.role === role).map((pkg) => pkg.name);
  const REMOTES = dirsOf('remote');
  const HOSTS = dirsOf('host');
  const API = dirsOf('api');
  const E2E = dirsOf('e2e');
  const APPS = [...HOSTS, ...REMOTES, ...API, ...E2E];
  /** Shared packages by their folder under shared/ (`platform`): each has rules of its own below. */
  const SHARED = dirsOf('shared').map((dir) => path.basename(dir));
  /** The shared packages but contracts (which has stricter rules of its own): never an app, each other only by their surface. */
  const BROWSER_SHARED = SHARED.filter((pkg) => pkg !== 'contracts');
  const remoteNames = namesOf('remote');
  const hostNames = namesOf('host');
  const apiNames = namesOf('api');
  const e2eNames = namesOf('e2e');
  const nameOf = (dir) => packages.find((pkg) => pkg.dir === dir).name;

  /** Each shared package's public files: its entries (package.json `exports`, else `main`) and package.json itself (its version). */
  function publicEntries(pkg) {
    const manifest = JSON.parse(fs.readFileSync(path.join(root, 'shared', pkg, 'package.json'), 'utf8'));
    const entries = manifest.exports ? Object.values(manifest.exports) : [manifest.main];
    return [...entries.map((entry) => path.normalize(entry)), 'package.json'];
  }

  /** The feature folders of a remote (src/features/<name>/), read when lint starts so a new feature is covered at once. */
  function featureFolders(remote) {
    const dir = path.join(root, remote, 'src', 'features');
    if (!fs.existsSync(dir)) return [];
    return fs.readdirSync(dir, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
  }

  function featureZones(remote) {
    const folders = featureFolders(remote);
    const from = `${remote}/src/features`;
    return folders.flatMap((feature) =>
      folders
        .filter((other) => other !== feature)
        .map((other) => ({
          target: `${from}/${feature}`,
          from: `${from}/${other}`,
          except: ['index.ts', 'index.tsx'],
          message: message.feature(remote, feature, other),
        })),
    );
  }

  const zones = [
    ...REMOTES.flatMap((remote) => [
      { target: remote, from: REMOTES.filter((name) => name !== remote), message: message.remoteToRemote },
      { target: remote, from: HOSTS, message: message.remoteToShell },
      { target: remote, from: API, message: message.remoteToApi },
    ]),
    ...HOSTS.flatMap((host) => [
      { target: host, from: REMOTES, message: message.shellToRemote },
      { target: host, from: API, message: message.shellToApi },
    ]),
    // contracts: none of the repo's other files (apps, other shared packages); libraries are refused by name below.
    { target: 'shared/contracts', from: '.', except: ['shared/contracts', 'node_modules'], message: message.contracts },
    { target: BROWSER_SHARED.map((pkg) => `shared/${pkg}`), from: APPS, message: message.sharedToApp },
    { target: 'shared/ui', from: 'shared/platform', message: message.uiToPlatform },
    { target: 'shared/platform', from: 'shared/ui', message: message.platformToUi },
    ...API.map((api) => ({ target: api, from: ['shared/platform', 'shared/ui', 'shared/testing', ...HOSTS, ...REMOTES, ...E2E], message: message.apiToBrowser })),
    {
      target: [...REMOTES, ...HOSTS, 'shared/ui', 'shared/testing/src/!(fake-api).{ts,tsx}'],
      from: PLATFORM_OWNED.map((name) => `**/node_modules/${name}/**`),
      message: message.platformOwned,
    },
    // Deep imports: another package's files only through its public entries (contracts is covered above).
    ...SHARED.map((pkg) => ({
      target: [...APPS, 'tooling', ...SHARED.filter((other) => other !== pkg && other !== 'contracts').map((other) => `shared/${other}`)],
      from: `shared/${pkg}`,
      except: publicEntries(pkg),
      message: message.deepImport(pkg),
    })),
    ...REMOTES.flatMap(featureZones),
  ];

  /**
   * Bans by name, for what does not resolve to a file: static imports (no-restricted-imports), import()/require()
   * and jest's module functions (no-restricted-syntax). A ban names `apps` (package names, refused as such, also in
   * jest.mock/requireActual…) or gives a `regex`.
   */
  function nameBans(bans, extraSelectors = []) {
    const patterns = bans.map(({ apps, regex, message: text }) => ({ regex: regex ?? names(apps), message: text }));
    const literal = (regex) => `Literal[value=/${regex.replace(/\//g, '\\/')}/]`;
    const selectors = bans.flatMap(({ apps, regex, message: text }) => [
      { selector: `ImportExpression > ${literal(regex ?? names(apps))}.source`, message: text },
      { selector: `CallExpression[callee.name='require'] > ${literal(regex ?? names(apps))}.arguments`, message: text },
      ...(apps ? [{ selector: `CallExpression[callee.object.name='jest'] > ${literal(`^(${apps.map(escapeRegex).join('|')})(/|$)`)}.arguments`, message: text }] : []),
    ]);
    return {
      'no-restricted-imports': ['error', { patterns }],
      'no-restricted-syntax': [
        'error',
        ...selectors,
        { selector: "ImportExpression[source.type!='Literal']", message: message.literalPath },
        { selector: "CallExpression[callee.name='require'][arguments.0.type!='Literal']", message: message.literalPath },
        { selector: 'TSImportType', message: message.importType },
        ...extraSelectors,
      ],
    };
  }

  /** The bare names of apps: they have no entry point, so they never resolve and only a name ban catches them. */
  const names = (list) => `^(${list.map(escapeRegex).join('|')})$`;

  /** A shared package's exported subpaths (`query`, `fonts.css`), or null when it has no `exports` (any path resolves). */
  function exportedSubpaths(pkg) {
    const manifest = JSON.parse(fs.readFileSync(path.join(root, 'shared', pkg, 'package.json'), 'utf8'));
    return manifest.exports ? Object.keys(manifest.exports).filter((key) => key !== '.').map((key) => key.replace(/^\.\//, '')) : null;
  }

  /**
   * A path into a package with `exports` that it does not export does not resolve, so the deep-import zone cannot
   * see it: refused by name (`@storefront/platform/src/store/store`).
   */
  function unexportedBans(self) {
    return SHARED.filter((pkg) => pkg !== self && exportedSubpaths(pkg)).map((pkg) => ({
      regex: `^@storefront/${pkg}/(?!(${exportedSubpaths(pkg).map(escapeRegex).join('|')})$)`,
      message: message.deepImport(pkg),
    }));
  }

  /** The specifiers of the repo's shared packages that resolve to a file: the zones judge those. */
  const resolvableShared = SHARED.map((pkg) => {
    const subpaths = exportedSubpaths(pkg);
    return subpaths ? `@storefront/${pkg}(/(${subpaths.map(escapeRegex).join('|')}))?$` : `@storefront/${pkg}(/|$)`;
  }).join('|');

  const nameConfigs = [
    ...REMOTES.flatMap((remote) => {
      const bans = [
        { apps: remoteNames.filter((name) => name !== nameOf(remote)), message: message.remoteToRemote },
        { apps: hostNames, message: message.remoteToShell },
        { apps: apiNames, message: message.remoteToApi },
        ...unexportedBans(),
      ];
      return [
        { name: `storefront/boundaries/${remote}`, files: [`${remote}/**/*.{ts,tsx}`], rules: nameBans(bans) },
        {
          // A feature's public surface only re-exports: the build marks it free of side effects (create-config.cjs),
          // so a page that imports one thing from it gets that thing, not the whole feature.
          name: `storefront/boundaries/${remote}/feature-index`,
          files: [`${remote}/src/features/*/index.{ts,tsx}`],
          rules: nameBans(bans, [{ selector: 'Program > :not(ExportNamedDeclaration[source], ExportAllDeclaration)', message: message.featureIndex }]),
        },
      ];
    }),
    ...HOSTS.map((host) => ({
      name: `storefront/boundaries/${host}`,
      files: [`${host}/**/*.{ts,tsx}`],
      rules: nameBans([{ apps: remoteNames, message: message.shellToRemote }, { apps: apiNames, message: message.shellToApi }, ...unexportedBans()]),
    })),
    {
      name: 'storefront/boundaries/contracts',
      files: ['shared/contracts/**/*.{ts,tsx}'],
      rules: {
        // Any library but zod and libphonenumber-js's min build (phone.ts: the one phone parser, issue 28 item 3), builtins included (the repo's own packages are refused by the zone above, once);
        // import() and require() not at all.
        'no-restricted-imports': ['error', { patterns: [{ regex: `^(?!zod(/|$)|libphonenumber-js/min$|\\.|${resolvableShared})`, message: message.contracts }] }],
        'no-restricted-syntax': [
          'error',
          { selector: 'ImportExpression', message: message.contracts },
          { selector: "CallExpression[callee.name='require']", message: message.contracts },
          { selector: 'TSImportType', message: message.contracts },
        ],
      },
    },
    ...BROWSER_SHARED.map((pkg) => ({
      name: `storefront/boundaries/${pkg}`,
      files: [`shared/${pkg}/**/*.{ts,tsx}`],
      rules: nameBans([{ apps: [...hostNames, ...apiNames, ...e2eNames, ...remoteNames], message: message.sharedToApp }, ...unexportedBans(pkg)]),
    })),
    ...API.map((api) => ({
      name: `storefront/boundaries/${api}`,
      files: [`${api}/**/*.ts`],
      rules: nameBans([{ apps: [...hostNames, ...e2eNames, ...remoteNames], message: message.apiToBrowser }, ...unexportedBans()]),
    })),
  ];

  const boundaryConfigs = [
    {
      name: 'storefront/boundaries/paths-and-cycles',
      files: ['**/*.{ts,tsx,js,cjs,mjs}'],
      plugins: { 'import-x': importX, storefront: storefrontPlugin },
      settings: {
        'import-x/resolver-next': [
          importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.cjs', '.mjs', '.json', '.d.ts'] }),
        ],
        'import-x/extensions': ['.ts', '.tsx', '.js', '.cjs', '.mjs'],
      },
      rules: {
        'import-x/no-restricted-paths': ['error', { basePath: root, zones }],
        'storefront/no-cycle': ['error', { ignoreExternal: true, commonjs: true }],
      },
    },
    ...nameConfigs,
    {
      // Api paths are declared once, in shared/contracts (docs/adr/0008); tests may name the paths they call.
      name: 'storefront/endpoints-declared-once',
      files: [...[...HOSTS, ...REMOTES].map((app) => `${app}/src/**/*.{ts,tsx}`), 'shared/platform/src/**/*.{ts,tsx}', 'shared/ui/src/**/*.{ts,tsx}', ...API.map((api) => `${api}/src/routes/**/*.ts`)],
      ignores: ['**/*.test.{ts,tsx}', '**/src/test/**', 'shell/src/captcha/testing.ts'],
      plugins: { storefront: storefrontPlugin },
      rules: { 'storefront/no-api-path': 'error' },
    },
    {
      // Apps fetch one way: generated hooks, callEndpoint, the cart module (issue 12, item 2).
      name: 'storefront/one-way-to-fetch',
      files: [...HOSTS, ...REMOTES].map((app) => `${app}/src/**/*.{ts,tsx}`),
      ignores: ['**/*.test.{ts,tsx}', '**/src/test/**', 'shell/src/captcha/testing.ts'],
      plugins: { storefront: storefrontPlugin },
      rules: { 'storefront/one-way-to-fetch': 'error' },
    },
  ];

  return { boundaryConfigs, zones, REMOTES, packages };
}

module.exports = { ...boundariesFor(ROOT), boundariesFor, message };
