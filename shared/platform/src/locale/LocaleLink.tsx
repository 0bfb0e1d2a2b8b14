import { forwardRef } from 'react';
import { Link, type LinkProps } from 'react-router';
import { useLocale } from './use-locale';

/** A router link whose `to` is a locale-less path; it keeps the visitor in their language. */
export const LocaleLink = forwardRef<HTMLAnchorElement, Omit<LinkProps, 'to'> & { to: string }>(function LocaleLink(
  { to, ...rest },
  ref,
) {
  const locale = useLocale();
  return <Link ref={ref} to={locale.to(to)} {...rest} />;
});
