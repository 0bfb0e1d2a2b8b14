import { useEffect } from 'react';
import { selectConfig, useAppSelector, useLocation } from '@storefront/platform';
import { useRegistry } from '../federation/RegistryContext';
import { setWhereabouts, startMonitoring } from './monitoring';

/** Error reporting for the whole page (issue 14, item 10): started when the configuration names a DSN. Renders nothing. */
export function Monitoring() {
  const monitoring = useAppSelector(selectConfig)?.monitoring;
  const { remotes } = useRegistry();
  const { pathname } = useLocation();
  useEffect(() => setWhereabouts({ remotes, pathname }), [remotes, pathname]);
  useEffect(() => {
    void startMonitoring(monitoring);
  }, [monitoring]);
  return null;
}
