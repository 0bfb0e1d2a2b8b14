import styled from 'styled-components';
import { formatDate, formatUsd, type InvoiceSummary } from '@storefront/contracts';
import { useLocale, useTranslation } from '@storefront/platform';
import { Checkbox } from '@storefront/ui';

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    align-items: flex-start;
    justify-content: space-between;
    gap: 12px;
    padding: 12px 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  .amount {
    font-weight: 700;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
`;

/** Unpaid invoices with a checkbox each and "select all" (spec §2 /online-payment). */
export function InvoicePicker({ invoices, selected, onChange, disabled }: { invoices: InvoiceSummary[]; selected: Set<string>; onChange: (next: Set<string>) => void; disabled?: boolean }) {
  const { t } = useTranslation('checkout');
  const { locale } = useLocale();
  const all = invoices.length > 0 && invoices.every((invoice) => selected.has(invoice.id));
  const some = !all && invoices.some((invoice) => selected.has(invoice.id));
  const toggle = (id: string, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(id);
    else next.delete(id);
    onChange(next);
  };
  return (
    <>
      <Checkbox
        label={t('online.selectAll', { count: invoices.length })}
        checked={all}
        disabled={disabled}
        ref={(element) => {
          if (element) element.indeterminate = some;
        }}
        onChange={(event) => onChange(event.target.checked ? new Set(invoices.map((invoice) => invoice.id)) : new Set())}
      />
      <List aria-label={t('online.listLabel')}>
        {invoices.map((invoice) => (
          <li key={invoice.id}>
            <Checkbox
              label={
                <>
                  <strong style={{ display: 'block' }}>{t('online.invoice', { number: invoice.number })}</strong>
                  <span style={{ fontSize: 14 }}>{t('online.issued', { date: formatDate(invoice.issuedAt, locale) })}</span>
                </>
              }
              aria-label={t('online.selectInvoice', { number: invoice.number })}
              checked={selected.has(invoice.id)}
              disabled={disabled}
              onChange={(event) => toggle(invoice.id, event.target.checked)}
            />
            <span className="amount">{formatUsd(invoice.total, locale)}</span>
          </li>
        ))}
      </List>
    </>
  );
}
