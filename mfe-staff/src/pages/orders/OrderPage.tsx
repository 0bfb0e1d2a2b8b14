import type { ReactNode } from 'react';
import { formatUsd, type StaffOrderDetail } from '@storefront/contracts';
import { LocaleLink, useLocale, useParams, useTranslation } from '@storefront/platform';
import { Card, Heading, Stack, Text } from '@storefront/ui';
import { DataView } from '../../components/DataView';
import { useDoneNotice } from '../../components/DoneNotice';
import { FactList } from '../../components/FactList';
import { StaffTable } from '../../components/StaffTable';
import { formatBangkok } from '../../bangkok-time';
import { readOf, useGetStaffOrderQuery } from '../../shared/staff-api';
import { OrderActions } from './OrderActions';
import { OrderStatusBadge, useMethodName } from './OrderStatusBadge';
import { ORDERS_NS } from './orders.words';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap={12}>
      <Heading level={3} size="card">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

function OrderView({ detail, onDone }: { detail: StaffOrderDetail; onDone: (message: string) => void }) {
  const { t } = useTranslation(ORDERS_NS);
  const { locale } = useLocale();
  const methodName = useMethodName();
  const usd = (cents: number) => formatUsd(cents, locale);
  const when = (instant: string) => formatBangkok(instant, locale);
  const { order } = detail;
  return (
    <Stack gap={24}>
      <Stack direction="row" gap={12} wrap align="center">
        <Heading level={2}>{t('detail.title', { id: order.id.slice(0, 8) })}</Heading>
        <OrderStatusBadge status={order.status} refunded={order.refunded} />
      </Stack>
      <Text variant="small" style={{ overflowWrap: 'anywhere' }}>
        {order.id}
      </Text>
      <OrderActions detail={detail} onDone={onDone} />
      <FactList
        facts={[
          [t('detail.customer'), <LocaleLink key="customer" to={`/staff/customers/${order.customer.id}`}>{order.customer.email}</LocaleLink>],
          [t('detail.made'), when(order.createdAt)],
          [t('detail.paid'), order.paidAt ? `${when(order.paidAt)} · ${methodName(order.method)}` : `${t('detail.notPaid')} · ${methodName(order.method)}`],
          [t('detail.subtotal'), usd(order.subtotal)],
          ...(order.discount ? [[t('detail.discount'), `− ${usd(order.discount)}${order.voucherCode ? ` (${order.voucherCode})` : ''}`] as [string, string]] : []),
          ...(order.promoCredit ? [[t('detail.promoCredit'), `− ${usd(order.promoCredit)}`] as [string, string]] : []),
          [t('detail.vat', { rate: order.vatRate / 100 }), usd(order.vat)],
          [t('detail.total'), <strong key="total">{usd(order.total)}</strong>],
        ]}
      />
      {detail.refund && (
        <Card variant="flat">
          <Text>{t('detail.refund', { amount: usd(detail.refund.amount), promoCredit: usd(detail.refund.promoCredit), time: when(detail.refund.at), by: detail.refund.by, reason: detail.refund.reason })}</Text>
        </Card>
      )}
      <Section title={t('detail.lines')}>
        <StaffTable caption={t('detail.lines')} columns={[t('detail.line'), t('detail.period'), t('detail.amount')]}>
          {detail.lines.map((line) => (
            <tr key={line.id}>
              <th scope="row">
                {line.title}
                <Text variant="small">{line.description}</Text>
              </th>
              <td>{t(`units.${line.periodUnit}`, { count: line.period, defaultValue: `${line.period} ${line.periodUnit}` })}</td>
              <td>{usd(line.amount)}</td>
            </tr>
          ))}
        </StaffTable>
      </Section>
      <Section title={t('detail.payments')}>
        {detail.payments.length === 0 ? (
          <Text variant="muted">{t('detail.noPayments')}</Text>
        ) : (
          <StaffTable caption={t('detail.payments')} columns={[t('detail.session'), t('columns.method'), t('detail.sessionStatus'), t('detail.amount'), t('detail.fee'), t('detail.failure'), t('detail.updated')]}>
            {detail.payments.map((payment) => (
              <tr key={payment.id}>
                <th scope="row">{payment.id.slice(0, 8)}</th>
                <td>{methodName(payment.method)}</td>
                <td>{payment.status}</td>
                <td>{usd(payment.amount)}</td>
                <td>{usd(payment.fee)}</td>
                <td style={{ overflowWrap: 'anywhere' }}>{payment.failure ?? '—'}</td>
                <td>{when(payment.updatedAt)}</td>
              </tr>
            ))}
          </StaffTable>
        )}
      </Section>
      <Section title={t('detail.invoice')}>
        <Text>{detail.invoice ? t('detail.invoiceState', { number: detail.invoice.number, state: t(`detail.invoiceStates.${detail.invoice.status}`), time: when(detail.invoice.issuedAt) }) : t('noInvoice')}</Text>
      </Section>
      <Section title={t('detail.fulfilment')}>
        {detail.fulfilment.length === 0 ? (
          <Text variant="muted">{t('detail.noFulfilment')}</Text>
        ) : (
          <StaffTable caption={t('detail.fulfilment')} columns={[t('detail.what'), t('detail.state'), t('detail.attempts'), t('detail.lastError'), t('detail.updated')]}>
            {detail.fulfilment.map((step) => (
              <tr key={`${step.kind}:${step.id}`}>
                <th scope="row">
                  {t(`detail.kinds.${step.kind}`)} · {step.subject}
                </th>
                <td>{step.state}</td>
                <td>{step.attempts ?? '—'}</td>
                <td style={{ overflowWrap: 'anywhere' }}>{step.lastError ?? '—'}</td>
                <td>{when(step.updatedAt)}</td>
              </tr>
            ))}
          </StaffTable>
        )}
      </Section>
    </Stack>
  );
}

/** One order for staff (issue 32 item 2): its facts, lines, payment attempts, invoice, fulfilment and refund, and what staff can do with it. */
export function OrderPage() {
  const { t } = useTranslation(ORDERS_NS);
  const { orderId = '' } = useParams<{ orderId: string }>();
  const read = readOf(useGetStaffOrderQuery({ params: { orderId } }, { refetchOnMountOrArgChange: true }));
  const { notice, done } = useDoneNotice();
  return (
    <Stack gap={16}>
      <LocaleLink to="/staff/orders">{t('detail.back')}</LocaleLink>
      {notice}
      <DataView read={read} retry>
        {(detail) => <OrderView detail={detail} onDone={done} />}
      </DataView>
    </Stack>
  );
}
