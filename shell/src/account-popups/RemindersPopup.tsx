import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { formatDate, formatUsd } from '@storefront/contracts';
import { LocaleLink, registerNamespace, selectUser, useAppSelector, useLocale, useTranslation, reportError } from '@storefront/platform';
import { Badge, Button, Modal, Stack, Text } from '@storefront/ui';
import en from './locales/en.json';
import km from './locales/km.json';
import { dismissedToday, rememberDismissal } from './dismissal';
import { useListRemindersQuery } from './profile-api';
import { useOpensUninterrupted } from './use-uninterrupted';

registerNamespace('reminders', { en, km });

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: 12px;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: 8px;
  }
`;

const storage = () => (typeof window === 'undefined' ? null : window.localStorage);

/**
 * The reminders popup (spec §2): after sign-in, once a day, what to renew or pay (GET /api/users/reminders),
 * each with a link to do it; closing it keeps it closed until the next day.
 */
export function RemindersPopup({ uninterrupted = true }: { /** False once the customer works on the page (the shell's useUninterrupted): it then waits for the next page. */ uninterrupted?: boolean } = {}) {
  const { t } = useTranslation('reminders');
  const { locale } = useLocale();
  const user = useAppSelector(selectUser);
  // Closed by this customer on this page (the dismissal is also remembered for the day).
  const [closedFor, setClosedFor] = useState<string | null>(null);
  const skip = !user || closedFor === user.id || dismissedToday(user.id, new Date(), storage());
  const { data, error } = useListRemindersQuery(undefined, { skip });
  useEffect(() => {
    if (error) reportError(error, 'shell/reminders');
  }, [error]);
  const items = skip ? null : (data?.items ?? null);

  const open = useOpensUninterrupted(!!user && !!items && items.length > 0, uninterrupted);

  if (!user || !items || !open) return null;
  const close = () => {
    rememberDismissal(user.id, new Date(), storage());
    setClosedFor(user.id);
  };
  return (
    <Modal open onClose={close} title={t('title')} description={t('description')} closeLabel={t('close')} footer={<Button variant="secondary" onClick={close}>{t('later')}</Button>}>
      <List>
        {items.map((item) => (
          <li key={`${item.kind}-${item.id}`}>
            <Stack gap={2}>
              <strong>{item.title}</strong>
              <Text variant="small">
                {item.urgent ? <Badge tone="danger">{t('suspended')}</Badge> : t(item.kind === 'invoice' ? 'issued' : 'renews', { date: formatDate(item.date, locale) })}
                {item.amount > 0 && ` · ${formatUsd(item.amount, locale)}`}
              </Text>
            </Stack>
            <Button as={LocaleLink} to={item.path} size="sm" onClick={close}>
              {t(item.kind)}
            </Button>
          </li>
        ))}
      </List>
    </Modal>
  );
}
