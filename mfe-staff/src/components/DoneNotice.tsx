import { useState } from 'react';
import { useTranslation } from '@storefront/platform';
import { Alert } from '@storefront/ui';

/** What a console page says after an action is done: `done(message)` shows it, `notice` is where it is shown (closable). */
export function useDoneNotice() {
  const { t } = useTranslation('staff');
  const [message, setMessage] = useState<string | null>(null);
  const notice = message ? (
    <Alert tone="success" onClose={() => setMessage(null)} closeLabel={t('actions.close')}>
      {message}
    </Alert>
  ) : null;
  return { notice, done: setMessage };
}
