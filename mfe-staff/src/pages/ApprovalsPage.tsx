import { useState } from 'react';
import { roleCan, type StaffApprovalListItem } from '@storefront/contracts';
import { LocaleLink, selectUser, useAppSelector, useLocale, useTranslation } from '@storefront/platform';
import { Button, Stack, Text } from '@storefront/ui';
import { DataView } from '../components/DataView';
import { useDoneNotice } from '../components/DoneNotice';
import { ReasonDialog } from '../components/ReasonDialog';
import { StaffPageIntro } from '../components/StaffPage';
import { StaffTable } from '../components/StaffTable';
import { answerOf, readOf, useApproveApprovalMutation, useListApprovalsQuery, useRejectApprovalMutation } from '../shared/staff-api';
import { approvalChangeText, approvalTargetName, bangkokTimeText, voucherCodeOf } from './approval-wording';

type Decision = { approval: StaffApprovalListItem; approve: boolean };

/** What a change is about: the account by email (a link to its console page) and name, or the voucher by code. */
function ApprovalTarget({ approval }: { approval: StaffApprovalListItem }) {
  const { t } = useTranslation('staff');
  const { account } = approval;
  if (account) {
    return (
      <Stack gap={2}>
        <LocaleLink to={`/staff/customers/${account.id}`}>{account.email}</LocaleLink>
        {account.name && <Text variant="small">{account.name}</Text>}
      </Stack>
    );
  }
  const code = voucherCodeOf(approval.target);
  return <>{code ? t('approvals.wording.voucher', { code }) : t('approvals.wording.accountGone')}</>;
}

/**
 * Four eyes (issue 28 item 1): the changes beyond their requester's limits, waiting for a second staff member who holds
 * the capability; each is approved (and made) or rejected with a reason. One's own requests are shown, never decided.
 */
export function ApprovalsPage() {
  const { t } = useTranslation('staff');
  const user = useAppSelector(selectUser);
  const { locale } = useLocale();
  const approvals = readOf(useListApprovalsQuery({ query: { status: 'pending' } }));
  const [approveApproval] = useApproveApprovalMutation();
  const [rejectApproval] = useRejectApprovalMutation();
  const [deciding, setDeciding] = useState<Decision | null>(null);
  const { notice, done } = useDoneNotice();
  const mayDecide = (approval: StaffApprovalListItem) => approval.requestedBy !== user?.email && roleCan(user?.role, approval.capability);

  return (
    <Stack gap={24}>
      <StaffPageIntro title={t('approvals.title')} intro={t('approvals.intro')} />
      {notice}
      <DataView read={approvals} retry isEmpty={(data) => data.items.length === 0} emptyTitle={t('approvals.empty')}>
        {(data) => (
          <StaffTable caption={t('approvals.caption')} columns={[t('approvals.change'), t('approvals.target'), t('approvals.request'), t('approvals.requestedBy'), t('approvals.reason'), t('remotes.actions')]}>
            {data.items.map((approval) => (
              <tr key={approval.id}>
                <th scope="row">{t(`approvals.actions.${approval.action}`)}</th>
                <td>
                  <ApprovalTarget approval={approval} />
                </td>
                <td>{approvalChangeText(approval, t, locale)}</td>
                <td>
                  <Stack gap={2}>
                    <span>{approval.requestedBy}</span>
                    <Text variant="small">{bangkokTimeText(approval.requestedAt, t, locale)}</Text>
                  </Stack>
                </td>
                <td>{approval.requestReason}</td>
                <td>
                  {mayDecide(approval) ? (
                    <Stack direction="row" gap={8} wrap>
                      <Button size="sm" onClick={() => setDeciding({ approval, approve: true })} aria-label={t('approvals.approveOne', { target: approvalTargetName(approval) })}>
                        {t('approvals.approve')}
                      </Button>
                      <Button size="sm" variant="danger" onClick={() => setDeciding({ approval, approve: false })} aria-label={t('approvals.rejectOne', { target: approvalTargetName(approval) })}>
                        {t('approvals.reject')}
                      </Button>
                    </Stack>
                  ) : (
                    t(approval.requestedBy === user?.email ? 'approvals.yours' : 'approvals.notYours')
                  )}
                </td>
              </tr>
            ))}
          </StaffTable>
        )}
      </DataView>
      {deciding && (
        <ReasonDialog
          title={t(deciding.approve ? 'approvals.approveOne' : 'approvals.rejectOne', { target: approvalTargetName(deciding.approval) })}
          description={t('approvals.requestedBecause', { email: deciding.approval.requestedBy, reason: deciding.approval.requestReason })}
          confirmLabel={t(deciding.approve ? 'approvals.approve' : 'approvals.reject')}
          danger={!deciding.approve}
          onClose={() => setDeciding(null)}
          onConfirm={async (reason) => {
            const decide = deciding.approve ? approveApproval : rejectApproval;
            const decided = await answerOf(decide({ params: { id: deciding.approval.id }, body: { reason } }));
            done(t(`approvals.outcomes.${decided.status}`, { target: approvalTargetName(deciding.approval) }));
          }}
        />
      )}
    </Stack>
  );
}
