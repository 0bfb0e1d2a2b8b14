/**
 * The one-way imports of DESIGN.md, as ESLint rules with fix-it messages:
 * remote → shared/*, shell → shared/*, api → shared/contracts; never remote → remote, never shared → app.
 */
const REMOTES = ['mfe-domains', 'mfe-hosting', 'mfe-checkout', 'mfe-account', 'mfe-promotions'];

/**
 * Libraries only shared/platform imports: it re-exports the parts apps use, so the browser gets one
 * tree-shaken copy instead of the whole library shared over federation (docs/adr/0005).
 */
const platformOwned = {
  group: ['react-router', 'react-router/**', 'react-router-dom', 'rxjs', 'rxjs/**', 'react-redux', '@reduxjs/toolkit', '@reduxjs/toolkit/**', 'axios', 'i18next', 'react-i18next'],
  message:
    'Import routing (Link, Routes, useNavigate…), RxJS (Subject, map…), Redux (createSlice, Provider…) and translation (useTranslation) from `@storefront/platform`, which ships the one copy the browser loads; HTTP goes through its apiClient / platformApi. If you need an export it lacks, add it to shared/platform/src/vendor/.',
};

const noAppImports = {
  group: ['@storefront/shell', '@storefront/mfe-*', '@storefront/api', '**/shell/**', '**/mfe-*/**', '**/mfe-*', '**/api/src/**'],
  message: 'shared/* never imports an app. Move what both need into shared/*, or have the app pass it in (props, injected slices, bus events).',
};

const deepImport = {
  group: ['@storefront/*/src', '@storefront/*/src/**', '**/shared/*/src/**'],
  message:
    'Import a shared package from its public surface only (e.g. `@storefront/platform`, which exports from src/index.ts). If you need something it does not export, add it to that package\'s index.ts.',
};

function remoteZone(remote) {
  const others = REMOTES.filter((name) => name !== remote);
  return {
    files: [`${remote}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [...others.map((name) => `@storefront/${name}`), ...others.map((name) => `**/${name}/**`), ...others.map((name) => `**/${name}`)],
              message:
                'A remote never imports another remote. Load its exposed widget through federation in the shell, or move the shared code into shared/contracts, shared/platform or shared/ui.',
            },
            {
              group: ['@storefront/shell', '**/shell/**', '@storefront/api', '**/api/src/**'],
              message:
                'A remote never imports the shell or the api. Talk to the shell through the event bus or the store in @storefront/platform, and to the api over HTTP (platformApi / apiClient).',
            },
            platformOwned,
            deepImport,
          ],
        },
      ],
    },
  };
}

const sharedZone = {
  files: ['shared/**/*.{ts,tsx}'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          noAppImports,
          deepImport,
        ],
      },
    ],
  },
};

/** shared/ui and shared/testing go through the platform too; only the platform itself imports these libraries. */
const sharedButPlatformZone = {
  files: ['shared/ui/**/*.{ts,tsx}', 'shared/testing/**/*.{ts,tsx}'],
  ignores: ['shared/testing/src/fake-api.ts'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          noAppImports,
          platformOwned,
          deepImport,
        ],
      },
    ],
  },
};

const shellZone = {
  files: ['shell/**/*.{ts,tsx}'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: ['@storefront/mfe-*', '**/mfe-*/**', '**/mfe-*'],
            message:
              'The shell never imports a remote\'s code. Remotes are found at runtime in GET /api/config/remotes and loaded with loadRemote (see shell/src/federation).',
          },
          { group: ['@storefront/api', '**/api/src/**'], message: 'The shell talks to the api over HTTP only (apiClient / platformApi from @storefront/platform).' },
          platformOwned,
          deepImport,
        ],
      },
    ],
  },
};

const apiZone = {
  files: ['api/**/*.ts'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: ['@storefront/platform', '@storefront/ui', '@storefront/shell', '@storefront/mfe-*', '**/shell/**', '**/mfe-*/**', '**/shared/platform/**', '**/shared/ui/**'],
            message: 'The api depends on @storefront/contracts only; browser code (platform, ui, apps) never runs on the server.',
          },
          deepImport,
        ],
      },
    ],
  },
};

module.exports = { boundaryConfigs: [...REMOTES.map(remoteZone), sharedZone, sharedButPlatformZone, shellZone, apiZone], REMOTES };
