import { useTranslation } from '@storefront/platform';
import { Modal, Spinner, Stack, Text } from '@storefront/ui';
import { CHECKOUT_NS } from '../../i18n/register';

/** Spec §2: the payment popup stays open (no close, no Escape) until the payment call has answered. */
export function ProcessingModal({ open }: { open: boolean }) {
  const { t } = useTranslation(CHECKOUT_NS);
  return (
    <Modal open={open} onClose={() => undefined} dismissible={false} size="sm" title={t('processing.title')} closeLabel={t('close')}>
      <Stack gap={12} align="center" style={{ textAlign: 'center', paddingBottom: 8 }}>
        <Spinner size="lg" label={t('processing.title')} />
        <Text>{t('processing.description')}</Text>
      </Stack>
    </Modal>
  );
}
