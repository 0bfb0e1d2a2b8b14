import { useEffect, useState } from 'react';
import { inflight$, combineLatest, map, useTranslation } from '@storefront/platform';
import { LoadingBar } from '@storefront/ui';
import { remoteLoading$ } from '../federation/remote-loading';

/** The loading bar of spec §2, active while api calls or remote modules are in flight. */
export function ShellLoadingBar() {
  const { t } = useTranslation('shell');
  const [active, setActive] = useState(false);
  useEffect(() => {
    const subscription = combineLatest([inflight$, remoteLoading$])
      .pipe(map(([calls, remotes]) => calls + remotes > 0))
      .subscribe(setActive);
    return () => subscription.unsubscribe();
  }, []);
  return <LoadingBar active={active} label={t('loading')} />;
}
