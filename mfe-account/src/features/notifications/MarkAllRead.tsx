import { useState } from 'react';
import { useTranslation } from '@storefront/platform';
import { Alert, Button, Stack } from '@storefront/ui';
import { useMarkAllNotificationsReadMutation } from './notifications-api';
import { ACCOUNT_NS } from '../../i18n/register';

/**
 * "Mark all as read" (PUT /api/user/notification/read-all), offered while some are unread: its 'Notification' tag
 * makes the list and the shell's unread count (bell, mobile navbar) stale, so both read again without a reload.
 */
export function MarkAllRead({ unreadCount }: { unreadCount: number }) {
  const { t } = useTranslation(ACCOUNT_NS);
  const [markAll, { isLoading }] = useMarkAllNotificationsReadMutation();
  const [failed, setFailed] = useState(false);
  const run = async () => {
    setFailed(false);
    try {
      await markAll().unwrap();
    } catch {
      setFailed(true);
    }
  };
  if (unreadCount === 0 && !failed) return null;
  return (
    <Stack gap={8} style={{ alignItems: 'flex-end' }}>
      {unreadCount > 0 && (
        <Button variant="secondary" size="sm" loading={isLoading} onClick={() => void run()}>
          {t('notifications.markAllRead')}
        </Button>
      )}
      {failed && (
        <Alert tone="danger" role="alert" onClose={() => setFailed(false)} closeLabel={t('notifications.close')}>
          {t('notifications.markAllFailed')}
        </Alert>
      )}
    </Stack>
  );
}
