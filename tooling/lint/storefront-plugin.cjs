/**
 * The project's own ESLint plugin: maintained rules with messages that say what to do instead.
 *
 * `storefront/no-cycle` is eslint-plugin-import-x's `no-cycle` (same options, same detection) whose report
 * also tells how to break the cycle; import-x's own text only says that there is one.
 *
 * `storefront/one-way-to-fetch` refuses the raw api client and the bare RTK Query api in apps.
 * `storefront/no-api-path` refuses an api path written as a string (`'/api/cart'`, `` `/api/user/invoices/${id}` ``)
 * where code must take it from the endpoint declarations of shared/contracts (docs/adr/0008).
 */
const importX = require('eslint-plugin-import-x');

const howToBreak =
  'Break it: move what both files need into a third module they both import (a feature\'s shared part, or shared/*), import a type with `import type` (types create no cycle), or let the lower module take a callback instead of importing the higher one.';

const noCycle = importX.rules['no-cycle'];

const API_PATH = /^\/api(\/|$|\?)/;

const noApiPath = {
  meta: {
    type: 'problem',
    docs: { description: 'An api path is written once, in its endpoint declaration in shared/contracts.' },
    schema: [],
    messages: {
      apiPath:
        'Do not write an api path ("{{path}}") here. Every endpoint is declared once in shared/contracts/src/endpoints/<area>.ts: call it with the generated hooks (injectEndpointsOf from @storefront/platform/query) or callEndpoint from @storefront/platform in the browser, and register it with routeOf(<area>Schemas.<name>) in the api. A new endpoint starts with its declaration (docs/adr/0008).',
    },
  },
  create(context) {
    const check = (node, text) => {
      if (typeof text === 'string' && API_PATH.test(text)) context.report({ node, messageId: 'apiPath', data: { path: text.length > 60 ? `${text.slice(0, 57)}...` : text } });
    };
    return {
      Literal: (node) => check(node, node.value),
      TemplateLiteral: (node) => check(node, node.quasis[0]?.value.cooked),
    };
  },
};

/** What apps may not import from the platform: the raw client and the bare RTK Query api (issue 12, item 2). */
const RAW_FETCHING = new Set(['apiClient', 'createApiClient', 'axiosBaseQuery', 'platformApi']);

const oneWayToFetch = {
  meta: {
    type: 'problem',
    docs: { description: 'Apps fetch through generated hooks or callEndpoint, never the raw client.' },
    schema: [],
    messages: {
      raw: 'Do not fetch with {{name}} in an app. Read data with the hooks generated from the endpoint declarations (injectEndpointsOf(<area>Endpoints) from @storefront/platform/query), call imperatively with callEndpoint(<area>Endpoints.<name>, args) from @storefront/platform, and change the cart through the platform cart module (addCartItems, applyVoucher…).',
    },
  },
  create(context) {
    return {
      ImportDeclaration(node) {
        if (!/^@storefront\/platform(\/query)?$/.test(node.source.value)) return;
        for (const specifier of node.specifiers) {
          const name = specifier.type === 'ImportSpecifier' ? specifier.imported.name : null;
          if (name && RAW_FETCHING.has(name)) context.report({ node: specifier, messageId: 'raw', data: { name } });
        }
      },
    };
  },
};

const storefrontPlugin = {
  meta: { name: 'storefront' },
  rules: {
    'no-api-path': noApiPath,
    'one-way-to-fetch': oneWayToFetch,
    'no-cycle': {
      ...noCycle,
      meta: {
        ...noCycle.meta,
        docs: { ...noCycle.meta.docs, url: 'https://github.com/un-ts/eslint-plugin-import-x/blob/master/docs/rules/no-cycle.md' },
        messages: {
          cycle: `Dependency cycle detected. ${howToBreak}`,
          cycleSource: `Dependency cycle via "{{source}}". ${howToBreak}`,
        },
      },
    },
  },
};

module.exports = { storefrontPlugin };
