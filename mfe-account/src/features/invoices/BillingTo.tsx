import styled from 'styled-components';
import { useLocale, useTranslation } from '@storefront/platform';
import { Text } from '@storefront/ui';
import { billingLines } from './billing-to';
import { ACCOUNT_NS } from '../../i18n/register';

export const Fields = styled.dl`
  display: grid;
  grid-template-columns: minmax(96px, max-content) minmax(0, 1fr);
  gap: 6px 16px;
  margin: 0;
  dt {
    color: ${({ theme }) => theme.colors.muted};
    font-size: 14px;
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/** "Billing to": the contact the invoice was issued to, each field labelled; empty fields left out. */
export function BillingTo({ contact }: { contact: Record<string, unknown> | null }) {
  const { t } = useTranslation(ACCOUNT_NS);
  const { locale } = useLocale();
  if (!contact) return <Text variant="muted">{t('invoice.noBilling')}</Text>;
  const lines = billingLines(contact, locale);
  const fields: [string, string | null][] = [
    ['name', lines.name || null],
    ['organization', lines.organization],
    ['taxId', lines.taxId],
    ['address', lines.address.join(', ') || null],
    ['city', lines.city],
    ['state', lines.state],
    ['postalCode', lines.postalCode],
    ['country', lines.country],
    ['email', lines.email],
    ['phone', lines.phone],
  ];
  return (
    <Fields>
      {fields
        .filter((field): field is [string, string] => field[1] !== null)
        .map(([key, value]) => (
          <div key={key} style={{ display: 'contents' }}>
            <dt>{t(`invoice.billing.${key}`)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </Fields>
  );
}
