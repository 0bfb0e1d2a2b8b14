import { useState } from 'react';
import styled from 'styled-components';
import type { CartItem } from '@storefront/contracts';
import { removeCartItem, updateCartItem, useAppDispatch, useTranslation } from '@storefront/platform';
import { Button, Icon, Price, Select, Text, media } from '@storefront/ui';
import { periodChoices } from './periods';

const Row = styled.li`
  display: grid;
  gap: 12px;
  padding: 16px 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  ${media.md} {
    grid-template-columns: 1fr 160px 120px auto;
    align-items: center;
  }
`;

const Title = styled.h3`
  margin: 0;
  font-size: 17px;
  word-break: break-word;
`;

/** One basket line: what it is, its billing period (re-priced by the api), its amount, and Remove. */
export function CartItemRow({ item }: { item: CartItem }) {
  const { t } = useTranslation('checkout');
  const dispatch = useAppDispatch();
  const [busy, setBusy] = useState(false);
  const choices = periodChoices(item);
  const unitKey = item.periodUnit === 'year' ? 'years' : 'months';

  const changePeriod = async (value: number) => {
    setBusy(true);
    await dispatch(updateCartItem(item.periodUnit === 'year' ? { key: item.key, years: value } : { key: item.key, months: value }));
    setBusy(false);
  };

  return (
    <Row aria-label={item.title}>
      <div>
        <Title>{item.title}</Title>
        <Text variant="small">{t(`types.${item.type}`, { defaultValue: item.description })}</Text>
        <Text variant="small">
          <Price cents={item.unitPrice} suffix={t(item.periodUnit === 'year' ? 'perYear' : 'perMonth')} />
        </Text>
      </div>
      {choices.length > 1 ? (
        <Select
          label={t('period')}
          hideLabel
          value={String(item.period)}
          disabled={busy}
          onChange={(event) => void changePeriod(Number(event.target.value))}
          options={choices.map((n) => ({ value: String(n), label: t(unitKey, { count: n }) }))}
          aria-label={t('periodOf', { title: item.title })}
        />
      ) : (
        <Text>{t(unitKey, { count: item.period })}</Text>
      )}
      <Price cents={item.amount} />
      <Button variant="ghost" size="sm" startIcon={<Icon name="trash" />} disabled={busy} onClick={() => void dispatch(removeCartItem({ key: item.key }))} aria-label={t('removeLabel', { title: item.title })}>
        {t('remove')}
      </Button>
    </Row>
  );
}
