import { selectSignedIn, useAppSelector, useTranslation } from '@storefront/platform';
import { Icon } from '@storefront/ui';
import { HeaderCount, HeaderIconLink } from './HeaderIconLink';
import { useUnreadNotifications } from './use-unread-notifications';

/** The header's bell for a signed-in customer: its name says how many notifications are unread, the badge shows it (99+ beyond). */
export function NotificationBell() {
  const { t } = useTranslation('shell');
  const signedIn = useAppSelector(selectSignedIn);
  const [count, counter] = useUnreadNotifications();
  if (!signedIn) return null;
  return (
    <HeaderIconLink to="/notification" aria-label={t('notifications.label', { count })} data-testid="notification-bell">
      <Icon name="bell" />
      {count > 0 && <HeaderCount aria-hidden="true">{count > 99 ? '99+' : count}</HeaderCount>}
      {counter}
    </HeaderIconLink>
  );
}
