import { useState } from 'react';
import type { MaintenanceWindow } from '@storefront/contracts';
import { selectConfig, useAppSelector, useLocale, useTranslation } from '@storefront/platform';
import { Button, Checkbox, Modal, Stack, Text } from '@storefront/ui';
import { dismissWindows } from './warning-cookie';

/** Spec §2: the maintenance popup with the scheduled window and a don't-show-again choice (kept in the maintenance_warning cookie). */
export function MaintenancePopup({ windows, onClose }: { windows: MaintenanceWindow[]; onClose: () => void }) {
  const { t } = useTranslation('shell');
  const { locale } = useLocale();
  const timeZone = useAppSelector(selectConfig)?.timezone ?? 'Asia/Bangkok';
  const [dontShow, setDontShow] = useState(false);
  const format = (iso: string) => new Intl.DateTimeFormat(locale === 'km' ? 'km-KH' : 'en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(new Date(iso));
  const close = () => {
    if (dontShow) dismissWindows(windows);
    onClose();
  };
  const now = Date.now();
  return (
    <Modal
      open
      onClose={close}
      title={t('maintenance.title')}
      closeLabel={t('close')}
      size="sm"
      footer={<Button onClick={close}>{t('maintenance.ok')}</Button>}
    >
      <Stack gap={16}>
        {windows.map((window) => (
          <Stack key={window.id} gap={4}>
            <Text weight="semibold">{t(Date.parse(window.startsAt) <= now ? 'maintenance.now' : 'maintenance.when', { start: format(window.startsAt), end: format(window.endsAt) })}</Text>
            <Text>{window.message[locale]}</Text>
            <Text variant="small">{t('maintenance.affected', { products: window.products.map((product) => t(`maintenance.products.${product}`)).join(', ') })}</Text>
          </Stack>
        ))}
        <Checkbox label={t('maintenance.dontShowAgain')} checked={dontShow} onChange={(event) => setDontShow(event.target.checked)} />
      </Stack>
    </Modal>
  );
}
