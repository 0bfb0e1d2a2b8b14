import { useState, type ReactNode } from 'react';
import { AWS_ACCOUNT_ID_PATTERN, formatUsd, roleCan, SLA_SERVICE_KIND, type StaffCustomerDetail, type StaffLedgerEntry } from '@storefront/contracts';
import { LocaleLink, selectUser, translateError, useAppSelector, useLocale, useParams, useTranslation } from '@storefront/platform';
import { Alert, Badge, Button, Card, DataTable, EmptyState, Grid, Heading, Icon, IconButton, Skeleton, Stack, Text, TextField } from '@storefront/ui';
import { AuditEntries } from '../components/AuditList';
import { CustomerActions } from '../components/CustomerActions';
import { FactList } from '../components/FactList';
import { RecordOutage } from '../components/RecordOutage';
import { ServicePartyState } from '../components/ServicePartyState';
import { useDoneNotice } from '../components/DoneNotice';
import { ReasonAction } from '../components/ReasonAction';
import { RoleChange } from '../components/RoleChange';
import { StaffInputError } from '../components/ReasonDialog';
import { centsOfUsd } from '../money';
import { answerOf, readOf, useGetCustomerQuery, useIssueInvoiceMutation } from '../shared/staff-api';
import { CustomerBadges } from './CustomersPage';

const when = (instant: string | null, locale: string) => (instant ? new Date(instant).toLocaleString(locale === 'km' ? 'km-KH' : 'en-GB') : '—');

function Section({ title, count, children }: { title: string; count?: number; children: ReactNode }) {
  return (
    <Stack gap={12} as="section" aria-label={title}>
      <Heading level={2} size="card">
        {title}
        {count !== undefined && ` (${count})`}
      </Heading>
      {children}
    </Stack>
  );
}

/** A ledger (balance or promo credit): staff rows show who made them and why. */
function Ledger({ title, total, entries }: { title: string; total: number; entries: StaffLedgerEntry[] }) {
  const { t } = useTranslation('staff');
  const { locale } = useLocale();
  return (
    <Section title={`${title}: ${formatUsd(total, locale)}`}>
      {entries.length === 0 ? (
        <EmptyState title={t('customer.noEntries')} />
      ) : (
        <DataTable caption={title}>
          <thead>
            <tr>
              <th scope="col">{t('customer.date')}</th>
              <th scope="col">{t('customer.kind')}</th>
              <th scope="col">{t('customer.amount')}</th>
              <th scope="col">{t('customer.why')}</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.id}>
                <td>{when(entry.createdAt, locale)}</td>
                <td>{t(`customer.kinds.${entry.kind}`, { defaultValue: entry.kind })}</td>
                <td>{formatUsd(entry.amount, locale)}</td>
                <td>
                  {entry.reason ?? entry.reference ?? '—'}
                  {entry.createdBy && <Text variant="small">{t('customer.byStaff')}</Text>}
                </td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      )}
    </Section>
  );
}

interface Line {
  description: string;
  qty: string;
  price: string;
}
const EMPTY_LINE: Line = { description: '', qty: '1', price: '' };

/**
 * Issue a manual invoice (issue 18 item 5): lines in whole cents; the customer pays it like any unpaid invoice. With an
 * AWS account id it is an AWS consulting invoice (issue 16 item 12), billed under that account's contract.
 */
function ManualInvoice({ userId, email, onDone }: { userId: string; email: string; onDone: (message: string) => void }) {
  const { t } = useTranslation('staff');
  const { locale } = useLocale();
  const [issueInvoice] = useIssueInvoiceMutation();
  const [lines, setLines] = useState<Line[]>([{ ...EMPTY_LINE }]);
  const [awsAccountId, setAwsAccountId] = useState('');
  const set = (index: number, change: Partial<Line>) => setLines(lines.map((line, i) => (i === index ? { ...line, ...change } : line)));

  const typedLines = () =>
    lines.map((line, index) => {
      const qty = Number(line.qty);
      const unitPrice = centsOfUsd(line.price);
      if (!line.description.trim() || !Number.isInteger(qty) || qty < 1 || unitPrice === null) throw new StaffInputError(t('customer.invoice.lineInvalid', { line: index + 1 }));
      return { description: line.description.trim(), qty, unitPrice };
    });
  const typedAwsAccount = () => {
    const id = awsAccountId.trim();
    if (id && !AWS_ACCOUNT_ID_PATTERN.test(id)) throw new StaffInputError(t('customer.invoice.awsAccountInvalid'));
    return id ? { awsAccountId: id } : {};
  };

  return (
    <Card>
      <Stack gap={16}>
        <Heading level={3} size="card">
          {t('customer.invoice.title')}
        </Heading>
        <Text variant="muted">{t('customer.invoice.help')}</Text>
        {lines.map((line, index) => (
          <Stack key={index} direction="row" gap={12} align="end" wrap collapseBelow="md" role="group" aria-label={t('customer.invoice.line', { line: index + 1 })}>
            <TextField label={t('customer.invoice.description')} value={line.description} maxLength={200} onChange={(event) => set(index, { description: event.target.value })} />
            <TextField label={t('customer.invoice.qty')} inputMode="numeric" value={line.qty} onChange={(event) => set(index, { qty: event.target.value })} style={{ maxWidth: 96 }} />
            <TextField label={t('customer.invoice.unitPrice')} inputMode="decimal" value={line.price} onChange={(event) => set(index, { price: event.target.value })} style={{ maxWidth: 160 }} />
            {lines.length > 1 && (
              <IconButton aria-label={t('customer.invoice.removeLine', { line: index + 1 })} onClick={() => setLines(lines.filter((_, i) => i !== index))}>
                <Icon name="trash" />
              </IconButton>
            )}
          </Stack>
        ))}
        <TextField
          label={t('customer.invoice.awsAccount')}
          hint={t('customer.invoice.awsAccountHint')}
          inputMode="numeric"
          maxLength={12}
          value={awsAccountId}
          onChange={(event) => setAwsAccountId(event.target.value)}
          style={{ maxWidth: 200 }}
        />
        <Stack direction="row" gap={12} wrap>
          <Button variant="secondary" size="sm" onClick={() => setLines([...lines, { ...EMPTY_LINE }])} disabled={lines.length >= 50}>
            {t('customer.invoice.addLine')}
          </Button>
          <ReasonAction
            label={t('customer.invoice.issue')}
            title={t('customer.invoice.issueTitle', { email })}
            description={t('customer.invoice.issueHelp')}
            variant="primary"
            onConfirm={async (reason) => {
              const invoice = await answerOf(issueInvoice({ params: { userId }, body: { lines: typedLines(), ...typedAwsAccount(), reason } }));
              setLines([{ ...EMPTY_LINE }]);
              setAwsAccountId('');
              onDone(t('customer.invoice.issued', { number: invoice.number, total: formatUsd(invoice.total, locale) }));
            }}
          />
        </Stack>
      </Stack>
    </Card>
  );
}

function Profile({ detail }: { detail: StaffCustomerDetail }) {
  const { t } = useTranslation('staff');
  const { locale } = useLocale();
  const { user } = detail;
  const rows: [string, ReactNode][] = [
    [t('customers.email'), user.email],
    [t('customers.name'), `${user.firstName} ${user.lastName}`.trim() || '—'],
    [t('customers.phone'), user.phoneNumber ?? '—'],
    [t('customer.emailVerified'), t(user.emailVerified ? 'customer.yes' : 'customer.no')],
    [t('customer.twoFactor'), t(user.twoFactorEnabled ? 'customer.yes' : 'customer.no')],
    [t('customer.language'), user.localeCode === 'km' ? 'ខ្មែរ' : 'English'],
    [t('customer.since'), when(detail.createdAt, locale)],
  ];
  return <FactList facts={rows} />;
}

/** A customer's page (issue 18 item 8): profile, balance and promo credit ledgers, services, invoices, sign-ins, and the staff actions with their reasons. */
export function CustomerPage() {
  const { t } = useTranslation('staff');
  const { locale } = useLocale();
  const { userId = '' } = useParams<{ userId: string }>();
  // Read afresh on each visit (other staff and the customer change it too); each change made here is a mutation whose
  // declaration names 'StaffUser' and 'StaffAudit', so the page reads again through the tags.
  const detail = readOf(useGetCustomerQuery({ params: { userId } }, { refetchOnMountOrArgChange: true }));
  const { notice, done: changed } = useDoneNotice();
  const signedIn = useAppSelector(selectUser);

  const back = <LocaleLink to="/staff/customers">{t('customer.back')}</LocaleLink>;
  if (detail.error) {
    return (
      <Stack gap={16}>
        {back}
        <Alert tone="danger" action={<Button variant="secondary" onClick={() => void detail.reload()}>{t('actions.retry')}</Button>}>
          {translateError(t, detail.error)}
        </Alert>
      </Stack>
    );
  }
  if (!detail.data) return <Skeleton height={480} />;
  const { user, balance, promoCredit, services, invoices, signIns, audit } = detail.data;
  // Outages are recorded for cloud servers (the SLA's uptime record): a column only when the customer has one.
  const anyCloudServer = services.some((service) => service.kind === SLA_SERVICE_KIND);
  // Asking a party is payments.read's (the alerts' own capability): a role without it sees no column it could not use.
  const readsParties = roleCan(signedIn?.role, 'payments.read');

  return (
    <Stack gap={32}>
      <Stack gap={12}>
        {back}
        <Heading level={2} style={{ overflowWrap: 'anywhere' }}>
          {`${user.firstName} ${user.lastName}`.trim() || user.email}
        </Heading>
        <CustomerBadges user={user} />
        <LocaleLink to={`/staff/orders?customer=${user.id}`}>{t('customers.orders')}</LocaleLink>
        {notice}
        <CustomerActions user={user} onDone={changed} />
        <RoleChange user={user} onDone={changed} />
      </Stack>
      <Profile detail={detail.data} />
      <Grid min={320} gap={24}>
        <Ledger title={t('customer.balance')} total={balance.total} entries={balance.entries} />
        <Ledger title={t('customer.promoCredit')} total={promoCredit.total} entries={promoCredit.entries} />
      </Grid>
      <Section title={t('customer.services')} count={services.length}>
        {services.length === 0 ? (
          <EmptyState title={t('customer.noServices')} />
        ) : (
          <DataTable caption={t('customer.services')}>
            <thead>
              <tr>
                <th scope="col">{t('customer.service')}</th>
                <th scope="col">{t('customer.serviceName')}</th>
                <th scope="col">{t('customers.state')}</th>
                <th scope="col">{t('customer.renews')}</th>
                {anyCloudServer && <th scope="col">{t('customer.serviceActions')}</th>}
                {readsParties && <th scope="col">{t('customer.atParty')}</th>}
              </tr>
            </thead>
            <tbody>
              {services.map((service) => (
                <tr key={service.id}>
                  <th scope="row">{service.title}</th>
                  <td>{service.name}</td>
                  <td>
                    <Badge tone={service.status === 'active' ? 'success' : service.status === 'suspended' ? 'danger' : 'neutral'}>{t(`customer.serviceStates.${service.status}`, { defaultValue: service.status })}</Badge>
                  </td>
                  <td>{when(service.renewsAt, locale)}</td>
                  {anyCloudServer && <td>{service.kind === SLA_SERVICE_KIND ? <RecordOutage service={service} onDone={changed} /> : '—'}</td>}
                  {readsParties && (
                    <td>
                      <ServicePartyState service={service} />
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </DataTable>
        )}
      </Section>
      <Section title={t('customer.invoices')} count={invoices.length}>
        <ManualInvoice userId={user.id} email={user.email} onDone={changed} />
        {invoices.length === 0 ? (
          <EmptyState title={t('customer.noInvoices')} />
        ) : (
          <DataTable caption={t('customer.invoices')}>
            <thead>
              <tr>
                <th scope="col">{t('customer.invoiceNumber')}</th>
                <th scope="col">{t('customer.issued')}</th>
                <th scope="col">{t('customer.amount')}</th>
                <th scope="col">{t('customers.state')}</th>
              </tr>
            </thead>
            <tbody>
              {invoices.map((invoice) => (
                <tr key={invoice.id}>
                  <th scope="row">
                    {invoice.number}
                    {invoice.orderId === null && <Text variant="small">{t('customer.manual')}</Text>}
                  </th>
                  <td>{when(invoice.issuedAt, locale)}</td>
                  <td>{formatUsd(invoice.total, locale)}</td>
                  <td>
                    <Badge tone={invoice.status === 'paid' ? 'success' : 'warning'}>{t(`customer.invoiceStates.${invoice.status}`)}</Badge>
                  </td>
                </tr>
              ))}
            </tbody>
          </DataTable>
        )}
      </Section>
      <Section title={t('customer.signIns')} count={signIns.length}>
        {signIns.length === 0 ? (
          <EmptyState title={t('customer.noSignIns')} />
        ) : (
          <DataTable caption={t('customer.signIns')}>
            <thead>
              <tr>
                <th scope="col">{t('customer.date')}</th>
                <th scope="col">{t('customer.ip')}</th>
                <th scope="col">{t('customer.device')}</th>
              </tr>
            </thead>
            <tbody>
              {signIns.map((signIn) => (
                <tr key={signIn.createdAt}>
                  <td>{when(signIn.createdAt, locale)}</td>
                  <td>{signIn.ip ?? '—'}</td>
                  <td>{signIn.device}</td>
                </tr>
              ))}
            </tbody>
          </DataTable>
        )}
      </Section>
      <Section title={t('customer.staffActions')} count={audit.length}>
        {audit.length === 0 ? <EmptyState title={t('audit.empty')} /> : <AuditEntries items={audit} label={t('customer.staffActions')} />}
      </Section>
    </Stack>
  );
}
