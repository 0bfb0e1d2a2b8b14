import { useState } from 'react';
import { formatUsd, isApprovalPending, PRODUCT_CATEGORIES, STAFF_VOUCHER_LIMITS, type StaffApprovalPending, type StaffVoucher, type StaffVoucherState, centsToDollarText } from '@storefront/contracts';
import { useLocale, useTranslation } from '@storefront/platform';
import { Badge, Button, Checkbox, Heading, SegmentedControl, Stack, Text, TextField } from '@storefront/ui';
import { bangkokInputToInstant, formatBangkok, instantToBangkokInput } from '../bangkok-time';
import { AuditList } from '../components/AuditList';
import { CheckboxGroup } from '../components/CheckboxGroup';
import { DataView } from '../components/DataView';
import { useDoneNotice } from '../components/DoneNotice';
import { EditorActions } from '../components/EditorActions';
import { ReasonAction } from '../components/ReasonAction';
import { StaffInputError } from '../components/ReasonDialog';
import { StaffForm } from '../components/StaffForm';
import { FieldRow, StaffPageIntro } from '../components/StaffPage';
import { StaffTable } from '../components/StaffTable';
import { useAuditRefresh } from '../components/use-audit-refresh';
import { centsOfUsd } from '../money';
import { answerOf, readOf, useCreateVoucherMutation, useExpireVoucherMutation, useListVoucherRedemptionsQuery, useListVouchersQuery, useUpdateVoucherMutation } from '../shared/staff-api';


const STATE_TONE: Record<StaffVoucherState, 'success' | 'warning' | 'neutral' | 'danger'> = { active: 'success', paused: 'warning', expired: 'neutral', usedUp: 'danger' };

interface VoucherForm {
  code: string;
  discountType: 'fixed' | 'percent';
  value: string;
  validUntil: string;
  minSubtotal: string;
  categories: string[];
  maxUses: string;
  perUserOnce: boolean;
  description: string;
}

const EMPTY_FORM: VoucherForm = { code: '', discountType: 'fixed', value: '', validUntil: '', minSubtotal: '0', categories: [], maxUses: '', perUserOnce: true, description: '' };

function formOf(voucher: StaffVoucher): VoucherForm {
  return {
    code: voucher.code,
    discountType: voucher.discountType,
    value: voucher.discountType === 'fixed' ? centsToDollarText(voucher.value) : String(voucher.value),
    validUntil: voucher.validUntil ? instantToBangkokInput(voucher.validUntil) : '',
    minSubtotal: centsToDollarText(voucher.minSubtotal),
    categories: voucher.categories ?? [],
    maxUses: voucher.maxUses === null ? '' : String(voucher.maxUses),
    perUserOnce: voucher.perUserOnce,
    description: voucher.description,
  };
}

/** The discount as people read it: $5.00 or 15%. */
function discountText(voucher: Pick<StaffVoucher, 'discountType' | 'value'>, locale: string) {
  return voucher.discountType === 'fixed' ? formatUsd(voucher.value, locale) : `${voucher.value}%`;
}

/** Create or edit a voucher; the reason is asked when saving. */
function VoucherEditor({ editing, onSaved, onCancel }: { editing: StaffVoucher | null; onSaved: (voucher: StaffVoucher | StaffApprovalPending, created: boolean) => void; onCancel: () => void }) {
  const { t } = useTranslation('staff');
  const [updateVoucher] = useUpdateVoucherMutation();
  const [createVoucher] = useCreateVoucherMutation();
  const [form, setForm] = useState<VoucherForm>(editing ? formOf(editing) : EMPTY_FORM);
  const set = (change: Partial<VoucherForm>) => setForm({ ...form, ...change });
  const title = editing ? t('vouchers.editTitle', { code: editing.code }) : t('vouchers.createTitle');

  /** What the form says as the api's fields, or a StaffInputError naming what to fix. */
  const rules = () => {
    const value = form.discountType === 'fixed' ? centsOfUsd(form.value) : /^\d{1,3}$/.test(form.value.trim()) ? Number(form.value.trim()) : null;
    if (value === null || value <= 0 || (form.discountType === 'percent' && value > STAFF_VOUCHER_LIMITS.percentMax)) throw new StaffInputError(t(`vouchers.errors.${form.discountType}`));
    const minSubtotal = centsOfUsd(form.minSubtotal || '0', { allowZero: true });
    if (minSubtotal === null) throw new StaffInputError(t('vouchers.errors.minSubtotal'));
    const validUntil = form.validUntil ? bangkokInputToInstant(form.validUntil) : null;
    if (form.validUntil && !validUntil) throw new StaffInputError(t('vouchers.errors.validUntil'));
    const maxUses = form.maxUses.trim() === '' ? null : /^\d+$/.test(form.maxUses.trim()) && Number(form.maxUses) >= 1 ? Number(form.maxUses) : NaN;
    if (Number.isNaN(maxUses)) throw new StaffInputError(t('vouchers.errors.maxUses'));
    return { discountType: form.discountType, value, validUntil, minSubtotal, categories: form.categories.length ? (form.categories as (typeof PRODUCT_CATEGORIES)[number][]) : null, maxUses, perUserOnce: form.perUserOnce, description: form.description.trim() };
  };

  return (
    <StaffForm title={title}>
      {!editing && <TextField label={t('vouchers.code')} hint={t('vouchers.codeHint')} value={form.code} maxLength={40} onChange={(event) => set({ code: event.target.value.toUpperCase() })} required />}
      <SegmentedControl
        label={t('vouchers.discountType')}
        value={form.discountType}
        onChange={(discountType) => set({ discountType, value: '' })}
        options={[
          { value: 'fixed', label: t('vouchers.types.fixed') },
          { value: 'percent', label: t('vouchers.types.percent') },
        ]}
      />
      <FieldRow>
        <TextField label={t(`vouchers.value.${form.discountType}`)} inputMode="decimal" value={form.value} onChange={(event) => set({ value: event.target.value })} required />
        <TextField label={t('vouchers.minSubtotal')} inputMode="decimal" value={form.minSubtotal} onChange={(event) => set({ minSubtotal: event.target.value })} />
      </FieldRow>
      <FieldRow>
        <TextField label={t('vouchers.validUntil')} hint={t('vouchers.validUntilHint')} type="datetime-local" value={form.validUntil} onChange={(event) => set({ validUntil: event.target.value })} />
        <TextField label={t('vouchers.maxUses')} hint={t('vouchers.maxUsesHint')} inputMode="numeric" value={form.maxUses} onChange={(event) => set({ maxUses: event.target.value })} />
      </FieldRow>
      <CheckboxGroup
        legend={t('vouchers.categories')}
        hint={t('vouchers.categoriesHint')}
        options={PRODUCT_CATEGORIES.map((category) => ({ value: category, label: t(`vouchers.categoryNames.${category}`) }))}
        value={form.categories as (typeof PRODUCT_CATEGORIES)[number][]}
        onChange={(categories) => set({ categories })}
      />
      <Checkbox label={t('vouchers.perUserOnce')} checked={form.perUserOnce} onChange={(event) => set({ perUserOnce: event.target.checked })} />
      <TextField label={t('vouchers.description')} value={form.description} maxLength={STAFF_VOUCHER_LIMITS.descriptionMax} onChange={(event) => set({ description: event.target.value })} />
      <EditorActions
        label={editing ? t('vouchers.save') : t('vouchers.create')}
        title={title}
        onCancel={editing ? onCancel : undefined}
        onConfirm={async (reason) => {
          if (editing) {
            const saved = await answerOf(updateVoucher({ params: { code: editing.code }, body: { ...rules(), reason } }));
            onSaved(saved, false);
          } else {
            if (!form.code.trim()) throw new StaffInputError(t('vouchers.errors.code'));
            const saved = await answerOf(createVoucher({ body: { code: form.code.trim(), ...rules(), reason } }));
            setForm(EMPTY_FORM);
            onSaved(saved, true);
          }
        }}
      />
    </StaffForm>
  );
}

/** Who used a voucher, on which order, for how much. */
function Redemptions({ code }: { code: string }) {
  const { t } = useTranslation('staff');
  const { locale } = useLocale();
  // Read afresh each time they are shown: customers redeem without the console changing anything.
  const redemptions = readOf(useListVoucherRedemptionsQuery({ params: { code } }, { refetchOnMountOrArgChange: true }));
  const title = t('vouchers.redemptionsOf', { code });
  return (
    <Stack gap={12} as="section" aria-label={title}>
      <Heading level={3} size="card">
        {title}
      </Heading>
      <DataView read={redemptions} isEmpty={(data) => data.items.length === 0} emptyTitle={t('vouchers.noRedemptions')} height={120}>
        {(data) => (
          <StaffTable caption={title} columns={[t('customer.date'), t('customers.email'), t('vouchers.order'), t('vouchers.discount')]}>
            {data.items.map((row) => (
              <tr key={row.id}>
                <td>{formatBangkok(row.at, locale)}</td>
                <td>{row.email}</td>
                <td>
                  <code>{row.orderId.slice(0, 8)}</code>
                </td>
                <td>{formatUsd(row.discount, locale)}</td>
              </tr>
            ))}
          </StaffTable>
        )}
      </DataView>
    </Stack>
  );
}

/** Vouchers (issue 18 item 6): create, edit, pause, resume and expire vouchers, each with a reason; each voucher's redemptions. */
export function VouchersPage() {
  const { t } = useTranslation('staff');
  const { locale } = useLocale();
  const vouchers = readOf(useListVouchersQuery());
  const [updateVoucher] = useUpdateVoucherMutation();
  const [expireVoucher] = useExpireVoucherMutation();
  const [editing, setEditing] = useState<StaffVoucher | null>(null);
  const [showing, setShowing] = useState<string | null>(null);
  const audit = useAuditRefresh();
  const { notice, done } = useDoneNotice();
  const changed = (message: string) => {
    done(message);
    audit.bump();
  };

  return (
    <Stack gap={32}>
      <StaffPageIntro title={t('vouchers.title')} intro={t('vouchers.intro')} />
      {notice}
      <VoucherEditor
        key={editing?.code ?? 'new'}
        editing={editing}
        onCancel={() => setEditing(null)}
        onSaved={(voucher, created) => {
          setEditing(null);
          changed(isApprovalPending(voucher) ? t('approvals.waiting') : t(created ? 'vouchers.created' : 'vouchers.saved', { code: voucher.code }));
        }}
      />
      <Stack gap={12}>
        <DataView read={vouchers} retry isEmpty={(data) => data.items.length === 0} emptyTitle={t('vouchers.empty')} height={240}>
          {(data) => (
            <StaffTable caption={t('vouchers.caption')} columns={[t('vouchers.code'), t('vouchers.discount'), t('vouchers.rules'), t('vouchers.uses'), t('customers.state'), t('remotes.actions')]}>
              {data.items.map((voucher) => (
                <tr key={voucher.code}>
                  <th scope="row">
                    <code>{voucher.code}</code>
                    {voucher.description && <Text variant="small">{voucher.description}</Text>}
                  </th>
                  <td>{discountText(voucher, locale)}</td>
                  <td>
                    <Text variant="small">{voucher.validUntil ? t('vouchers.until', { date: formatBangkok(voucher.validUntil, locale) }) : t('vouchers.noEnd')}</Text>
                    {voucher.minSubtotal > 0 && <Text variant="small">{t('vouchers.from', { amount: formatUsd(voucher.minSubtotal, locale) })}</Text>}
                    <Text variant="small">{voucher.categories ? voucher.categories.map((c) => t(`vouchers.categoryNames.${c}`, { defaultValue: c })).join(', ') : t('vouchers.everyItem')}</Text>
                    {voucher.perUserOnce && <Text variant="small">{t('vouchers.oncePerCustomer')}</Text>}
                  </td>
                  <td>
                    {voucher.maxUses === null ? voucher.uses : `${voucher.uses} / ${voucher.maxUses}`}
                    <Text variant="small">{t('vouchers.given', { amount: formatUsd(voucher.discountGiven, locale) })}</Text>
                  </td>
                  <td>
                    <Badge tone={STATE_TONE[voucher.state]}>{t(`vouchers.states.${voucher.state}`)}</Badge>
                  </td>
                  <td>
                    <Stack direction="row" gap={8} wrap>
                      <Button size="sm" variant="secondary" onClick={() => setEditing(voucher)} aria-label={t('vouchers.editTitle', { code: voucher.code })}>
                        {t('vouchers.edit')}
                      </Button>
                      <ReasonAction
                        label={t(voucher.active ? 'vouchers.pause' : 'vouchers.resume')}
                        ariaLabel={t(voucher.active ? 'vouchers.pauseOne' : 'vouchers.resumeOne', { code: voucher.code })}
                        onConfirm={async (reason) => {
                          await answerOf(updateVoucher({ params: { code: voucher.code }, body: { active: !voucher.active, reason } }));
                          changed(t(voucher.active ? 'vouchers.paused' : 'vouchers.resumed', { code: voucher.code }));
                        }}
                      />
                      {voucher.state !== 'expired' && (
                        <ReasonAction
                          danger
                          label={t('vouchers.expire')}
                          ariaLabel={t('vouchers.expireOne', { code: voucher.code })}
                          description={t('vouchers.expireHelp')}
                          onConfirm={async (reason) => {
                            await answerOf(expireVoucher({ params: { code: voucher.code }, body: { reason } }));
                            changed(t('vouchers.expired', { code: voucher.code }));
                          }}
                        />
                      )}
                      <Button size="sm" variant="ghost" aria-expanded={showing === voucher.code} onClick={() => setShowing(showing === voucher.code ? null : voucher.code)} aria-label={t('vouchers.redemptionsOf', { code: voucher.code })}>
                        {t('vouchers.redemptions')}
                      </Button>
                    </Stack>
                  </td>
                </tr>
              ))}
            </StaffTable>
          )}
        </DataView>
      </Stack>
      {showing && <Redemptions code={showing} />}
      <AuditList area="voucher" title={t('vouchers.auditTitle')} refresh={audit.version} />
    </Stack>
  );
}
