import { useState } from 'react';
import { SLA_INCIDENT_LIMITS, SLA_INCIDENT_REFUSALS, type SlaIncidentRefusal } from '@storefront/contracts';
import { useTranslation } from '@storefront/platform';
import { TextField } from '@storefront/ui';
import { bangkokInputToInstant } from '../bangkok-time';
import { ReasonAction } from './ReasonAction';
import { StaffInputError } from './ReasonDialog';
import { FieldRow } from './StaffPage';
import { apiErrorOf, answerOf, useRecordServerOutageMutation } from '../shared/staff-api';

export interface RecordOutageProps {
  service: { id: string; name: string };
  /** Said when the outage is recorded (the success notice); the customer's page reads again through the tags. */
  onDone: (message: string) => void | Promise<void>;
}

const isRefusal = (reason: unknown): reason is SlaIncidentRefusal => SLA_INCIDENT_REFUSALS.includes(reason as SlaIncidentRefusal);

/**
 * Staff record an outage of a customer's cloud server (POST /api/admin/services/{id}/incidents), from the provider's
 * monitoring or incident report: its start and end in the provider's time zone, what happened (the customer reads
 * it) and why staff record it (audited). It counts in the server's uptime record; a month that closes below the SLA's
 * target earns the customer a credit, proposed to them by the sla-proposals job.
 */
export function RecordOutage({ service, onDone }: RecordOutageProps) {
  const { t } = useTranslation('staff');
  const [startedAt, setStartedAt] = useState('');
  const [endedAt, setEndedAt] = useState('');
  const [description, setDescription] = useState('');
  const [recordServerOutage] = useRecordServerOutageMutation();
  const clear = () => {
    setStartedAt('');
    setEndedAt('');
    setDescription('');
  };

  const typedOutage = () => {
    const start = bangkokInputToInstant(startedAt);
    const end = bangkokInputToInstant(endedAt);
    if (!start || !end) throw new StaffInputError(t('customer.outage.timesInvalid'));
    if (Date.parse(end) - Date.parse(start) < SLA_INCIDENT_LIMITS.shortestMinutes * 60_000) throw new StaffInputError(t('customer.outage.orderInvalid'));
    if (!description.trim()) throw new StaffInputError(t('customer.outage.descriptionMissing'));
    return { startedAt: start, endedAt: end, description: description.trim() };
  };

  return (
    <ReasonAction
      label={t('customer.outage.record')}
      ariaLabel={t('customer.outage.title', { name: service.name })}
      description={t('customer.outage.help')}
      confirmLabel={t('customer.outage.save')}
      onClose={clear}
      onConfirm={async (reason) => {
        const outage = typedOutage();
        try {
          await answerOf(recordServerOutage({ params: { id: service.id }, body: { ...outage, reason } }));
        } catch (caught) {
          const refusal = apiErrorOf(caught).details?.reason;
          throw isRefusal(refusal) ? new StaffInputError(t(`customer.outage.refusals.${refusal}`)) : caught;
        }
        await onDone(t('customer.outage.recorded', { name: service.name }));
      }}
    >
      <FieldRow>
        <TextField label={t('customer.outage.startedAt')} hint={t('maintenance.timeHint')} type="datetime-local" value={startedAt} onChange={(event) => setStartedAt(event.target.value)} required />
        <TextField label={t('customer.outage.endedAt')} hint={t('maintenance.timeZone')} type="datetime-local" value={endedAt} onChange={(event) => setEndedAt(event.target.value)} required />
      </FieldRow>
      <TextField label={t('customer.outage.description')} hint={t('customer.outage.descriptionHint')} value={description} maxLength={SLA_INCIDENT_LIMITS.descriptionMax} onChange={(event) => setDescription(event.target.value)} required />
    </ReasonAction>
  );
}
