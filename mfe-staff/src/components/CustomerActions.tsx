import { useState } from 'react';
import { formatUsd, isApprovalPending, type StaffUser } from '@storefront/contracts';
import { useLocale, useTranslation } from '@storefront/platform';
import { Stack, TextField } from '@storefront/ui';
import { centsOfUsd } from '../money';
import { ReasonAction } from './ReasonAction';
import { StaffInputError } from './ReasonDialog';
import { answerOf, useAdjustBalanceMutation, useForcePasswordChangeMutation, useGrantPromoCreditMutation, useSetUserBanMutation } from '../shared/staff-api';

export interface CustomerActionsProps {
  user: Pick<StaffUser, 'id' | 'email' | 'banned' | 'mustChangePassword'>;
  /** Said when an action is done (the success notice); what it changed reads again through its tags ('StaffUser', 'StaffAudit'). */
  onDone: (message: string) => void | Promise<void>;
}

/**
 * What staff do to a customer (issue 18 items 5, 8), each with a reason (audited): ban or unban, adjust the balance,
 * grant promo credit, force a password change. The same block on the search results and the customer's page. Each is a
 * generated mutation whose tags make the customer, the search results and the audit stale.
 */
export function CustomerActions({ user, onDone }: CustomerActionsProps) {
  const { t } = useTranslation('staff');
  const { locale } = useLocale();
  const [amount, setAmount] = useState('');
  const [setUserBan] = useSetUserBanMutation();
  const [adjustBalance] = useAdjustBalanceMutation();
  const [grantPromoCredit] = useGrantPromoCreditMutation();
  const [forcePasswordChange] = useForcePasswordChangeMutation();
  const clear = () => setAmount('');
  const amountField = <TextField label={t('customers.amount')} hint={t('customers.amountHelp')} inputMode="decimal" value={amount} onChange={(event) => setAmount(event.target.value)} />;
  const typedCents = () => {
    const cents = centsOfUsd(amount, { signed: true });
    if (cents === null) throw new StaffInputError(t('customers.amountInvalid'));
    return cents;
  };

  return (
    <Stack direction="row" gap={8} wrap>
      <ReasonAction
        label={t(user.banned ? 'customers.unban' : 'customers.ban')}
        ariaLabel={t(user.banned ? 'customers.unbanTitle' : 'customers.banTitle', { email: user.email })}
        description={user.banned ? undefined : t('customers.banHelp')}
        danger={!user.banned}
        onConfirm={async (reason) => {
          await answerOf(setUserBan({ params: { userId: user.id }, body: { banned: !user.banned, reason } }));
          await onDone(t(user.banned ? 'customers.unbanned' : 'customers.bannedNow', { email: user.email }));
        }}
      />
      <ReasonAction
        label={t('customers.adjustBalance')}
        ariaLabel={t('customers.adjustTitle', { email: user.email })}
        confirmLabel={t('actions.save')}
        onClose={clear}
        onConfirm={async (reason) => {
          const result = await answerOf(adjustBalance({ params: { userId: user.id }, body: { amount: typedCents(), reason } }));
          await onDone(isApprovalPending(result) ? t('approvals.waiting') : t('customers.balanceNow', { email: user.email, balance: formatUsd(result.balance, locale) }));
        }}
      >
        {amountField}
      </ReasonAction>
      <ReasonAction
        label={t('customers.grantPromo')}
        ariaLabel={t('customers.promoTitle', { email: user.email })}
        confirmLabel={t('actions.save')}
        onClose={clear}
        onConfirm={async (reason) => {
          const result = await answerOf(grantPromoCredit({ params: { userId: user.id }, body: { amount: typedCents(), reason } }));
          await onDone(isApprovalPending(result) ? t('approvals.waiting') : t('customers.promoNow', { email: user.email, total: formatUsd(result.total, locale) }));
        }}
      >
        {amountField}
      </ReasonAction>
      <ReasonAction
        label={t('customers.forcePassword')}
        ariaLabel={t('customers.forcePasswordTitle', { email: user.email })}
        description={t('customers.forcePasswordHelp')}
        disabled={user.mustChangePassword}
        onConfirm={async (reason) => {
          await answerOf(forcePasswordChange({ params: { userId: user.id }, body: { reason } }));
          await onDone(t('customers.forcePasswordDone', { email: user.email }));
        }}
      />
    </Stack>
  );
}
