import { PageHead, useTranslation } from '@storefront/platform';
import { DOMAINS_NS } from '../i18n/register';

/** The pages above a domain page (BreadcrumbList): the domain landing page. */
export const DOMAINS_TRAIL = [{ title: 'landing.crumb', path: '/domain' }] as const;

interface Props {
  /** Keys of this remote's texts: the page's title and description, as the page itself shows them. */
  title: string;
  description?: string;
  trail?: readonly { title: string; path: string }[];
}

/** The head of a domain page (title, description, canonical and alternates, breadcrumbs), from its own texts. */
export function DomainsHead({ title, description, trail = [] }: Props) {
  const { t } = useTranslation(DOMAINS_NS);
  return <PageHead title={t(title)} description={description ? t(description) : undefined} trail={trail.map((crumb) => ({ title: t(crumb.title), path: crumb.path }))} />;
}
