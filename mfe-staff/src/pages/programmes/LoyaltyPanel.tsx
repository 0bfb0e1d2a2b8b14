import { useState } from 'react';
import { formatUsd, LOYALTY_LIMITS, type StaffProgrammes, centsToDollarText } from '@storefront/contracts';
import { useLocale, useTranslation } from '@storefront/platform';
import { Button, Card, Checkbox, Heading, Stack, Text, TextField } from '@storefront/ui';
import { bangkokInputToInstant, formatBangkok, instantToBangkokInput } from '../../bangkok-time';
import { DataView, type StaffRead } from '../../components/DataView';
import { EditorActions } from '../../components/EditorActions';
import { FieldGroup } from '../../components/FieldGroup';
import { StaffInputError } from '../../components/ReasonDialog';
import { BilingualName, StaffForm } from '../../components/StaffForm';
import { FieldRow } from '../../components/StaffPage';
import { StaffTable } from '../../components/StaffTable';
import { useEditing } from '../../components/use-editing';
import { centsOfUsd } from '../../money';
import {
  answerOf,
  readOf,
  useCreateLoyaltyPeriodMutation,
  useGetStaffProgrammesQuery,
  useReplaceLoyaltyTiersMutation,
  useUpdateLoyaltyPeriodMutation,
  useUpdateLoyaltyProgramMutation,
} from '../../shared/staff-api';

type Period = StaffProgrammes['periods'][number];
type Say = (key: string, values?: Record<string, unknown>) => string;


interface TierForm {
  key: string;
  name: string;
  nameKm: string;
  minSpend: string;
  cashback: string;
  color: string;
}

/** A cashback rate as typed ("1.5" %) in basis points (150), or null. */
export function basisPointsOf(text: string): number | null {
  const typed = text.trim().replace(/%$/, '').trim();
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(typed)) return null;
  const points = Math.round(Number(typed) * 100);
  return points <= LOYALTY_LIMITS.cashbackBasisPointsMax ? points : null;
}

const percentOf = (basisPoints: number) => String(basisPoints / 100);

/** The ladder the api takes from what staff typed: keys, names, spends from 0 rising, rates not falling. */
function tiersOf(forms: TierForm[], say: Say) {
  return forms.map((form, index) => {
    const fail = (key: string) => new StaffInputError(say('programmes.loyalty.errors.tier', { n: index + 1, problem: say(`programmes.loyalty.errors.${key}`) }));
    if (!/^[a-z][a-z0-9-]{1,30}$/.test(form.key.trim())) throw fail('key');
    if (!form.name.trim() || !form.nameKm.trim()) throw fail('names');
    const minSpend = centsOfUsd(form.minSpend || '0', { allowZero: true });
    if (minSpend === null) throw fail('minSpend');
    if (index === 0 && minSpend !== 0) throw fail('firstFromZero');
    const cashbackBasisPoints = basisPointsOf(form.cashback);
    if (cashbackBasisPoints === null) throw fail('cashback');
    return { key: form.key.trim(), name: form.name.trim(), nameKm: form.nameKm.trim(), minSpend, cashbackBasisPoints, color: form.color };
  }).map((tier, index, all) => {
    const before = all[index - 1];
    if (before && tier.minSpend <= before.minSpend) throw new StaffInputError(say('programmes.loyalty.errors.tier', { n: index + 1, problem: say('programmes.loyalty.errors.rising') }));
    if (before && tier.cashbackBasisPoints < before.cashbackBasisPoints) throw new StaffInputError(say('programmes.loyalty.errors.tier', { n: index + 1, problem: say('programmes.loyalty.errors.rate') }));
    return tier;
  });
}

function TiersEditor({ programmes, onChanged }: { programmes: StaffProgrammes; onChanged: (message: string) => void | Promise<void> }) {
  const { t } = useTranslation('staff');
  const [replaceLoyaltyTiers] = useReplaceLoyaltyTiersMutation();
  const { locale } = useLocale();
  const [forms, setForms] = useState<TierForm[]>(() => programmes.tiers.map((tier) => ({ key: tier.key, name: tier.name, nameKm: tier.nameKm, minSpend: centsToDollarText(tier.minSpend), cashback: percentOf(tier.cashbackBasisPoints), color: tier.color })));
  const setAt = (index: number, change: Partial<TierForm>) => setForms(forms.map((form, i) => (i === index ? { ...form, ...change } : form)));
  return (
    <StaffForm title={t('programmes.loyalty.tiersTitle')} hint={t('programmes.loyalty.tiersHint')}>
      {programmes.tiers.length > 0 && (
        <StaffTable caption={t('programmes.loyalty.tiersNow')} columns={[t('programmes.loyalty.tier'), t('programmes.loyalty.minSpend'), t('programmes.loyalty.cashback')]}>
          {programmes.tiers.map((tier) => (
            <tr key={tier.key}>
              <th scope="row">
                <span aria-hidden style={{ color: tier.color }}>
                  ●{' '}
                </span>
                {tier.name} · <span lang="km">{tier.nameKm}</span>
              </th>
              <td>{formatUsd(tier.minSpend, locale)}</td>
              <td>{percentOf(tier.cashbackBasisPoints)} %</td>
            </tr>
          ))}
        </StaffTable>
      )}
      {forms.map((form, index) => (
        <FieldGroup
          key={index}
          legend={t('programmes.loyalty.tierN', { n: index + 1 })}
          removeLabel={t('programmes.loyalty.removeTierN', { n: index + 1 })}
          onRemove={forms.length > 1 ? () => setForms(forms.filter((_, i) => i !== index)) : undefined}
        >
          <FieldRow>
            <TextField label={t('programmes.loyalty.key')} hint={t('programmes.loyalty.keyHint')} value={form.key} onChange={(event) => setAt(index, { key: event.target.value.toLowerCase() })} />
            <TextField label={t('programmes.nameEn')} value={form.name} maxLength={LOYALTY_LIMITS.nameMax} onChange={(event) => setAt(index, { name: event.target.value })} />
            <TextField label={t('programmes.nameKm')} lang="km" value={form.nameKm} maxLength={LOYALTY_LIMITS.nameMax} onChange={(event) => setAt(index, { nameKm: event.target.value })} />
          </FieldRow>
          <FieldRow>
            <TextField label={t('programmes.loyalty.minSpendUsd')} inputMode="decimal" value={form.minSpend} onChange={(event) => setAt(index, { minSpend: event.target.value })} />
            <TextField label={t('programmes.loyalty.cashbackPercent')} inputMode="decimal" value={form.cashback} onChange={(event) => setAt(index, { cashback: event.target.value })} />
            <TextField label={t('programmes.colour')} type="color" value={form.color} onChange={(event) => setAt(index, { color: event.target.value })} />
          </FieldRow>
        </FieldGroup>
      ))}
      {forms.length < LOYALTY_LIMITS.tiersMax && (
        <div>
          <Button size="sm" variant="secondary" onClick={() => setForms([...forms, { key: '', name: '', nameKm: '', minSpend: '', cashback: '', color: '#2563eb' }])}>
            {t('programmes.loyalty.addTier')}
          </Button>
        </div>
      )}
      <EditorActions
        label={t('programmes.loyalty.saveTiers')}
        title={t('programmes.loyalty.tiersTitle')}
        description={t('programmes.loyalty.tiersHelp')}
        onConfirm={async (reason) => {
          if (forms.length === 0) throw new StaffInputError(t('programmes.loyalty.errors.none'));
          await answerOf(replaceLoyaltyTiers({ body: { tiers: tiersOf(forms, t), reason } }));
          await onChanged(t('programmes.loyalty.tiersSaved'));
        }}
      />
    </StaffForm>
  );
}

const EMPTY_PERIOD = { name: '', nameKm: '', startsAt: '', endsAt: '' };

function PeriodEditor({ editing, onSaved, onCancel }: { editing: Period | null; onSaved: (message: string) => Promise<void>; onCancel: () => void }) {
  const { t } = useTranslation('staff');
  const [updateLoyaltyPeriod] = useUpdateLoyaltyPeriodMutation();
  const [createLoyaltyPeriod] = useCreateLoyaltyPeriodMutation();
  const [form, setForm] = useState(editing ? { name: editing.name, nameKm: editing.nameKm, startsAt: instantToBangkokInput(editing.startsAt), endsAt: instantToBangkokInput(editing.endsAt) } : EMPTY_PERIOD);
  const title = editing ? t('programmes.loyalty.editPeriod', { name: editing.name }) : t('programmes.loyalty.newPeriod');
  const input = () => {
    if (!form.name.trim() || !form.nameKm.trim()) throw new StaffInputError(t('programmes.loyalty.errors.periodNames'));
    const startsAt = bangkokInputToInstant(form.startsAt);
    const endsAt = bangkokInputToInstant(form.endsAt);
    if (!startsAt || !endsAt) throw new StaffInputError(t('programmes.errors.dates'));
    if (Date.parse(endsAt) <= Date.parse(startsAt)) throw new StaffInputError(t('programmes.errors.order'));
    return { name: form.name.trim(), nameKm: form.nameKm.trim(), startsAt, endsAt };
  };
  return (
    <StaffForm bare title={title}>
      <FieldRow>
        <TextField label={t('programmes.nameEn')} value={form.name} maxLength={LOYALTY_LIMITS.nameMax} onChange={(event) => setForm({ ...form, name: event.target.value })} />
        <TextField label={t('programmes.nameKm')} lang="km" value={form.nameKm} maxLength={LOYALTY_LIMITS.nameMax} onChange={(event) => setForm({ ...form, nameKm: event.target.value })} />
      </FieldRow>
      <FieldRow>
        <TextField label={t('programmes.startsAt')} hint={t('maintenance.timeZone')} type="datetime-local" value={form.startsAt} onChange={(event) => setForm({ ...form, startsAt: event.target.value })} />
        <TextField label={t('programmes.endsAt')} hint={t('maintenance.timeZone')} type="datetime-local" value={form.endsAt} onChange={(event) => setForm({ ...form, endsAt: event.target.value })} />
      </FieldRow>
      <EditorActions
        label={editing ? t('actions.save') : t('programmes.loyalty.addPeriod')}
        title={title}
        description={t('programmes.loyalty.periodHelp')}
        onCancel={editing ? onCancel : undefined}
        onConfirm={async (reason) => {
          const body = { ...input(), reason };
          if (editing) await answerOf(updateLoyaltyPeriod({ params: { id: editing.id }, body }));
          else await answerOf(createLoyaltyPeriod({ body }));
          setForm(EMPTY_PERIOD);
          await onSaved(t(editing ? 'programmes.loyalty.periodSaved' : 'programmes.loyalty.periodAdded', { name: body.name }));
        }}
      />
    </StaffForm>
  );
}

function Periods({ programmes, onChanged }: { programmes: StaffProgrammes; onChanged: (message: string) => void | Promise<void> }) {
  const { t } = useTranslation('staff');
  const { locale } = useLocale();
  const { editing, edit, cancel, saved } = useEditing<Period>(onChanged);
  const now = Date.now();
  return (
    <Card>
      <Stack gap={16}>
        <Heading level={3} size="card">
          {t('programmes.loyalty.periodsTitle')}
        </Heading>
        <Text variant="small">{t('programmes.loyalty.periodsHint')}</Text>
        {programmes.periods.length === 0 ? (
          <Text variant="muted">{t('programmes.loyalty.noPeriods')}</Text>
        ) : (
          <StaffTable caption={t('programmes.loyalty.periodsTitle')} columns={[t('programmes.loyalty.period'), t('programmes.dates'), t('remotes.actions')]}>
            {programmes.periods.map((period) => (
              <tr key={period.id}>
                <th scope="row">
                  <BilingualName en={period.name} km={period.nameKm}>
                    {Date.parse(period.startsAt) <= now && now < Date.parse(period.endsAt) && <Text variant="small">{t('programmes.loyalty.current')}</Text>}
                  </BilingualName>
                </th>
                <td>
                  {formatBangkok(period.startsAt, locale)} – {formatBangkok(period.endsAt, locale)}
                </td>
                <td>
                  <Button size="sm" variant="secondary" onClick={() => edit(period)} aria-label={t('programmes.loyalty.editPeriod', { name: period.name })}>
                    {t('vouchers.edit')}
                  </Button>
                </td>
              </tr>
            ))}
          </StaffTable>
        )}
        <PeriodEditor key={editing?.id ?? 'new'} editing={editing} onCancel={cancel} onSaved={saved} />
      </Stack>
    </Card>
  );
}

function ProgramConfig({ programmes, onChanged }: { programmes: StaffProgrammes; onChanged: (message: string) => void | Promise<void> }) {
  const { t } = useTranslation('staff');
  const [updateLoyaltyProgram] = useUpdateLoyaltyProgramMutation();
  const program = programmes.program;
  const [form, setForm] = useState({
    name: program?.name ?? '',
    nameKm: program?.nameKm ?? '',
    description: program?.description ?? '',
    descriptionKm: program?.descriptionKm ?? '',
    active: program?.active ?? false,
    cap: program?.maxCashbackPerOrder ? centsToDollarText(program.maxCashbackPerOrder) : '',
  });
  const set = (change: Partial<typeof form>) => setForm({ ...form, ...change });
  return (
    <StaffForm title={t('programmes.loyalty.programTitle')}>
      <Checkbox label={t('programmes.loyalty.programActive')} hint={t('programmes.loyalty.programActiveHint')} checked={form.active} onChange={(event) => set({ active: event.target.checked })} />
      <FieldRow>
        <TextField label={t('programmes.nameEn')} value={form.name} maxLength={LOYALTY_LIMITS.nameMax} onChange={(event) => set({ name: event.target.value })} />
        <TextField label={t('programmes.nameKm')} lang="km" value={form.nameKm} maxLength={LOYALTY_LIMITS.nameMax} onChange={(event) => set({ nameKm: event.target.value })} />
      </FieldRow>
      <FieldRow>
        <TextField label={t('programmes.descriptionEn')} value={form.description} maxLength={LOYALTY_LIMITS.descriptionMax} onChange={(event) => set({ description: event.target.value })} />
        <TextField label={t('programmes.descriptionKm')} lang="km" value={form.descriptionKm} maxLength={LOYALTY_LIMITS.descriptionMax} onChange={(event) => set({ descriptionKm: event.target.value })} />
      </FieldRow>
      <TextField label={t('programmes.loyalty.cap')} hint={t('programmes.loyalty.capHint')} inputMode="decimal" value={form.cap} onChange={(event) => set({ cap: event.target.value })} />
      <EditorActions
        label={t('actions.save')}
        title={t('programmes.loyalty.programTitle')}
        onConfirm={async (reason) => {
          if (!form.name.trim() || !form.nameKm.trim()) throw new StaffInputError(t('programmes.loyalty.errors.programNames'));
          const cap = form.cap.trim() === '' ? null : centsOfUsd(form.cap);
          if (cap === null && form.cap.trim() !== '') throw new StaffInputError(t('programmes.loyalty.errors.cap'));
          await answerOf(
            updateLoyaltyProgram({
              body: { name: form.name.trim(), nameKm: form.nameKm.trim(), description: form.description.trim(), descriptionKm: form.descriptionKm.trim(), active: form.active, maxCashbackPerOrder: cap, reason },
            }),
          );
          await onChanged(t('programmes.loyalty.programSaved'));
        }}
      />
    </StaffForm>
  );
}

/** The programmes staff set (GET /api/admin/programmes), as the loyalty and affiliate panels read them. */
export function useStaffProgrammes(): StaffRead<StaffProgrammes> {
  return readOf(useGetStaffProgrammesQuery());
}

/** VIP loyalty (issue 18 item 7): the tiers, the periods and the programme's words, switch and cap. */
export function LoyaltyPanel({ onChanged }: { onChanged: (message: string) => void }) {
  const programmes = useStaffProgrammes();
  return (
    <DataView read={programmes} retry height={320}>
      {(data) => (
        <Stack gap={24}>
          <ProgramConfig key={`program-${data.program?.id ?? 'none'}`} programmes={data} onChanged={onChanged} />
          <TiersEditor key={`tiers-${data.tiers.map((tier) => `${tier.key}:${tier.minSpend}:${tier.cashbackBasisPoints}`).join()}`} programmes={data} onChanged={onChanged} />
          <Periods programmes={data} onChanged={onChanged} />
        </Stack>
      )}
    </DataView>
  );
}
