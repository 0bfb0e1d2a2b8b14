import { useState } from 'react';
import { TRIAL_PRODUCTS, TRIAL_SETTINGS_LIMITS, type TrialProduct, type TrialSettingsAnswer } from '@storefront/contracts';
import { useLocale, useTranslation } from '@storefront/platform';
import { Text, TextField } from '@storefront/ui';
import { formatBangkok } from '../../bangkok-time';
import { CheckboxGroup } from '../../components/CheckboxGroup';
import { DataView } from '../../components/DataView';
import { EditorActions } from '../../components/EditorActions';
import { StaffInputError } from '../../components/ReasonDialog';
import { StaffForm } from '../../components/StaffForm';
import { answerOf, readOf, useGetTrialSettingsQuery, useUpdateTrialSettingsMutation } from '../../shared/staff-api';
import { wholeOf } from './wheel-form';

function TrialForm({ settings, onChanged }: { settings: TrialSettingsAnswer; onChanged: (message: string) => void }) {
  const { t } = useTranslation('staff');
  const [updateTrialSettings] = useUpdateTrialSettingsMutation();
  const { locale } = useLocale();
  const [days, setDays] = useState(String(settings.days));
  const [products, setProducts] = useState<TrialProduct[]>(settings.products);
  return (
    <StaffForm title={t('programmes.trial.title')} hint={t('programmes.trial.intro')}>
      <TextField label={t('programmes.trial.days')} hint={t('programmes.trial.daysHint', { min: TRIAL_SETTINGS_LIMITS.daysMin, max: TRIAL_SETTINGS_LIMITS.daysMax })} inputMode="numeric" value={days} onChange={(event) => setDays(event.target.value)} />
      <CheckboxGroup legend={t('programmes.trial.products')} options={TRIAL_PRODUCTS.map((product) => ({ value: product, label: t(`programmes.trial.productNames.${product}`) }))} value={products} onChange={setProducts} />
      {settings.updatedBy && settings.updatedAt && <Text variant="small">{t('settings.lastChange', { by: settings.updatedBy, at: formatBangkok(settings.updatedAt, locale) })}</Text>}
      <EditorActions
        label={t('actions.save')}
        title={t('programmes.trial.title')}
        onConfirm={async (reason) => {
          const typed = wholeOf(days, TRIAL_SETTINGS_LIMITS.daysMin, TRIAL_SETTINGS_LIMITS.daysMax);
          if (typed === null) throw new StaffInputError(t('programmes.trial.errors.days', { min: TRIAL_SETTINGS_LIMITS.daysMin, max: TRIAL_SETTINGS_LIMITS.daysMax }));
          if (products.length === 0) throw new StaffInputError(t('programmes.trial.errors.products'));
          await answerOf(updateTrialSettings({ body: { days: typed, products, reason } }));
          onChanged(t('programmes.trial.saved'));
        }}
      />
    </StaffForm>
  );
}

/** The free trial's settings (issue 18 item 7): how long it lasts and which products offer one. */
export function TrialPanel({ onChanged }: { onChanged: (message: string) => void }) {
  const settings = readOf(useGetTrialSettingsQuery());
  return (
    <DataView read={settings} retry height={200}>
      {(data) => (
        <TrialForm
          key={data.updatedAt ?? 'defaults'}
          settings={data}
          onChanged={onChanged}
        />
      )}
    </DataView>
  );
}
