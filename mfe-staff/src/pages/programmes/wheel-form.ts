import { WHEEL_LIMITS, wheelPrizeGivesVoucher, type StaffWheel, type WheelPrizeKind, centsToDollarText } from '@storefront/contracts';
import { bangkokInputToInstant, instantToBangkokInput } from '../../bangkok-time';
import { StaffInputError } from '../../components/ReasonDialog';
import { centsOfUsd } from '../../money';

/** A prize as the form holds it: what staff typed. */
export interface PrizeForm {
  /** The prize as listed (kept, with its wins, while what it gives is unchanged); none for a new one. */
  id?: string;
  kind: WheelPrizeKind;
  label: string;
  labelKm: string;
  amount: string;
  discountType: 'fixed' | 'percent';
  weight: string;
  stock: string;
  validDays: string;
  color: string;
  /** The packages its voucher is limited to; null = every package. */
  packages: string[] | null;
}

export interface WheelForm {
  name: string;
  nameKm: string;
  description: string;
  descriptionKm: string;
  startsAt: string;
  endsAt: string;
  minOrderTotal: string;
  spinsPerOrder: string;
  active: boolean;
  prizes: PrizeForm[];
}

export const EMPTY_PRIZE: PrizeForm = { kind: 'promoCredit', label: '', labelKm: '', amount: '', discountType: 'fixed', weight: '1', stock: '', validDays: String(WHEEL_LIMITS.validDaysDefault), color: '#2563eb', packages: null };

export const EMPTY_WHEEL: WheelForm = { name: '', nameKm: '', description: '', descriptionKm: '', startsAt: '', endsAt: '', minOrderTotal: '0', spinsPerOrder: '1', active: true, prizes: [EMPTY_PRIZE, { ...EMPTY_PRIZE, kind: 'nothing', color: '#94a3b8' }] };

/** Is the prize's amount typed in dollars (promo credit, a fixed voucher)? */
export const amountInUsd = (prize: Pick<PrizeForm, 'kind' | 'discountType'>) => prize.kind === 'promoCredit' || (prize.kind === 'voucher' && prize.discountType === 'fixed');

export function wheelFormOf(wheel: StaffWheel): WheelForm {
  return {
    name: wheel.name,
    nameKm: wheel.nameKm,
    description: wheel.description,
    descriptionKm: wheel.descriptionKm,
    startsAt: instantToBangkokInput(wheel.startsAt),
    endsAt: instantToBangkokInput(wheel.endsAt),
    minOrderTotal: centsToDollarText(wheel.minOrderTotal),
    spinsPerOrder: String(wheel.spinsPerOrder),
    active: wheel.active,
    prizes: wheel.prizes.map((prize) => {
      const discountType = prize.discountType ?? 'fixed';
      return {
        id: prize.id,
        kind: prize.kind,
        label: prize.label,
        labelKm: prize.labelKm,
        amount: prize.kind === 'nothing' ? '' : amountInUsd({ kind: prize.kind, discountType }) ? centsToDollarText(prize.amount) : String(prize.amount),
        discountType,
        weight: String(prize.weight),
        stock: prize.stock === null ? '' : String(prize.stock),
        validDays: String(prize.validDays),
        color: prize.color,
        packages: prize.packages,
      };
    }),
  };
}

/** A whole number from `min` to `max` as typed, or null. */
export function wholeOf(text: string, min: number, max: number): number | null {
  const typed = text.trim();
  if (!/^\d{1,9}$/.test(typed)) return null;
  const value = Number(typed);
  return value >= min && value <= max ? value : null;
}

type Say = (key: string, values?: Record<string, unknown>) => string;

/** The wheel the api takes, from what staff typed; a StaffInputError names the first thing to fix. */
export function wheelInputOf(form: WheelForm, say: Say) {
  const L = WHEEL_LIMITS;
  if (!form.name.trim() || !form.nameKm.trim()) throw new StaffInputError(say('programmes.wheels.errors.names'));
  const startsAt = bangkokInputToInstant(form.startsAt);
  const endsAt = bangkokInputToInstant(form.endsAt);
  if (!startsAt || !endsAt) throw new StaffInputError(say('programmes.errors.dates'));
  if (Date.parse(endsAt) <= Date.parse(startsAt)) throw new StaffInputError(say('programmes.errors.order'));
  const minOrderTotal = centsOfUsd(form.minOrderTotal || '0', { allowZero: true });
  if (minOrderTotal === null || minOrderTotal > L.minOrderTotalMax) throw new StaffInputError(say('programmes.wheels.errors.minOrderTotal'));
  const spinsPerOrder = wholeOf(form.spinsPerOrder, L.spinsPerOrderMin, L.spinsPerOrderMax);
  if (spinsPerOrder === null) throw new StaffInputError(say('programmes.wheels.errors.spinsPerOrder', { max: L.spinsPerOrderMax }));
  if (form.prizes.length < L.prizesMin || form.prizes.length > L.prizesMax) throw new StaffInputError(say('programmes.wheels.errors.prizeCount', { min: L.prizesMin, max: L.prizesMax }));
  const prizes = form.prizes.map((prize, index) => {
    const fail = (key: string, values: Record<string, unknown> = {}) => new StaffInputError(say('programmes.wheels.errors.prize', { n: index + 1, problem: say(`programmes.wheels.errors.${key}`, values) }));
    if (!prize.label.trim() || !prize.labelKm.trim()) throw fail('labels');
    let amount: number | null = 0;
    if (prize.kind === 'promoCredit' || (prize.kind === 'voucher' && prize.discountType === 'fixed')) amount = centsOfUsd(prize.amount);
    else if (prize.kind === 'voucher') amount = wholeOf(prize.amount, 1, 100);
    else if (prize.kind === 'freeMonths') amount = wholeOf(prize.amount, 1, 36);
    if (amount === null || amount > L.amountMax) throw fail(prize.kind === 'voucher' ? `amount.${prize.discountType}` : `amount.${prize.kind}`);
    const weight = wholeOf(prize.weight, L.weightMin, L.weightMax);
    if (weight === null) throw fail('weight', { max: L.weightMax });
    const stock = prize.stock.trim() === '' ? null : wholeOf(prize.stock, 0, L.stockMax);
    if (stock === null && prize.stock.trim() !== '') throw fail('stock');
    const validDays = wholeOf(prize.validDays, L.validDaysMin, L.validDaysMax);
    if (validDays === null) throw fail('validDays', { max: L.validDaysMax });
    return {
      ...(prize.id ? { id: prize.id } : {}),
      kind: prize.kind,
      label: prize.label.trim(),
      labelKm: prize.labelKm.trim(),
      amount,
      discountType: prize.kind === 'voucher' ? prize.discountType : null,
      packages: wheelPrizeGivesVoucher(prize.kind) ? prize.packages : null,
      validDays,
      weight,
      stock,
      color: prize.color,
    };
  });
  return { name: form.name.trim(), nameKm: form.nameKm.trim(), description: form.description.trim(), descriptionKm: form.descriptionKm.trim(), startsAt, endsAt, active: form.active, minOrderTotal, spinsPerOrder, prizes };
}

/** A listed wheel as the api takes it back (to switch it on or off as it is). */
export function wheelInputFromList(wheel: StaffWheel, active: boolean) {
  return {
    name: wheel.name,
    nameKm: wheel.nameKm,
    description: wheel.description,
    descriptionKm: wheel.descriptionKm,
    startsAt: wheel.startsAt,
    endsAt: wheel.endsAt,
    active,
    minOrderTotal: wheel.minOrderTotal,
    spinsPerOrder: wheel.spinsPerOrder,
    prizes: wheel.prizes.map(({ id, kind, label, labelKm, amount, discountType, packages, validDays, weight, stock, color }) => ({ id, kind, label, labelKm, amount, discountType, packages, validDays, weight, stock, color })),
  };
}
