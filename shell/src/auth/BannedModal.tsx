import { bannedNoticeClosed, selectBanned, useAppDispatch, useAppSelector, useTranslation } from '@storefront/platform';
import { Button, Modal, Text } from '@storefront/ui';
import { registerAuthTexts } from '../i18n/register-auth';

registerAuthTexts();

/** Spec §6/§8: a banned account sees this popup. */
export function BannedModal() {
  const { t } = useTranslation('shell');
  const dispatch = useAppDispatch();
  const banned = useAppSelector(selectBanned);
  const close = () => dispatch(bannedNoticeClosed());
  return (
    <Modal
      open={banned !== null}
      onClose={close}
      title={t('banned.title')}
      closeLabel={t('close')}
      footer={<Button onClick={close}>{t('banned.ok')}</Button>}
    >
      <Text>{banned}</Text>
      <Text variant="muted">{t('banned.description')}</Text>
    </Modal>
  );
}
