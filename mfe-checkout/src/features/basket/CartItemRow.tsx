import { useState } from 'react';
import styled from 'styled-components';
import { configuratorPathOf, type CartItem } from '@storefront/contracts';
import { LocaleLink, removeCartItem, updateCartItem, useAppDispatch, useTranslation } from '@storefront/platform';
import { Button, Icon, Price, Select, Text, media } from '@storefront/ui';
import { CartItemDetails } from './CartItemDetails';
import { periodChoices } from './periods';
import { CHECKOUT_NS } from '../../i18n/register';

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

/** The domain a hosting plan is connected to, as the api priced it (hosting-pricing: data.domainConnection). */
function connectedDomainOf(item: CartItem): { name: string; free: boolean } | null {
  const connection = item.data.domainConnection as { name?: unknown; free?: unknown } | null | undefined;
  return connection && typeof connection.name === 'string' ? { name: connection.name, free: connection.free === true } : null;
}

/** One basket line: what it is, its billing period (re-priced by the api), its amount, and Remove. */
export function CartItemRow({ item }: { item: CartItem }) {
  const { t } = useTranslation(CHECKOUT_NS);
  const dispatch = useAppDispatch();
  const [busy, setBusy] = useState(false);
  const choices = periodChoices(item);
  const unitKey = item.periodUnit === 'year' ? 'years' : 'months';
  const connected = connectedDomainOf(item);
  const editPath = configuratorPathOf(item);
  const upgrade = item.type === 'upgrade';

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
        <CartItemDetails item={item} />
        {connected && <Text variant="small">{connected.free ? t('domainFreeFirstYear', { name: connected.name }) : t('domainWithPlan', { name: connected.name })}</Text>}
        {/* A server upgrade: what changes, paid once for the rest of the server's term (no price per period). */}
        {upgrade ? (
          <Text variant="small">{item.description}</Text>
        ) : (
          <Text variant="small">
            <Price cents={item.unitPrice} suffix={t(item.periodUnit === 'year' ? 'perYear' : 'perMonth')} />
          </Text>
        )}
        {/* A configured item (cloud server, hosting plan) opens its configurator with the item loaded (?item=). */}
        {editPath && (
          <Text variant="small">
            <LocaleLink to={editPath} aria-label={t('editLabel', { title: item.title })}>
              {t('edit')}
            </LocaleLink>
          </Text>
        )}
      </div>
      {upgrade ? (
        <Text>{t('restOfTerm')}</Text>
      ) : choices.length > 1 ? (
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
