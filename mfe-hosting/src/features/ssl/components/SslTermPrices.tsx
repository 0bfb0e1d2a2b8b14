import { formatUsd, type SslCertificate } from '@storefront/contracts';
import { useTranslation } from '@storefront/platform';
import { PriceTable } from '@storefront/ui';
import { HOSTING_NS } from '../../../i18n/register';

/** The price of each term as the api computed it: the total, per month, and the saving against paying year by year when there is one. */
export function SslTermPrices({ certificate }: { certificate: SslCertificate }) {
  const { t } = useTranslation(HOSTING_NS);
  const money = (cents: number) => formatUsd(cents);
  const savings = certificate.prices.some((term) => term.saving > 0);
  return (
    <PriceTable>
      <caption>{t('ssl.detail.pricesCaption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('ssl.detail.term')}</th>
          <th scope="col">{t('ssl.detail.price')}</th>
          <th scope="col">{t('ssl.detail.perMonth')}</th>
          {savings && <th scope="col">{t('ssl.detail.saving')}</th>}
        </tr>
      </thead>
      <tbody>
        {certificate.prices.map((term) => (
          <tr key={term.years}>
            <th scope="row">{t('plans.years', { count: term.years })}</th>
            <td>{money(term.price)}</td>
            <td>{money(term.perMonth)}</td>
            {savings && <td className={term.saving > 0 ? 'saving' : undefined}>{term.saving > 0 ? money(term.saving) : '—'}</td>}
          </tr>
        ))}
      </tbody>
    </PriceTable>
  );
}
