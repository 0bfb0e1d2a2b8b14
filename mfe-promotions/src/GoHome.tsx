import { Redirect, useLocale } from '@storefront/platform';

/** Unknown paths under this remote's prefixes go home (spec §2). */
export function GoHome() {
  const { to } = useLocale();
  return <Redirect to={to('/')} />;
}
