import { randomBytes } from 'node:crypto';

/**
 * What a measured server needs to start as production: NODE_ENV, the sandboxes named explicitly, and secrets
 * of its own (production refuses to start without them). Fresh random secrets per run: nothing measured depends on their values.
 */
export function productionEnv(port = 8080) {
  return {
    NODE_ENV: 'production',
    PUBLIC_URL: `http://localhost:${port}`,
    // Measured with the sandboxes: production takes them only when named.
    PAYMENT_PROVIDERS: 'sandbox',
    DOMAIN_REGISTRY: 'sandbox',
    PROVISIONING_PROVIDER: 'sandbox',
    PAYMENT_CALLBACK_SECRET: randomBytes(32).toString('hex'),
    REGISTRY_SANDBOX_SECRET: randomBytes(32).toString('hex'),
  };
}
