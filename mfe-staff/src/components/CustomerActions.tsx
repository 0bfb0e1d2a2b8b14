import { useState } from 'react';
import { adminEndpoints, formatUsd, isApprovalPending, staffOperationsEndpoints, type StaffUser } from '@storefront/contracts';
import { callEndpoint, useLocale, useTranslation } from '@storefront/platform';
import { Stack, TextField } from '@storefront/ui';
import { centsOfUsd } from '../money';
import { ReasonAction } from './ReasonAction';
import { StaffInputError } from './ReasonDialog';

export interface CustomerActionsProps {
  user: Pick<StaffUser, 'id' | 'email' | 'banned' | 'mustChangePassword'>;
  /** Said when an action is done (the success notice), then the page reads again. */
  onDone: (message: string) => void | Promise<void>;
}

/**
 * What staff do to a customer (issue 18 items 5, 8), each with a reason (audited): ban or unban, adjust the balance,
 * grant promo credit, force a password change. The same block on the search results and the customer's page.
 */
export function CustomerActions({ user, onDone }: CustomerActionsProps) {
  const { t } = useTranslation('staff');
  const { locale } = useLocale();
  const [amount, setAmount] = useState('');
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
          await callEndpoint(adminEndpoints.setUserBan, { params: { userId: user.id }, body: { banned: !user.banned, reason } });
          await onDone(t(user.banned ? 'customers.unbanned' : 'customers.bannedNow', { email: user.email }));
        }}
      />
      <ReasonAction
        label={t('customers.adjustBalance')}
        ariaLabel={t('customers.adjustTitle', { email: user.email })}
        confirmLabel={t('actions.save')}
        onClose={clear}
        onConfirm={async (reason) => {
          const result = await callEndpoint(adminEndpoints.adjustBalance, { params: { userId: user.id }, body: { amount: typedCents(), reason } });
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
          const result = await callEndpoint(adminEndpoints.grantPromoCredit, { params: { userId: user.id }, body: { amount: typedCents(), reason } });
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
          await callEndpoint(staffOperationsEndpoints.forcePasswordChange, { params: { userId: user.id }, body: { reason } });
          await onDone(t('customers.forcePasswordDone', { email: user.email }));
        }}
      />
    </Stack>
  );
}
