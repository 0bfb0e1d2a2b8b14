/**
 * Capabilities are types (issue 29 item 5, docs/adr/0012): an external party's interface — a payment provider, the
 * domain registry, the provisioner, the SMS and email transports — says what a provider can do by its type. What only
 * some providers can do is a kind of its own with the capability required (payments/providers/payment-provider.ts:
 * CallbackProvider, CapturingProvider, ManualProvider), never an optional method that callers call on trust with `!`.
 */

const OPTIONAL = 'A provider\'s capability is a type, not an optional method ({{name}}?): declare the kind of provider that has it, with {{name}} required (as CapturingProvider has capture beside CallbackProvider and ManualProvider in api/src/payments/providers/payment-provider.ts), and let callers that need it take that kind or narrow by `kind`.';

const isFunctionType = (type) => type?.type === 'TSFunctionType' || (type?.type === 'TSParenthesizedType' && isFunctionType(type.typeAnnotation));

const noOptionalCapability = {
  meta: {
    type: 'problem',
    docs: { description: 'An external party\'s interface declares no optional method: a capability is a type.' },
    schema: [],
    messages: { optional: OPTIONAL },
  },
  create(context) {
    const nameOf = (key) => (key.type === 'Identifier' ? key.name : String(key.value ?? '…'));
    return {
      TSMethodSignature(node) {
        if (node.optional) context.report({ node, messageId: 'optional', data: { name: nameOf(node.key) } });
      },
      TSPropertySignature(node) {
        if (node.optional && isFunctionType(node.typeAnnotation?.typeAnnotation)) context.report({ node, messageId: 'optional', data: { name: nameOf(node.key) } });
      },
    };
  },
};

const noCallOnTrust = {
  meta: {
    type: 'problem',
    docs: { description: 'A method is not called through a non-null assertion.' },
    schema: [],
    messages: {
      trust:
        'Do not call {{name}}!(…) on trust: a method that may be missing is a capability of some providers only. Take the kind of provider that has it (e.g. CapturingProvider for capture, api/src/payments/providers/payment-provider.ts) or narrow by its `kind` first.',
    },
  },
  create(context) {
    return {
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type !== 'TSNonNullExpression' || callee.expression.type !== 'MemberExpression') return;
        const property = callee.expression.property;
        context.report({ node, messageId: 'trust', data: { name: property.type === 'Identifier' ? property.name : '…' } });
      },
    };
  },
};

const providerCapabilitiesPlugin = { meta: { name: 'storefront-providers' }, rules: { 'no-optional-capability': noOptionalCapability, 'no-call-on-trust': noCallOnTrust } };

/** The external parties' interfaces and their providers. */
const PROVIDER_FILES = ['api/src/payments/providers/**/*.ts', 'api/src/registry/**/*.ts', 'api/src/provisioning/**/*.ts', 'api/src/sms/**/*.ts', 'api/src/mail/**/*.ts', 'api/src/cards/card-vault.ts'];

const providerCapabilityConfigs = [
  {
    name: 'storefront/provider-capabilities',
    files: PROVIDER_FILES,
    ignores: ['**/*.test.ts'],
    plugins: { 'storefront-providers': providerCapabilitiesPlugin },
    rules: { 'storefront-providers/no-optional-capability': 'error' },
  },
  {
    name: 'storefront/no-call-on-trust',
    files: ['api/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    plugins: { 'storefront-providers': providerCapabilitiesPlugin },
    rules: { 'storefront-providers/no-call-on-trust': 'error' },
  },
];

module.exports = { providerCapabilitiesPlugin, providerCapabilityConfigs };
