/**
 * The project's own ESLint plugin: maintained rules with messages that say what to do instead.
 *
 * `storefront/no-cycle` is eslint-plugin-import-x's `no-cycle` (same options, same detection) whose report
 * also tells how to break the cycle; import-x's own text only says that there is one.
 */
const importX = require('eslint-plugin-import-x');

const howToBreak =
  'Break it: move what both files need into a third module they both import (a feature\'s shared part, or shared/*), import a type with `import type` (types create no cycle), or let the lower module take a callback instead of importing the higher one.';

const noCycle = importX.rules['no-cycle'];

const storefrontPlugin = {
  meta: { name: 'storefront' },
  rules: {
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
