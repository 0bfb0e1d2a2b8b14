import { loadRemote } from '@module-federation/enhanced/runtime';

/** Loads `<remote>/<exposed>` and answers its default export, or throws a clear error. */
export async function loadExposed<T>(remote: string, exposed: string): Promise<T> {
  const module = await loadRemote<{ default?: T }>(`${remote}/${exposed}`);
  if (!module || !module.default) throw new Error(`Remote module ${remote}/${exposed} could not be loaded`);
  return module.default;
}
