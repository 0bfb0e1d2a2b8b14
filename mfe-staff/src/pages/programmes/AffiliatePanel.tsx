import { useState } from 'react';
import { AFFILIATE_LIMITS, type StaffProgrammes, centsToDollarText } from '@storefront/contracts';
import { useTranslation } from '@storefront/platform';
import { Checkbox, TextField } from '@storefront/ui';
import { DataView } from '../../components/DataView';
import { EditorActions } from '../../components/EditorActions';
import { StaffInputError } from '../../components/ReasonDialog';
import { StaffForm } from '../../components/StaffForm';
import { FieldRow } from '../../components/StaffPage';
import { centsOfUsd } from '../../money';
import { answerOf, useUpdateAffiliateRulesMutation } from '../../shared/staff-api';
import { useStaffProgrammes } from './LoyaltyPanel';
import { wholeOf } from './wheel-form';

function RulesForm({ rules, onChanged }: { rules: StaffProgrammes['affiliateRules']; onChanged: (message: string) => void }) {
  const { t } = useTranslation('staff');
  const [updateAffiliateRules] = useUpdateAffiliateRulesMutation();
  const [form, setForm] = useState({
    active: rules?.active ?? false,
    reward: rules ? centsToDollarText(rules.reward) : '',
    minOrderTotal: rules ? centsToDollarText(rules.minOrderTotal) : '0',
    maturityDays: rules ? String(rules.maturityDays) : '30',
    description: rules?.description ?? '',
    descriptionKm: rules?.descriptionKm ?? '',
  });
  const set = (change: Partial<typeof form>) => setForm({ ...form, ...change });
  const input = () => {
    const reward = centsOfUsd(form.reward);
    if (reward === null) throw new StaffInputError(t('programmes.affiliate.errors.reward'));
    const minOrderTotal = centsOfUsd(form.minOrderTotal || '0', { allowZero: true });
    if (minOrderTotal === null) throw new StaffInputError(t('programmes.affiliate.errors.minOrderTotal'));
    const maturityDays = wholeOf(form.maturityDays, 0, AFFILIATE_LIMITS.maturityDaysMax);
    if (maturityDays === null) throw new StaffInputError(t('programmes.affiliate.errors.maturityDays', { max: AFFILIATE_LIMITS.maturityDaysMax }));
    return { active: form.active, reward, minOrderTotal, maturityDays, description: form.description.trim(), descriptionKm: form.descriptionKm.trim() };
  };
  return (
    <StaffForm title={t('programmes.affiliate.title')} hint={t('programmes.affiliate.intro')}>
      <Checkbox label={t('programmes.affiliate.active')} hint={t('programmes.affiliate.activeHint')} checked={form.active} onChange={(event) => set({ active: event.target.checked })} />
      <FieldRow>
        <TextField label={t('programmes.affiliate.reward')} inputMode="decimal" value={form.reward} onChange={(event) => set({ reward: event.target.value })} />
        <TextField label={t('programmes.affiliate.minOrderTotal')} inputMode="decimal" value={form.minOrderTotal} onChange={(event) => set({ minOrderTotal: event.target.value })} />
        <TextField label={t('programmes.affiliate.maturityDays')} hint={t('programmes.affiliate.maturityDaysHint')} inputMode="numeric" value={form.maturityDays} onChange={(event) => set({ maturityDays: event.target.value })} />
      </FieldRow>
      <FieldRow>
        <TextField label={t('programmes.descriptionEn')} value={form.description} maxLength={AFFILIATE_LIMITS.descriptionMax} onChange={(event) => set({ description: event.target.value })} />
        <TextField label={t('programmes.descriptionKm')} lang="km" value={form.descriptionKm} maxLength={AFFILIATE_LIMITS.descriptionMax} onChange={(event) => set({ descriptionKm: event.target.value })} />
      </FieldRow>
      <EditorActions
        label={t('actions.save')}
        title={t('programmes.affiliate.title')}
        description={t('programmes.affiliate.saveHelp')}
        onConfirm={async (reason) => {
          await answerOf(updateAffiliateRules({ body: { ...input(), reason } }));
          onChanged(t('programmes.affiliate.saved'));
        }}
      />
    </StaffForm>
  );
}

/** Affiliate rules (issue 18 item 7): the reward, the referred order's minimum, the maturity days, the switch. */
export function AffiliatePanel({ onChanged }: { onChanged: (message: string) => void }) {
  const programmes = useStaffProgrammes();
  return (
    <DataView read={programmes} retry height={240}>
      {(data) => (
        <RulesForm
          key={data.affiliateRules ? JSON.stringify(data.affiliateRules) : 'none'}
          rules={data.affiliateRules}
          onChanged={onChanged}
        />
      )}
    </DataView>
  );
}
