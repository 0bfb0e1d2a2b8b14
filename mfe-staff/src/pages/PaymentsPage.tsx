import { useState } from 'react';
import { formatUsd, type StaffPaymentSessions } from '@storefront/contracts';
import { useLocale, useTranslation } from '@storefront/platform';
import { Button, SegmentedControl, Stack, TextField } from '@storefront/ui';
import { DataView } from '../components/DataView';
import { BankStatementPanel } from './BankStatementPanel';
import { useDoneNotice } from '../components/DoneNotice';
import { ReasonDialog } from '../components/ReasonDialog';
import { StaffPageIntro } from '../components/StaffPage';
import { StaffTable } from '../components/StaffTable';
import { answerOf, readOf, useConfirmTransferMutation, useListPaymentSessionsQuery, useRejectTransferMutation } from '../shared/staff-api';

type Session = StaffPaymentSessions['items'][number];
type Method = 'bankTransfer' | 'wireTransfer';

/** Payments (issue 18 item 5): bank and wire transfers waiting for their money, confirmed or rejected with a reason, or reconciled from the bank's statement. */
export function PaymentsPage() {
  const { t } = useTranslation('staff');
  const { locale } = useLocale();
  const [method, setMethod] = useState<Method>('bankTransfer');
  const sessions = readOf(useListPaymentSessionsQuery({ query: { status: 'pending', method } }));
  const [confirmTransfer] = useConfirmTransferMutation();
  const [rejectTransfer] = useRejectTransferMutation();
  const [confirming, setConfirming] = useState<Session | null>(null);
  const [rejecting, setRejecting] = useState<Session | null>(null);
  const [bankReference, setBankReference] = useState('');
  const { notice, done: setDone } = useDoneNotice();

  return (
    <Stack gap={24}>
      <StaffPageIntro title={t('payments.title')} intro={t('payments.intro')} />
      <SegmentedControl
        label={t('payments.method')}
        value={method}
        onChange={setMethod}
        options={[
          { value: 'bankTransfer', label: t('payments.methods.bankTransfer') },
          { value: 'wireTransfer', label: t('payments.methods.wireTransfer') },
        ]}
      />
      {notice}
      <DataView read={sessions} retry isEmpty={(data) => data.items.length === 0} emptyTitle={t('payments.empty')}>
        {(data) => (
          <StaffTable caption={t('payments.caption')} columns={[t('payments.reference'), t('payments.customer'), t('payments.amount'), t('payments.for'), t('payments.created'), t('remotes.actions')]}>
            {data.items.map((session) => (
              <tr key={session.sessionId}>
                <th scope="row">
                  <code>{session.instructions?.reference ?? session.sessionId}</code>
                </th>
                <td>{session.userEmail}</td>
                <td>{formatUsd(session.charge, locale)}</td>
                <td>{t(`payments.kinds.${session.kind}`, { defaultValue: session.kind })}</td>
                <td>{new Date(session.createdAt).toLocaleString()}</td>
                <td>
                  <Stack direction="row" gap={8} wrap>
                    <Button size="sm" onClick={() => setConfirming(session)} aria-label={t('payments.confirmOne', { reference: session.instructions?.reference ?? session.sessionId })}>
                      {t('payments.confirm')}
                    </Button>
                    <Button size="sm" variant="danger" onClick={() => setRejecting(session)} aria-label={t('payments.rejectOne', { reference: session.instructions?.reference ?? session.sessionId })}>
                      {t('payments.reject')}
                    </Button>
                  </Stack>
                </td>
              </tr>
            ))}
          </StaffTable>
        )}
      </DataView>
      <BankStatementPanel />
      {confirming && (
        <ReasonDialog
          title={t('payments.confirmOne', { reference: confirming.instructions?.reference ?? confirming.sessionId })}
          description={t('payments.confirmHelp', { amount: formatUsd(confirming.charge, locale), customer: confirming.userEmail })}
          confirmLabel={t('payments.confirm')}
          onClose={() => {
            setConfirming(null);
            setBankReference('');
          }}
          onConfirm={async (reason) => {
            const result = await answerOf(confirmTransfer({ params: { sessionId: confirming.sessionId }, body: { bankReference: bankReference.trim() || undefined, reason } }));
            setDone(result.outcome === 'paid' ? t('payments.paid') : t('payments.credited', { reason: result.reason ?? '' }));
            setBankReference('');
          }}
        >
          <TextField label={t('payments.bankReference')} value={bankReference} maxLength={100} onChange={(event) => setBankReference(event.target.value)} />
        </ReasonDialog>
      )}
      {rejecting && (
        <ReasonDialog
          title={t('payments.rejectOne', { reference: rejecting.instructions?.reference ?? rejecting.sessionId })}
          description={t('payments.rejectHelp')}
          confirmLabel={t('payments.reject')}
          danger
          onClose={() => setRejecting(null)}
          onConfirm={async (reason) => {
            await answerOf(rejectTransfer({ params: { sessionId: rejecting.sessionId }, body: { reason } }));
            setDone(t('payments.rejected'));
          }}
        />
      )}
    </Stack>
  );
}
