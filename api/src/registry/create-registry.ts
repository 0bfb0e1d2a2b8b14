import type { DomainRegistry, RegistryConfig, RegistryDeps, RegistryProvider } from './domain-registry';
import { EppRegistry } from './epp/epp-registry';
import { SandboxRegistry } from './sandbox-registry';

/** Every registry the api can talk to, by `static identifier`; a real registrar is added here beside the sandbox. */
export const REGISTRY_PROVIDERS: readonly RegistryProvider[] = [SandboxRegistry, EppRegistry];

/** The registry named by DOMAIN_REGISTRY; an unknown name stops the start with the list of known ones. */
export function createRegistry(config: RegistryConfig & { domainRegistry: string }, deps: RegistryDeps): DomainRegistry {
  const provider = REGISTRY_PROVIDERS.find((candidate) => candidate.identifier === config.domainRegistry);
  if (!provider) {
    const known = REGISTRY_PROVIDERS.map((candidate) => candidate.identifier).join(', ');
    throw new Error(`DOMAIN_REGISTRY "${config.domainRegistry}" is not a known domain registry. Known registries: ${known}.`);
  }
  return provider.create(config, deps);
}
