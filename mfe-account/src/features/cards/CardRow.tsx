import { useState } from 'react';
import styled from 'styled-components';
import { formatDate, type SavedCard } from '@storefront/contracts';
import { useLocale, useTranslation } from '@storefront/platform';
import { Badge, Button, Card, Icon, Price, Stack, Text } from '@storefront/ui';
import { ACCOUNT_NS } from '../../i18n/register';

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 16px;
  justify-content: space-between;
`;

const Name = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  min-width: 0;
  font-weight: 600;
`;

const History = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    justify-content: space-between;
    gap: 12px;
    padding: 8px 0;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const pad = (n: number) => String(n).padStart(2, '0');

/** One saved card: brand, last four, expiry, default; set as default, remove, and its history (verification, refund, payments). */
export function CardRow({ card, busy, onMakeDefault, onRemove }: { card: SavedCard; busy: boolean; onMakeDefault: () => void; onRemove: () => void }) {
  const { t } = useTranslation(ACCOUNT_NS);
  const { locale } = useLocale();
  const [open, setOpen] = useState(false);
  const title = t('cards.cardName', { brand: card.brand, last4: card.last4 });
  return (
    <Card as="li" aria-label={title}>
      <Stack gap={12}>
        <Head>
          <Name>
            <Icon name="card" size={24} />
            <span>{title}</span>
            {card.isDefault && <Badge tone="info">{t('cards.default')}</Badge>}
            {card.expired && <Badge tone="danger">{t('cards.expired')}</Badge>}
          </Name>
          <Text variant="muted">{t('cards.expires', { date: `${pad(card.expMonth)}/${String(card.expYear).slice(-2)}` })}</Text>
        </Head>
        <Stack direction="row" gap={8} wrap>
          {!card.isDefault && (
            <Button size="sm" variant="secondary" disabled={busy} onClick={onMakeDefault}>
              {t('cards.makeDefault')}
            </Button>
          )}
          <Button size="sm" variant="ghost" disabled={busy} onClick={onRemove} aria-label={t('cards.removeLabel', { name: title })}>
            {t('cards.remove')}
          </Button>
          <Button size="sm" variant="ghost" aria-expanded={open} onClick={() => setOpen((value) => !value)}>
            {open ? t('cards.hideHistory') : t('cards.showHistory')}
          </Button>
        </Stack>
        {open && (
          <History aria-label={t('cards.historyLabel', { name: title })}>
            {card.history.map((entry) => (
              <li key={entry.id}>
                <span>
                  {t(`cards.kind.${entry.kind}`)} · <Text as="span" variant="muted">{formatDate(entry.createdAt, locale)}</Text>
                </span>
                <span>
                  {entry.kind === 'refund' ? '+' : '−'}
                  <Price cents={entry.amount} locale={locale} />
                </span>
              </li>
            ))}
          </History>
        )}
      </Stack>
    </Card>
  );
}
