import { useCallback, useState } from 'react';

/** The audit list beside a page reads again after each change: `version` goes to AuditList's refresh, `bump` after a change. */
export function useAuditRefresh() {
  const [version, setVersion] = useState(0);
  const bump = useCallback(() => setVersion((v) => v + 1), []);
  return { version, bump };
}
