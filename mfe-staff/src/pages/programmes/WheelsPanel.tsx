import { useState } from 'react';
import styled from 'styled-components';
import { formatUsd, WHEEL_LIMITS, WHEEL_PRIZE_KINDS, wheelPrizeGivesVoucher, type StaffWheel, type StaffWheelPrize, type WheelPrizeKind } from '@storefront/contracts';
import { useLocale, useTranslation } from '@storefront/platform';
import { Badge, Button, Checkbox, Heading, Select, Stack, Text, TextField } from '@storefront/ui';
import { formatBangkok } from '../../bangkok-time';
import { DataView } from '../../components/DataView';
import { EditorActions } from '../../components/EditorActions';
import { FieldGroup } from '../../components/FieldGroup';
import { ReasonAction } from '../../components/ReasonAction';
import { BilingualName, StaffForm } from '../../components/StaffForm';
import { FieldRow } from '../../components/StaffPage';
import { StaffTable } from '../../components/StaffTable';
import { useEditing } from '../../components/use-editing';
import { answerOf, readOf, useCreateFortuneWheelMutation, useListStaffWheelsQuery, useUpdateFortuneWheelMutation } from '../../shared/staff-api';
import { PrizePackages, usePackageNames, type PackageName } from './PrizePackages';
import { amountInUsd, EMPTY_PRIZE, EMPTY_WHEEL, wheelFormOf, wheelInputFromList, wheelInputOf, type PrizeForm, type WheelForm } from './wheel-form';

const STATE_TONE = { notStarted: 'info', running: 'success', ended: 'neutral', outOfPrizes: 'warning', promotionEnded: 'danger' } as const;


const PrizeList = styled.ul`
  margin: 0;
  padding-inline-start: 18px;
`;

/** A prize as people read it: "$2.00 promo credit", "10% off", "1 free month, only Baby Cloud 1", "No prize". */
function useAwardText(packageName: PackageName) {
  const { t } = useTranslation('staff');
  const { locale } = useLocale();
  const award = (prize: Pick<StaffWheelPrize, 'kind' | 'amount' | 'discountType'>) => {
    if (prize.kind === 'promoCredit') return t('programmes.wheels.award.promoCredit', { amount: formatUsd(prize.amount, locale) });
    if (prize.kind === 'voucher') return prize.discountType === 'percent' ? t('programmes.wheels.award.percent', { percent: prize.amount }) : t('programmes.wheels.award.fixed', { amount: formatUsd(prize.amount, locale) });
    if (prize.kind === 'freeMonths') return t('programmes.wheels.award.freeMonths', { count: prize.amount });
    return t('programmes.wheels.award.nothing');
  };
  return (prize: Pick<StaffWheelPrize, 'kind' | 'amount' | 'discountType' | 'packages'>) =>
    wheelPrizeGivesVoucher(prize.kind) && prize.packages?.length ? t('programmes.wheels.award.onlyFor', { award: award(prize), packages: prize.packages.map(packageName).join(', ') }) : award(prize);
}

function PrizeFields({ index, prize, packageName, onChange, onRemove }: { index: number; prize: PrizeForm; packageName: PackageName; onChange: (prize: PrizeForm) => void; onRemove?: () => void }) {
  const { t } = useTranslation('staff');
  const set = (change: Partial<PrizeForm>) => onChange({ ...prize, ...change });
  const amountLabel = prize.kind === 'voucher' ? t(`programmes.wheels.amount.${prize.discountType}`) : t(`programmes.wheels.amount.${prize.kind}`);
  return (
    <FieldGroup legend={t('programmes.wheels.prizeN', { n: index + 1 })} removeLabel={t('programmes.wheels.removePrizeN', { n: index + 1 })} onRemove={onRemove}>
      <FieldRow>
        <Select
          label={t('programmes.wheels.kind')}
          value={prize.kind}
          onChange={(event) => set({ kind: event.target.value as WheelPrizeKind, amount: '' })}
          options={WHEEL_PRIZE_KINDS.map((kind) => ({ value: kind, label: t(`programmes.wheels.kinds.${kind}`) }))}
        />
        {prize.kind === 'voucher' && (
          <Select
            label={t('programmes.wheels.discountType')}
            value={prize.discountType}
            onChange={(event) => set({ discountType: event.target.value as 'fixed' | 'percent', amount: '' })}
            options={[
              { value: 'fixed', label: t('vouchers.types.fixed') },
              { value: 'percent', label: t('vouchers.types.percent') },
            ]}
          />
        )}
        {prize.kind !== 'nothing' && <TextField label={amountLabel} inputMode={amountInUsd(prize) ? 'decimal' : 'numeric'} value={prize.amount} onChange={(event) => set({ amount: event.target.value })} />}
      </FieldRow>
      <FieldRow>
        <TextField label={t('programmes.wheels.label')} value={prize.label} maxLength={WHEEL_LIMITS.labelMax} onChange={(event) => set({ label: event.target.value })} />
        <TextField label={t('programmes.wheels.labelKm')} lang="km" value={prize.labelKm} maxLength={WHEEL_LIMITS.labelMax} onChange={(event) => set({ labelKm: event.target.value })} />
      </FieldRow>
      <FieldRow>
        <TextField label={t('programmes.wheels.weight')} hint={t('programmes.wheels.weightHint')} inputMode="numeric" value={prize.weight} onChange={(event) => set({ weight: event.target.value })} />
        <TextField label={t('programmes.wheels.stock')} hint={t('programmes.wheels.stockHint')} inputMode="numeric" value={prize.stock} onChange={(event) => set({ stock: event.target.value })} />
        {wheelPrizeGivesVoucher(prize.kind) && <TextField label={t('programmes.wheels.validDays')} inputMode="numeric" value={prize.validDays} onChange={(event) => set({ validDays: event.target.value })} />}
        <TextField label={t('programmes.colour')} type="color" value={prize.color} onChange={(event) => set({ color: event.target.value })} />
      </FieldRow>
      {wheelPrizeGivesVoucher(prize.kind) && <PrizePackages value={prize.packages} packageName={packageName} onChange={(packages) => set({ packages })} />}
    </FieldGroup>
  );
}

/** Create or edit a wheel with its prizes; the reason is asked when saving. */
function WheelEditor({ editing, packageName, onSaved, onCancel }: { editing: StaffWheel | null; packageName: PackageName; onSaved: (message: string) => Promise<void>; onCancel: () => void }) {
  const { t } = useTranslation('staff');
  const [updateFortuneWheel] = useUpdateFortuneWheelMutation();
  const [createFortuneWheel] = useCreateFortuneWheelMutation();
  const [form, setForm] = useState<WheelForm>(editing ? wheelFormOf(editing) : EMPTY_WHEEL);
  const set = (change: Partial<WheelForm>) => setForm({ ...form, ...change });
  const title = editing ? t('programmes.wheels.editTitle', { name: editing.name }) : t('programmes.wheels.createTitle');
  return (
    <StaffForm title={title} hint={editing ? t('programmes.wheels.editHelp') : undefined}>
      <FieldRow>
        <TextField label={t('programmes.nameEn')} value={form.name} maxLength={WHEEL_LIMITS.nameMax} onChange={(event) => set({ name: event.target.value })} required />
        <TextField label={t('programmes.nameKm')} lang="km" value={form.nameKm} maxLength={WHEEL_LIMITS.nameMax} onChange={(event) => set({ nameKm: event.target.value })} required />
      </FieldRow>
      <FieldRow>
        <TextField label={t('programmes.descriptionEn')} value={form.description} maxLength={WHEEL_LIMITS.descriptionMax} onChange={(event) => set({ description: event.target.value })} />
        <TextField label={t('programmes.descriptionKm')} lang="km" value={form.descriptionKm} maxLength={WHEEL_LIMITS.descriptionMax} onChange={(event) => set({ descriptionKm: event.target.value })} />
      </FieldRow>
      <FieldRow>
        <TextField label={t('programmes.startsAt')} hint={t('maintenance.timeZone')} type="datetime-local" value={form.startsAt} onChange={(event) => set({ startsAt: event.target.value })} required />
        <TextField label={t('programmes.endsAt')} hint={t('maintenance.timeZone')} type="datetime-local" value={form.endsAt} onChange={(event) => set({ endsAt: event.target.value })} required />
      </FieldRow>
      <FieldRow>
        <TextField label={t('programmes.wheels.minOrderTotal')} inputMode="decimal" value={form.minOrderTotal} onChange={(event) => set({ minOrderTotal: event.target.value })} />
        <TextField label={t('programmes.wheels.spinsPerOrder')} inputMode="numeric" value={form.spinsPerOrder} onChange={(event) => set({ spinsPerOrder: event.target.value })} />
      </FieldRow>
      <Checkbox label={t('programmes.wheels.active')} checked={form.active} onChange={(event) => set({ active: event.target.checked })} />
      <Heading level={4} size="card">
        {t('programmes.wheels.prizes')}
      </Heading>
      <Text variant="small">{t('programmes.wheels.prizesHint', { min: WHEEL_LIMITS.prizesMin, max: WHEEL_LIMITS.prizesMax })}</Text>
      {form.prizes.map((prize, index) => (
        <PrizeFields
          key={index}
          index={index}
          prize={prize}
          packageName={packageName}
          onChange={(changed) => set({ prizes: form.prizes.map((p, i) => (i === index ? changed : p)) })}
          onRemove={form.prizes.length > WHEEL_LIMITS.prizesMin ? () => set({ prizes: form.prizes.filter((_, i) => i !== index) }) : undefined}
        />
      ))}
      {form.prizes.length < WHEEL_LIMITS.prizesMax && (
        <div>
          <Button variant="secondary" size="sm" onClick={() => set({ prizes: [...form.prizes, EMPTY_PRIZE] })}>
            {t('programmes.wheels.addPrize')}
          </Button>
        </div>
      )}
      <EditorActions
        label={editing ? t('programmes.wheels.save') : t('programmes.wheels.create')}
        title={title}
        onCancel={editing ? onCancel : undefined}
        onConfirm={async (reason) => {
          const body = { ...wheelInputOf(form, t), reason };
          if (editing) {
            await answerOf(updateFortuneWheel({ params: { id: editing.id }, body }));
            await onSaved(t('programmes.wheels.saved', { name: body.name }));
          } else {
            await answerOf(createFortuneWheel({ body }));
            setForm(EMPTY_WHEEL);
            await onSaved(t('programmes.wheels.created', { name: body.name }));
          }
        }}
      />
    </StaffForm>
  );
}

/** Fortune wheels (issue 18 item 7): every wheel with its prizes, stock, weights and dates; create, edit, switch on or off. */
export function WheelsPanel({ onChanged }: { onChanged: (message: string) => void }) {
  const { t } = useTranslation('staff');
  const { locale } = useLocale();
  const packageName = usePackageNames();
  const award = useAwardText(packageName);
  const wheels = readOf(useListStaffWheelsQuery());
  const [updateFortuneWheel] = useUpdateFortuneWheelMutation();
  const { editing, edit, cancel, saved } = useEditing<StaffWheel>(onChanged);
  return (
    <Stack gap={24}>
      <DataView read={wheels} retry isEmpty={(data) => data.items.length === 0} emptyTitle={t('programmes.wheels.empty')} height={200}>
        {(data) => (
          <StaffTable caption={t('programmes.wheels.caption')} columns={[t('programmes.wheels.wheel'), t('programmes.dates'), t('maintenance.state'), t('programmes.wheels.prizes'), t('remotes.actions')]}>
            {data.items.map((wheel) => {
              const weights = wheel.prizes.reduce((sum, prize) => sum + prize.weight, 0);
              return (
                <tr key={wheel.id}>
                  <th scope="row">
                    <BilingualName en={wheel.name} km={wheel.nameKm}>
                      <Text variant="small">{t('programmes.wheels.spinsRule', { count: wheel.spinsPerOrder, amount: formatUsd(wheel.minOrderTotal, locale) })}</Text>
                    </BilingualName>
                  </th>
                  <td>
                    {formatBangkok(wheel.startsAt, locale)} – {formatBangkok(wheel.endsAt, locale)}
                  </td>
                  <td>
                    <Badge tone={STATE_TONE[wheel.state]}>{t(`programmes.wheels.states.${wheel.state}`)}</Badge>
                  </td>
                  <td>
                    <PrizeList>
                      {wheel.prizes.map((prize) => (
                        <li key={prize.id}>
                          <Text variant="small">
                            {t('programmes.wheels.prizeLine', {
                              label: locale === 'km' ? prize.labelKm : prize.label,
                              award: award(prize),
                              share: weights ? Math.round((prize.weight / weights) * 1000) / 10 : 0,
                              weight: prize.weight,
                              stock: prize.stock === null ? t('programmes.wheels.unlimited') : prize.stock,
                              won: prize.won,
                            })}
                          </Text>
                        </li>
                      ))}
                    </PrizeList>
                  </td>
                  <td>
                    <Stack direction="row" gap={8} wrap>
                      <Button size="sm" variant="secondary" onClick={() => edit(wheel)} aria-label={t('programmes.wheels.editTitle', { name: wheel.name })}>
                        {t('vouchers.edit')}
                      </Button>
                      <ReasonAction
                        label={t(wheel.active ? 'programmes.wheels.deactivate' : 'programmes.wheels.activate')}
                        ariaLabel={t(wheel.active ? 'programmes.wheels.deactivateOne' : 'programmes.wheels.activateOne', { name: wheel.name })}
                        description={t(wheel.active ? 'programmes.wheels.deactivateHelp' : 'programmes.wheels.activateHelp')}
                        danger={wheel.active}
                        onConfirm={async (reason) => {
                          await answerOf(updateFortuneWheel({ params: { id: wheel.id }, body: { ...wheelInputFromList(wheel, !wheel.active), reason } }));
                          await saved(t(wheel.active ? 'programmes.wheels.deactivated' : 'programmes.wheels.activated', { name: wheel.name }));
                        }}
                      />
                    </Stack>
                  </td>
                </tr>
              );
            })}
          </StaffTable>
        )}
      </DataView>
      <WheelEditor key={editing?.id ?? 'new'} editing={editing} packageName={packageName} onCancel={cancel} onSaved={saved} />
    </Stack>
  );
}
