import { DISABLED_MODES, REMOTE_AUDIT_LIMITS, resolveRemoteName, STAFF_AUDIT_LIMITS, type RemoteCanaryUpdate, type RemoteName, type RemoteUpdate } from '@storefront/contracts';

export type RemotesCommand =
  | { kind: 'list' }
  | { kind: 'update'; name: RemoteName; change: RemoteUpdate }
  | { kind: 'versions'; name: RemoteName }
  | { kind: 'canary'; name: RemoteName; change: RemoteCanaryUpdate }
  | { kind: 'audit'; name?: RemoteName; limit: number };

export const USAGE = `Usage:
  npm run remotes                                             show the registry
  npm run remotes -- <name> enabled=false --reason "<why>"    switch a remote off (its routes show maintenance)
  npm run remotes -- <name> enabled=true --reason "<why>"     switch it back on
  npm run remotes -- <name> version=<v> --reason "<why>"      pin or roll back to a published version
  npm run remotes -- <name> mode=maintenance|construction --reason "<why>"
  npm run remotes -- canary <name> <v> <percent> --reason "<why>"  send percent % of visitors to version v
  npm run remotes -- canary <name> off --reason "<why>"       end the canary (everyone on the pointer)
  npm run remotes -- versions <name>                          the versions it can point at (published, local build)
  npm run remotes -- audit [<name>] [--limit 50]              the registry's changes, newest first
Every change needs --reason; it is kept in the audit with who, when, before and after.
<name>: domains, hosting, checkout, account, promotions, staff (or mfe-domains, mfe_domains, …)`;

function nameOf(raw: string | undefined): RemoteName {
  const name = resolveRemoteName(raw ?? '');
  if (!name) throw new Error(raw ? `Unknown remote "${raw}".` : 'Name a remote.');
  return name;
}

/** Takes `--flag value` or `--flag=value` out of the arguments. */
function takeOption(args: string[], flag: string): string | undefined {
  const index = args.findIndex((arg) => arg === flag || arg.startsWith(`${flag}=`));
  if (index === -1) return undefined;
  const arg = args[index]!;
  if (arg.includes('=')) {
    args.splice(index, 1);
    return arg.slice(flag.length + 1);
  }
  const value = args[index + 1];
  if (value === undefined || value.startsWith('--')) throw new Error(`${flag} needs a value.`);
  args.splice(index, 2);
  return value;
}

/** Parses `<name> key=value … --reason "…"`, `versions <name>` or `audit [<name>] [--limit n]`; throws an Error saying what is wrong. */
export function parseRemotesArgs(input: string[]): RemotesCommand {
  const args = [...input];
  if (args.length === 0) return { kind: 'list' };
  if (args[0] === 'audit') {
    const rawLimit = takeOption(args, '--limit');
    const limit = rawLimit === undefined ? 50 : Number(rawLimit);
    if (!Number.isInteger(limit) || limit < 1 || limit > REMOTE_AUDIT_LIMITS.listMax) throw new Error(`--limit must be a whole number from 1 to ${REMOTE_AUDIT_LIMITS.listMax}.`);
    if (args.length > 2) throw new Error(`Unexpected "${args[2]}".`);
    return args[1] === undefined ? { kind: 'audit', limit } : { kind: 'audit', name: nameOf(args[1]), limit };
  }
  if (args[0] === 'canary') {
    const reason = checkedReason(takeOption(args, '--reason'));
    const name = nameOf(args[1]);
    if (args[2] === 'off' && args.length === 3) return { kind: 'canary', name, change: { version: '0', percent: 0, reason } };
    if (args.length !== 4 || !args[2]) throw new Error('Usage: canary <name> <version> <percent> --reason "<why>", or canary <name> off --reason "<why>".');
    const percent = Number(args[3]!.replace(/%$/, ''));
    if (!Number.isFinite(percent) || percent <= 0 || percent > 100) throw new Error('percent must be more than 0 and at most 100 (off ends the canary).');
    return { kind: 'canary', name, change: { version: args[2], percent, reason } };
  }
  if (args[0] === 'versions') {
    if (args.length !== 2) throw new Error('Usage: versions <name>.');
    return { kind: 'versions', name: nameOf(args[1]) };
  }
  const reason = takeOption(args, '--reason');
  const [rawName, ...assignments] = args;
  const name = nameOf(rawName);
  if (assignments.length === 0) throw new Error('Say what to change, e.g. enabled=false.');
  const change: Partial<RemoteUpdate> = {};
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
    } else if (key === 'reason') {
      change.reason = value;
    } else {
      throw new Error(`Unknown setting "${key}" (enabled, version, mode).`);
    }
  }
  if (reason !== undefined) change.reason = reason;
  change.reason = checkedReason(change.reason);
  return { kind: 'update', name, change: change as RemoteUpdate };
}

function checkedReason(reason: string | undefined): string {
  if (!reason?.trim() || reason.trim().length < STAFF_AUDIT_LIMITS.reasonMin) throw new Error(`Say why with --reason "<why>" (at least ${STAFF_AUDIT_LIMITS.reasonMin} characters): every change is audited.`);
  if (reason.trim().length > REMOTE_AUDIT_LIMITS.reasonMax) throw new Error(`--reason must be at most ${REMOTE_AUDIT_LIMITS.reasonMax} characters.`);
  return reason;
}
