import { useState } from 'react';
import { ORDER_STATUSES, PAYMENT_METHODS } from '@storefront/contracts';
import { useTranslation } from '@storefront/platform';
import { Button, Select, Stack, TextField } from '@storefront/ui';
import type { OrderFilters } from './order-filters';
import { ORDERS_NS } from './orders.words';

/** The order list's filters as a form: what is typed is asked for when the form is sent (`onApply`), not on each key. */
export function OrderFilterForm({ filters, onApply }: { filters: OrderFilters; onApply: (filters: OrderFilters) => void }) {
  const { t } = useTranslation(ORDERS_NS);
  const [draft, setDraft] = useState(filters);
  const set = (key: keyof OrderFilters) => (event: { target: { value: string } }) => setDraft((current) => ({ ...current, [key]: event.target.value }));
  const any = { value: '', label: t('filters.any') };
  return (
    <form
      role="search"
      aria-label={t('filters.label')}
      onSubmit={(event) => {
        event.preventDefault();
        onApply(draft);
      }}
    >
      <Stack gap={12}>
        <Stack direction="row" gap={12} wrap collapseBelow="md" align="end">
          <TextField label={t('filters.q')} value={draft.q} onChange={set('q')} maxLength={254} type="search" />
          <Select label={t('filters.status')} value={draft.status} onChange={set('status')} options={[any, ...ORDER_STATUSES.map((status) => ({ value: status, label: t(`statuses.${status}`) }))]} />
          <Select label={t('filters.method')} value={draft.method} onChange={set('method')} options={[any, ...PAYMENT_METHODS.map((method) => ({ value: method, label: t(`methods.${method}`) }))]} />
          <TextField label={t('filters.from')} type="date" value={draft.from} onChange={set('from')} max={draft.to || undefined} />
          <TextField label={t('filters.to')} type="date" value={draft.to} onChange={set('to')} min={draft.from || undefined} />
        </Stack>
        <Stack direction="row" gap={12} wrap>
          <Button type="submit">{t('filters.apply')}</Button>
          <Button
            type="button"
            variant="secondary"
            onClick={() => {
              const cleared: OrderFilters = { q: '', status: '', method: '', customer: '', from: '', to: '', sort: filters.sort, dir: filters.dir };
              setDraft(cleared);
              onApply(cleared);
            }}
          >
            {t('filters.clear')}
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}
