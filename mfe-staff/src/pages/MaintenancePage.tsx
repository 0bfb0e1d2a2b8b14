import { useState } from 'react';
import { MAINTENANCE_LIMITS, MAINTENANCE_PRODUCT_KEYS, type MaintenanceProduct, type StaffMaintenanceWindow } from '@storefront/contracts';
import { useLocale, useTranslation } from '@storefront/platform';
import { Alert, Badge, Button, Heading, Stack, TextField } from '@storefront/ui';
import { AuditList } from '../components/AuditList';
import { CheckboxGroup } from '../components/CheckboxGroup';
import { StaffForm } from '../components/StaffForm';
import { DataView } from '../components/DataView';
import { FieldRow, StaffPageIntro } from '../components/StaffPage';
import { StaffTable } from '../components/StaffTable';
import { useAuditRefresh } from '../components/use-audit-refresh';
import { ReasonAction } from '../components/ReasonAction';
import { ReasonDialog } from '../components/ReasonDialog';
import { bangkokInputToInstant, formatBangkok } from '../bangkok-time';
import { answerOf, readOf, useCancelMaintenanceWindowMutation, useCreateMaintenanceWindowMutation, useListMaintenanceWindowsQuery } from '../shared/staff-api';


/** What staff type is Bangkok time (the provider's zone), whatever their computer's zone; the api stores UTC. */
const instantOf = bangkokInputToInstant;

function stateOf(window: StaffMaintenanceWindow, now: number): 'cancelled' | 'ended' | 'current' | 'upcoming' {
  if (window.cancelledAt) return 'cancelled';
  if (Date.parse(window.endsAt) <= now) return 'ended';
  return Date.parse(window.startsAt) <= now ? 'current' : 'upcoming';
}

const STATE_TONE = { cancelled: 'neutral', ended: 'neutral', current: 'danger', upcoming: 'warning' } as const;

/** Maintenance windows (issue 18 item 4): schedule, list and cancel; the storefront warns before and shows the under-maintenance page during. */
export function MaintenancePage() {
  const { t } = useTranslation('staff');
  const { locale } = useLocale();
  const windows = readOf(useListMaintenanceWindowsQuery());
  const [createWindow] = useCreateMaintenanceWindowMutation();
  const [cancelWindow] = useCancelMaintenanceWindowMutation();
  const [form, setForm] = useState({ startsAt: '', endsAt: '', en: '', km: '' });
  const [products, setProducts] = useState<MaintenanceProduct[]>([]);
  const [formError, setFormError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const audit = useAuditRefresh();
  const now = Date.now();

  const check = (): string | null => {
    const start = instantOf(form.startsAt);
    const end = instantOf(form.endsAt);
    if (!start || !end) return t('maintenance.errors.times');
    if (Date.parse(end) <= Date.parse(start)) return t('maintenance.errors.order');
    if (!form.en.trim() || !form.km.trim()) return t('maintenance.errors.messages');
    if (products.length === 0) return t('maintenance.errors.products');
    return null;
  };


  return (
    <Stack gap={32}>
      <StaffPageIntro title={t('maintenance.title')} intro={t('maintenance.intro', { hours: MAINTENANCE_LIMITS.warnAheadHours })} />
      <StaffForm
        title={t('maintenance.schedule')}
        onSubmit={() => {
          const problem = check();
          setFormError(problem);
          if (!problem) setConfirming(true);
        }}
      >
        <FieldRow>
          <TextField label={t('maintenance.startsAt')} hint={t('maintenance.timeHint')} type="datetime-local" value={form.startsAt} onChange={(event) => setForm({ ...form, startsAt: event.target.value })} required />
          <TextField label={t('maintenance.endsAt')} hint={t('maintenance.timeZone')} type="datetime-local" value={form.endsAt} onChange={(event) => setForm({ ...form, endsAt: event.target.value })} required />
        </FieldRow>
        <TextField label={t('maintenance.messageEn')} value={form.en} maxLength={MAINTENANCE_LIMITS.messageMax} onChange={(event) => setForm({ ...form, en: event.target.value })} required />
        <TextField label={t('maintenance.messageKm')} value={form.km} maxLength={MAINTENANCE_LIMITS.messageMax} onChange={(event) => setForm({ ...form, km: event.target.value })} required lang="km" />
        <CheckboxGroup
          legend={t('maintenance.products')}
          options={MAINTENANCE_PRODUCT_KEYS.map((product) => ({ value: product, label: t(`maintenance.productNames.${product}`) }))}
          value={products}
          onChange={setProducts}
        />
        {formError && <Alert tone="danger">{formError}</Alert>}
        <div>
          <Button type="submit">{t('maintenance.scheduleButton')}</Button>
        </div>
      </StaffForm>
      <Stack gap={12}>
        <Heading level={2} size="card">
          {t('maintenance.listTitle')}
        </Heading>
        <DataView read={windows} retry isEmpty={(data) => data.items.length === 0} emptyTitle={t('maintenance.empty')}>
          {(data) => (
            <StaffTable caption={t('maintenance.listTitle')} columns={[t('maintenance.whenBangkok'), t('maintenance.products'), t('maintenance.message'), t('maintenance.state'), t('remotes.actions')]}>
              {data.items.map((window) => {
                const state = stateOf(window, now);
                return (
                  <tr key={window.id}>
                    <td>
                      {formatBangkok(window.startsAt, locale)} – {formatBangkok(window.endsAt, locale)}
                    </td>
                    <td>{window.products.map((product) => t(`maintenance.productNames.${product}`)).join(', ')}</td>
                    <td>{window.message[locale]}</td>
                    <td>
                      <Badge tone={STATE_TONE[state]}>{t(`maintenance.states.${state}`)}</Badge>
                    </td>
                    <td>
                      {(state === 'upcoming' || state === 'current') && (
                        <ReasonAction
                          label={t('maintenance.cancel')}
                          title={t('maintenance.cancelTitle')}
                          danger
                          onConfirm={async (reason) => {
                            await answerOf(cancelWindow({ params: { id: window.id }, body: { reason } }));
                            audit.bump();
                          }}
                        />
                      )}
                    </td>
                  </tr>
                );
              })}
            </StaffTable>
          )}
        </DataView>
      </Stack>
      <AuditList area="maintenance" title={t('maintenance.auditTitle')} refresh={audit.version} />
      {confirming && (
        <ReasonDialog
          title={t('maintenance.schedule')}
          description={t('maintenance.confirmHelp')}
          confirmLabel={t('maintenance.scheduleButton')}
          onClose={() => setConfirming(false)}
          onConfirm={async (reason) => {
            await answerOf(
              createWindow({
                body: { startsAt: instantOf(form.startsAt)!, endsAt: instantOf(form.endsAt)!, message: { en: form.en.trim(), km: form.km.trim() }, products, reason },
              }),
            );
            setForm({ startsAt: '', endsAt: '', en: '', km: '' });
            setProducts([]);
            audit.bump();
          }}
        />
      )}
    </Stack>
  );
}
