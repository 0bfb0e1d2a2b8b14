import type { TransferInstructions as Instructions } from '@storefront/contracts';
import { useLocale, useTranslation } from '@storefront/platform';
import { Card, Heading, Price } from '@storefront/ui';
import styled from 'styled-components';
import { CHECKOUT_NS } from '../../i18n/register';

const List = styled.dl`
  display: grid;
  grid-template-columns: minmax(110px, auto) 1fr;
  gap: 8px 16px;
  margin: 0;
  text-align: start;
  dt {
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
    font-weight: 600;
    overflow-wrap: anywhere;
  }
`;

/** Bank or wire transfer: where to send the money and the reference staff match it by. */
export function TransferInstructions({ instructions }: { instructions: Instructions }) {
  const { t } = useTranslation(CHECKOUT_NS);
  const { locale } = useLocale();
  return (
    <Card variant="outline" style={{ width: '100%', maxWidth: 560 }} aria-labelledby="transfer-instructions">
      <Heading level={2} size="card" id="transfer-instructions" style={{ marginBottom: 12 }}>
        {t('transfer.title')}
      </Heading>
      <List>
        <dt>{t('transfer.bankName')}</dt>
        <dd>{instructions.bankName}</dd>
        <dt>{t('transfer.accountName')}</dt>
        <dd>{instructions.accountName}</dd>
        <dt>{t('transfer.accountNumber')}</dt>
        <dd>{instructions.accountNumber}</dd>
        <dt>{t('transfer.swift')}</dt>
        <dd>{instructions.swiftCode}</dd>
        <dt>{t('transfer.reference')}</dt>
        <dd>{instructions.reference}</dd>
        <dt>{t('transfer.amount')}</dt>
        <dd>
          <Price cents={instructions.amount} size="sm" locale={locale} />
        </dd>
      </List>
      <p style={{ margin: '12px 0 0', fontSize: 14 }}>{t('transfer.note')}</p>
    </Card>
  );
}
