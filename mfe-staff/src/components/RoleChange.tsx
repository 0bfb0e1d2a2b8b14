import { useState } from 'react';
import { ROLE_RANK, roleCan, type Role, type StaffUser } from '@storefront/contracts';
import { selectUser, useAppSelector, useTranslation } from '@storefront/platform';
import { Select } from '@storefront/ui';
import { ReasonAction } from './ReasonAction';
import { StaffInputError } from './ReasonDialog';
import { apiErrorOf, answerOf, useSetUserRoleMutation } from '../shared/staff-api';

/** The api's rules behind a FORBIDDEN role change (details.rule), each said in the console's words. */
const REFUSAL_RULES = ['rank', 'lastAdmin'] as const;
type RefusalRule = (typeof REFUSAL_RULES)[number];
const isRefusalRule = (rule: unknown): rule is RefusalRule => REFUSAL_RULES.includes(rule as RefusalRule);
/** Every role, lowest rank first (from the zod-free rank table: contracts' ROLES would bring zod into the console's chunk). */
const ROLES = Object.keys(ROLE_RANK) as Role[];

export interface RoleChangeProps {
  user: Pick<StaffUser, 'id' | 'email' | 'role'>;
  /** Said when the role is changed (the success notice); the customer and the audit read again through the tags. */
  onDone: (message: string) => void | Promise<void>;
}

/**
 * Change an account's role (issue 28 item 1, PUT /api/admin/users/:userId/role), with a reason (audited). Only a role
 * with staff.manage sees it; the api's rank and last-admin refusals are said in the console's words, any other refusal
 * (a missing capability's "You do not have permission to …") as the api says it, translated.
 */
export function RoleChange({ user, onDone }: RoleChangeProps) {
  const { t } = useTranslation('staff');
  const signedIn = useAppSelector(selectUser);
  const [role, setRole] = useState<Role>(user.role);
  const [setUserRole] = useSetUserRoleMutation();
  if (!roleCan(signedIn?.role, 'staff.manage')) return null;

  return (
    <ReasonAction
      label={t('customers.role.change')}
      ariaLabel={t('customers.role.title', { email: user.email })}
      description={t('customers.role.help', { role: t(`roles.${user.role}`) })}
      confirmLabel={t('actions.save')}
      onClose={() => setRole(user.role)}
      onConfirm={async (reason) => {
        if (role === user.role) throw new StaffInputError(t('customers.role.unchanged', { role: t(`roles.${role}`) }));
        try {
          await answerOf(setUserRole({ params: { userId: user.id }, body: { role, reason } }));
        } catch (caught) {
          const error = apiErrorOf(caught);
          const rule = error.details?.rule;
          if (error.code === 'FORBIDDEN' && isRefusalRule(rule)) throw new StaffInputError(t(`customers.role.refused.${rule}`));
          throw caught;
        }
        await onDone(t('customers.role.changed', { email: user.email, role: t(`roles.${role}`) }));
      }}
    >
      <Select label={t('customers.role.label')} value={role} onChange={(event) => setRole(event.target.value as Role)} options={ROLES.map((value) => ({ value, label: t(`roles.${value}`) }))} />
    </ReasonAction>
  );
}
