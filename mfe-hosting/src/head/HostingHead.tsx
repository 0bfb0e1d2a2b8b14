import { BILLING_TERMS, splitLocalePath, type ProductType } from '@storefront/contracts';
import { jsonLdText, PageHead, productLd, selectConfig, useAppSelector, useLocale, useLocation, useTranslation } from '@storefront/platform';
import { useListProductsQuery } from '../shared/catalogue-api';
import { HOSTING_NS } from '../i18n/register';

type Page = 'shared' | 'cloudHosting' | 'wordpress' | 'cloudServer' | 'ssl' | 'aws' | 'sms';

/** The head of a product page, from the texts the page shows (`pages.<page>.title` and `.subtitle`). */
export function HostingHead({ page, type }: { page: Page; type?: ProductType }) {
  const { t } = useTranslation(HOSTING_NS);
  return (
    <>
      <PageHead title={t(`pages.${page}.title`)} description={t(`pages.${page}.subtitle`)} />
      {type && <PlanOffers type={type} />}
    </>
  );
}

/**
 * Each plan of the page as a Product with its Offer (the price the api answers, per month or per year as the
 * type is billed), from the same read as the plan grid: one request, one cache entry.
 */
function PlanOffers({ type }: { type: ProductType }) {
  const { data } = useListProductsQuery({ query: { type } });
  const site = useAppSelector(selectConfig)?.siteUrl ?? '';
  const { to } = useLocale();
  const { pathname } = useLocation();
  if (!data?.length) return null;
  const url = `${site}${to(splitLocalePath(pathname).path)}`;
  const per = BILLING_TERMS[type].unit;
  const offers = data.map((plan) => productLd({ name: plan.name, url: `${url}#plan-${plan.key}`, priceCents: plan.price, per }));
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(offers) }} />;
}
