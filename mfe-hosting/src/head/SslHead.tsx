import { PageHead, productLd, selectConfig, useAppSelector, useLocale, useTranslation } from '@storefront/platform';
import { useSslKey } from '../features/ssl/ssl-key';
import { useGetSslCertificateQuery, useListSslCertificatesQuery } from '../shared/catalogue-api';
import { HOSTING_NS } from '../i18n/register';

/** The pages above an SSL page (BreadcrumbList): the SSL list. */
const useSslTrail = () => {
  const { t } = useTranslation(HOSTING_NS);
  return [{ title: t('pages.ssl.title'), path: '/ssl' }];
};

function useSiteUrl(): (path: string) => string {
  const site = useAppSelector(selectConfig)?.siteUrl ?? '';
  const { to } = useLocale();
  return (path) => `${site}${to(path)}`;
}

/** /ssl: the list's title and each certificate as a Product with its 1-year Offer (the page's own read: one request). */
export function SslListHead() {
  const { t } = useTranslation(HOSTING_NS);
  const url = useSiteUrl();
  const { data } = useListSslCertificatesQuery();
  const offers = (data ?? []).map((c) => productLd({ name: c.name, description: c.content.summary, url: url(`/ssl/${c.key}`), priceCents: c.pricePerYear, per: 'year' }));
  return <PageHead title={t('pages.ssl.title')} description={t('pages.ssl.subtitle')} structuredData={offers} />;
}

export function SslCompareHead() {
  const { t } = useTranslation(HOSTING_NS);
  return <PageHead title={t('ssl.compare.title')} description={t('ssl.compare.subtitle')} trail={useSslTrail()} />;
}

/**
 * /ssl/{key}: the certificate's name and summary, a Product with its 1-year Offer in USD, and the way back to
 * the list; nothing for an unknown key (the 404 page writes its own head).
 */
export function SslDetailHead() {
  const url = useSiteUrl();
  const trail = useSslTrail();
  const key = useSslKey();
  const { data } = useGetSslCertificateQuery({ params: { key: key ?? '' } }, { skip: !key });
  if (!data) return null;
  const offer = productLd({ name: data.name, description: data.content.summary, url: url(`/ssl/${data.key}`), priceCents: data.pricePerYear, per: 'year' });
  return <PageHead title={data.name} description={data.content.summary} trail={trail} structuredData={[offer]} />;
}
