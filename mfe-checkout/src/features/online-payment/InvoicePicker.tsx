import type { ReactNode } from 'react';
import styled from 'styled-components';
import { formatDate, formatUsd, type AwsConsultingInvoice, type InvoiceSummary } from '@storefront/contracts';
import { LocaleLink, useLocale, useTranslation } from '@storefront/platform';
import { Checkbox } from '@storefront/ui';
import { CHECKOUT_NS } from '../../i18n/register';

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

const GroupTitle = styled.h2`
  margin: 12px 0 0;
  font-size: 16px;
`;

const Detail = styled.span`
  display: block;
  font-size: 14px;
  overflow-wrap: anywhere;
`;

interface Props {
  invoices: InvoiceSummary[];
  /** The AWS consulting invoices (GET /users/online-aws-invoices), listed apart with their AWS account and contract. */
  awsInvoices?: AwsConsultingInvoice[];
  /** Shown in place of the AWS list when it could not be loaded (the other invoices stay payable). */
  awsProblem?: ReactNode;
  selected: Set<string>;
  onChange: (next: Set<string>) => void;
  disabled?: boolean;
}

/**
 * Unpaid invoices with a checkbox each and "select all" (spec §2 /online-payment); the AWS consulting ones beside
 * them under their own heading, each naming its AWS account id and contract, chosen and paid the same way.
 */
export function InvoicePicker({ invoices, awsInvoices = [], awsProblem, selected, onChange, disabled }: Props) {
  const { t } = useTranslation(CHECKOUT_NS);
  const { locale } = useLocale();
  const everything = [...invoices, ...awsInvoices];
  const all = everything.length > 0 && everything.every((invoice) => selected.has(invoice.id));
  const some = !all && everything.some((invoice) => selected.has(invoice.id));
  const toggle = (id: string, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(id);
    else next.delete(id);
    onChange(next);
  };
  const row = (invoice: InvoiceSummary, details?: ReactNode) => (
    <li key={invoice.id}>
      <Checkbox
        label={
          <>
            <strong style={{ display: 'block' }}>{t('online.invoice', { number: invoice.number })}</strong>
            {details}
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
  );
  return (
    <>
      <Checkbox
        label={t('online.selectAll', { count: everything.length })}
        checked={all}
        disabled={disabled}
        ref={(element) => {
          if (element) element.indeterminate = some;
        }}
        onChange={(event) => onChange(event.target.checked ? new Set(everything.map((invoice) => invoice.id)) : new Set())}
      />
      {invoices.length > 0 && <List aria-label={t('online.listLabel')}>{invoices.map((invoice) => row(invoice))}</List>}
      {(awsInvoices.length > 0 || awsProblem) && <GroupTitle id="aws-invoices-title">{t('online.aws.title')}</GroupTitle>}
      {awsProblem}
      {awsInvoices.length > 0 && (
        <List aria-labelledby="aws-invoices-title">
          {awsInvoices.map((invoice) =>
            row(
              invoice,
              <>
                <Detail>{t('online.aws.account', { id: invoice.awsAccountId })}</Detail>
                <Detail>
                  {t('online.aws.contract')}{' '}
                  <LocaleLink to={`/account/contracts/aws-account/${invoice.contract.id}`}>
                    {invoice.contract.number}
                  </LocaleLink>
                </Detail>
              </>,
            ),
          )}
        </List>
      )}
    </>
  );
}
