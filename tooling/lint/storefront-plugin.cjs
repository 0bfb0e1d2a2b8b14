/**
 * The project's own ESLint plugin: maintained rules with messages that say what to do instead.
 *
 * `storefront/no-cycle` is eslint-plugin-import-x's `no-cycle` (same options, same detection) whose report
 * also tells how to break the cycle; import-x's own text only says that there is one.
 *
 * `storefront/one-way-to-fetch` refuses the raw api client and the bare RTK Query api in apps.
 * `storefront/no-api-path` refuses an api path written as a string (`'/api/cart'`, `` `/api/user/invoices/${id}` ``)
 * where code must take it from the endpoint declarations of shared/contracts (docs/adr/0008).
 *
 * In test files (docs/testing.md, "Rules for load-proof tests"): `storefront/no-fixed-sleep` refuses a wait for a
 * duration (`page.waitForTimeout(n)`, `await new Promise((r) => setTimeout(r, n))`, timers/promises' setTimeout, a
 * sleep/delay/wait/pause helper); `storefront/no-conditional-expect` refuses an assertion that may never run (an
 * `expect(…)` in a branch of an `if`, a `? :`, an `&&`/`||`/`??` or a `switch`).
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

/** A function (arrow, expression, declaration): where an enclosing `if` stops mattering to a call inside it. */
const isFunction = (node) => node.type === 'ArrowFunctionExpression' || node.type === 'FunctionExpression' || node.type === 'FunctionDeclaration';

/** The delay a setTimeout call is given: 0 when it has none or a literal 0 (the next task: an order, not a duration). */
const hasDelay = (call) => {
  const delay = call.arguments[1];
  return delay !== undefined && !(delay.type === 'Literal' && delay.value === 0);
};

/** `resolve`, or a function that does nothing but call it: what a sleep hands to setTimeout. */
const onlyResolves = (node, resolve) => {
  if (node.type === 'Identifier') return node.name === resolve;
  if (node.type !== 'ArrowFunctionExpression' && node.type !== 'FunctionExpression') return false;
  const body = node.body.type === 'BlockStatement' && node.body.body.length === 1 && node.body.body[0].type === 'ExpressionStatement' ? node.body.body[0].expression : node.body;
  return body.type === 'CallExpression' && body.callee.type === 'Identifier' && body.callee.name === resolve;
};

const SLEEP_NAMES = /^(sleep|delay|wait|pause|nap|waitMs)$/i;
const WAIT_FOR_A_CONDITION =
  'Wait for the condition instead: playwright `await expect(locator).toBeVisible()` / `toHaveCount(n)` / `expect.poll(…)` / `page.waitForResponse(…)`; testing-library `findBy…` / `waitFor(…)`; in the api tests `eventually(read, check, what)` (api/test/helpers/eventually.ts). For an absence, first wait for what decides it (the answer of the request, a recorded fake api call), then assert. Where a timer is what is tested, use jest fake timers or the api\'s ManualClock (docs/testing.md).';

const noFixedSleep = {
  meta: {
    type: 'problem',
    docs: { description: 'A test waits for a condition, never for a fixed time (docs/testing.md, rule 2).' },
    schema: [],
    messages: {
      waitForTimeout: `page.waitForTimeout() waits for a duration: too short on a busy machine, too long on a quiet one. ${WAIT_FOR_A_CONDITION}`,
      promise: `A Promise that resolves after setTimeout(…, n) is a fixed sleep. ${WAIT_FOR_A_CONDITION}`,
      timersPromises: `setTimeout from timers/promises is a fixed sleep. ${WAIT_FOR_A_CONDITION}`,
      helper: `{{name}}() reads as a fixed sleep. ${WAIT_FOR_A_CONDITION}`,
    },
  },
  create(context) {
    return {
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type === 'MemberExpression' && !callee.computed && callee.property.name === 'waitForTimeout') context.report({ node, messageId: 'waitForTimeout' });
        const name = callee.type === 'Identifier' ? callee.name : callee.type === 'MemberExpression' && !callee.computed ? callee.property.name : null;
        if (name && SLEEP_NAMES.test(name) && name !== 'waitForTimeout') context.report({ node, messageId: 'helper', data: { name } });
      },
      NewExpression(node) {
        if (node.callee.type !== 'Identifier' || node.callee.name !== 'Promise') return;
        const executor = node.arguments[0];
        if (!executor || !isFunction(executor) || executor.params[0]?.type !== 'Identifier') return;
        const resolve = executor.params[0].name;
        const calls = [];
        const visit = (child) => {
          if (!child || typeof child.type !== 'string') return;
          if (child.type === 'CallExpression' && child.callee.type === 'Identifier' && child.callee.name === 'setTimeout') calls.push(child);
          for (const key of Object.keys(child)) {
            if (key === 'parent') continue;
            const value = child[key];
            if (Array.isArray(value)) value.forEach(visit);
            else if (value && typeof value.type === 'string') visit(value);
          }
        };
        visit(executor.body);
        if (calls.some((call) => call.arguments[0] && onlyResolves(call.arguments[0], resolve) && hasDelay(call))) context.report({ node, messageId: 'promise' });
      },
      ImportDeclaration(node) {
        if (!/^(node:)?timers\/promises$/.test(node.source.value)) return;
        for (const specifier of node.specifiers) {
          if (specifier.type === 'ImportSpecifier' && specifier.imported.name === 'setTimeout') context.report({ node: specifier, messageId: 'timersPromises' });
        }
      },
    };
  },
};

/** `expect(…)`, `expect.poll(…)`, `expect.soft(…)`: an assertion (not a matcher such as expect.any). */
const isAssertion = (call) =>
  (call.callee.type === 'Identifier' && call.callee.name === 'expect') ||
  (call.callee.type === 'MemberExpression' && call.callee.object.type === 'Identifier' && call.callee.object.name === 'expect' && !call.callee.computed && ['poll', 'soft'].includes(call.callee.property.name));

const noConditionalExpect = {
  meta: {
    type: 'problem',
    docs: { description: 'An assertion always runs: never in a branch that may not be taken (docs/testing.md).' },
    schema: [],
    messages: {
      conditional:
        'This assertion is inside {{where}}: when the branch is not taken it never runs and the test passes without checking anything. Assert unconditionally: assert the condition itself first (expect(x).toBeDefined(), expect(list).not.toHaveLength(0)), or compute what is expected from it (expect(status).toBe(listed ? 200 : 400)), or split the cases into tests of their own.',
    },
  },
  create(context) {
    return {
      CallExpression(node) {
        if (!isAssertion(node)) return;
        let child = node;
        for (let parent = node.parent; parent && !isFunction(parent); child = parent, parent = parent.parent) {
          let where = null;
          if (parent.type === 'IfStatement' && child !== parent.test) where = 'an if';
          else if (parent.type === 'ConditionalExpression' && child !== parent.test) where = 'a conditional (? :)';
          else if (parent.type === 'LogicalExpression' && child === parent.right) where = `the right of ${parent.operator}`;
          else if (parent.type === 'SwitchCase') where = 'a switch case';
          if (where) {
            context.report({ node, messageId: 'conditional', data: { where } });
            return;
          }
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
    'no-fixed-sleep': noFixedSleep,
    'no-conditional-expect': noConditionalExpect,
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
