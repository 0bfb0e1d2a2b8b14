import styled from 'styled-components';
import { formatDate, type Notification } from '@storefront/contracts';
import { useLocale, useTranslation } from '@storefront/platform';
import { Badge, Button, Stack, Text, VisuallyHidden } from '@storefront/ui';
import { useMarkNotificationReadMutation } from './notifications-api';
import { ACCOUNT_NS } from '../../i18n/register';

const Item = styled.li<{ $unread: boolean }>`
  display: flex;
  gap: 16px;
  justify-content: space-between;
  align-items: flex-start;
  padding: 16px;
  border-left: 4px solid ${({ theme, $unread }) => ($unread ? theme.colors.brand : 'transparent')};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme, $unread }) => ($unread ? theme.colors.brandSoft : theme.colors.surface)};
  flex-wrap: wrap;
`;

const Title = styled.h2`
  margin: 0;
  font-size: 16px;
`;

export function NotificationItem({ notification }: { notification: Notification }) {
  const { t } = useTranslation(ACCOUNT_NS);
  const { locale } = useLocale();
  const [markRead, { isLoading }] = useMarkNotificationReadMutation();
  const unread = !notification.read;
  return (
    <Item $unread={unread}>
      <Stack gap={6} style={{ flex: '1 1 260px' }}>
        <Stack direction="row" gap={8} wrap>
          <Title>
            {unread && <VisuallyHidden>{t('notifications.unreadPrefix')} </VisuallyHidden>}
            {notification.title}
          </Title>
          {unread && <Badge tone="info">{t('notifications.new')}</Badge>}
        </Stack>
        <Text>{notification.body}</Text>
        <Text variant="caption">
          <time dateTime={notification.createdAt}>{formatDate(notification.createdAt, locale, true)}</time>
        </Text>
      </Stack>
      {unread && (
        <Button variant="ghost" size="sm" loading={isLoading} onClick={() => void markRead({ params: { id: notification.id } })} aria-label={t('notifications.markReadLabel', { title: notification.title })}>
          {t('notifications.markRead')}
        </Button>
      )}
    </Item>
  );
}
