import { satisfy, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * The versioned singletons (tooling/webpack/shared-singletons.cjs): a remote names in its manifest the range of
 * the platform it was built against (`^` its version at build time), and must find a version in that range here.
 */
export const VERSIONED_SHARED: readonly string[] = ['@storefront/platform', '@storefront/platform/query'];

/** What a remote's manifest says it needs (mf-manifest.json `shared[]`). */
export interface SharedRequirement {
  name: string;
  requiredVersion?: string | false;
}

/**
 * Why `remote` cannot run on this shell, or null when every versioned singleton it requires is provided in a
 * version its range accepts. `provided(name)` is the version this shell provides.
 */
export function platformMismatch(remote: string, required: readonly SharedRequirement[], provided: (name: string) => string | undefined): string | null {
  for (const { name, requiredVersion } of required) {
    if (!VERSIONED_SHARED.includes(name) || typeof requiredVersion !== 'string') continue;
    const version = provided(name);
    if (!version || satisfy(version, requiredVersion)) continue;
    const major = version.split('.')[0];
    return (
      `${remote} needs ${name} ${requiredVersion}, but this shell provides ${version}: the remote is not loaded, its fallback is shown. ` +
      `Deploy a shell built with ${name} ${requiredVersion} first, or point the registry (GET /api/config/remotes) at a build of the remote made against ${version} or an older ${major}.x. ` +
      'See docs/adr/0007-versioned-platform.md'
    );
  }
  return null;
}

/**
 * The shell's guard against a remote built for a newer platform (a hook of shell-runtime-plugin.ts): when a remote's
 * manifest arrives, before any of its code is fetched, refuses a remote built against a newer platform than the
 * shell provides — a console error that says what to do, and a rejected loadRemote, which the shell shows as the
 * remote fallback (RemotePage: the panel with Retry; RemoteWidget: its fallback).
 */
export function platformVersionGuard(): Pick<ModuleFederationRuntimePlugin, 'loadRemoteSnapshot'> {
  return {
    loadRemoteSnapshot(args) {
      const { manifestJson, moduleInfo, options } = args;
      if (!manifestJson) return args;
      const provided = (name: string) => {
        const versions = options.shared[name];
        return (versions?.find((share) => share.from === options.name) ?? versions?.[0])?.version;
      };
      const build = manifestJson.metaData?.buildInfo?.buildVersion;
      const problem = platformMismatch(build ? `${moduleInfo.name} ${build}` : moduleInfo.name, manifestJson.shared ?? [], provided);
      if (problem) {
        console.error(problem);
        throw new Error(problem);
      }
      return args;
    },
  };
}
