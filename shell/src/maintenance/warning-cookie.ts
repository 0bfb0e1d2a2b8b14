import { MAINTENANCE_WARNING_COOKIE, parseMaintenanceWarning } from '@storefront/contracts';

/** Spec §3 maintenance_warning: the windows the visitor chose not to be warned about again. */
export function readDismissedWindows(cookieHeader: string = document.cookie): string[] {
  const entry = cookieHeader
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${MAINTENANCE_WARNING_COOKIE}=`));
  return parseMaintenanceWarning(entry ? decodeURIComponent(entry.slice(MAINTENANCE_WARNING_COOKIE.length + 1)) : undefined);
}

/** Remembers these windows until the last of them ends (the cookie then goes by itself). */
export function dismissWindows(windows: readonly { id: string; endsAt: string }[], now: number = Date.now()): void {
  const ids = [...new Set([...readDismissedWindows(), ...windows.map((w) => w.id)])].slice(-20);
  const until = Math.max(...windows.map((w) => Date.parse(w.endsAt)), now + 60_000);
  document.cookie = `${MAINTENANCE_WARNING_COOKIE}=${encodeURIComponent(ids.join(','))}; Max-Age=${Math.ceil((until - now) / 1000)}; Path=/; SameSite=Lax`;
}
