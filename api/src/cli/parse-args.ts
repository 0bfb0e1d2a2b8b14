import { DISABLED_MODES, resolveRemoteName, type RemoteName, type RemoteUpdate } from '@storefront/contracts';

export type RemotesCommand = { kind: 'list' } | { kind: 'update'; name: RemoteName; change: RemoteUpdate };

export const USAGE = `Usage:
  npm run remotes                                   show the registry
  npm run remotes -- <name> enabled=false           switch a remote off (its routes show maintenance)
  npm run remotes -- <name> enabled=true            switch it back on
  npm run remotes -- <name> version=<v>             point it at a published version
  npm run remotes -- <name> mode=maintenance|construction
<name>: domains, hosting, checkout, account, promotions (or mfe-domains, mfe_domains, …)`;

/** Parses `<name> key=value …`; throws an Error whose message says what is wrong. */
export function parseRemotesArgs(args: string[]): RemotesCommand {
  if (args.length === 0) return { kind: 'list' };
  const [rawName, ...assignments] = args;
  const name = resolveRemoteName(rawName ?? '');
  if (!name) throw new Error(`Unknown remote "${rawName}".`);
  if (assignments.length === 0) throw new Error('Say what to change, e.g. enabled=false.');
  const change: RemoteUpdate = {};
  for (const assignment of assignments) {
    const [key, value] = assignment.split('=', 2);
    if (value === undefined || value === '') throw new Error(`"${assignment}" is not key=value.`);
    if (key === 'enabled') {
      if (value !== 'true' && value !== 'false') throw new Error('enabled must be true or false.');
      change.enabled = value === 'true';
    } else if (key === 'version') {
      change.version = value;
    } else if (key === 'mode' || key === 'disabledMode') {
      if (!(DISABLED_MODES as readonly string[]).includes(value)) throw new Error(`mode must be ${DISABLED_MODES.join(' or ')}.`);
      change.disabledMode = value as RemoteUpdate['disabledMode'];
    } else {
      throw new Error(`Unknown setting "${key}" (enabled, version, mode).`);
    }
  }
  return { kind: 'update', name, change };
}
