import { normaliseTld } from '@storefront/contracts';
import { PageHead, productLd, selectConfig, useAppSelector, useLocale, useParams, useTranslation } from '@storefront/platform';
import { DOMAINS_NS } from '../i18n/register';
import { useTldRead } from '../shared/use-tld-read';
import { DOMAINS_TRAIL } from './DomainsHead';

/**
 * The head of a TLD's page: its name, and the ending as a Product with its one-year registration Offer (the
 * same read as the page: one request, one cache entry).
 */
export function TldHead() {
  const { t } = useTranslation(DOMAINS_NS);
  const { to } = useLocale();
  const site = useAppSelector(selectConfig)?.siteUrl ?? '';
  const tld = normaliseTld(useParams().tld ?? '');
  const { data } = useTldRead(tld);
  if (!tld || !data) return null;
  const name = t('tld.title', { tld: `.${tld}` });
  const oneYear = data.prices.find((price) => price.years === 1) ?? data.prices[0];
  const offers = oneYear ? [productLd({ name, url: `${site}${to(`/domain/tld/${tld}`)}`, priceCents: oneYear.register, per: 'year' })] : [];
  return (
    <PageHead
      title={name}
      description={t('tlds.searchWith', { tld: `.${tld}` })}
      trail={[...DOMAINS_TRAIL.map((crumb) => ({ title: t(crumb.title), path: crumb.path })), { title: t('pricing.title'), path: '/domain/pricing' }]}
      structuredData={offers}
    />
  );
}
