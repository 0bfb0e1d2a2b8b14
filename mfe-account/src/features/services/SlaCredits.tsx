import { useState, type FormEvent } from 'react';
import { formatDate, formatUsd, SLA_REFUSALS, SLA_RULES, type OwnedService, type SlaMonth, type SlaRefusal } from '@storefront/contracts';
import { LocaleLink, registerNamespace, useLocale, useTranslation } from '@storefront/platform';
import { Alert, Badge, Button, Card, DataTable, Heading, Skeleton, Stack, Text, TextField } from '@storefront/ui';
import en from '../../i18n/locales/en/sla.json';
import km from '../../i18n/locales/km/sla.json';
import { apiErrorOf } from './service-status';
import { useClaimSlaCreditMutation, useGetServiceSlaQuery } from '../../shared/sla-api';

const SLA_NS = registerNamespace('sla', { en, km });

const STATE_TONE = { met: 'success', open: 'neutral', claimable: 'warning', belowMinimum: 'neutral', late: 'neutral', credited: 'success' } as const;

function useMonthName() {
  const { t } = useTranslation(SLA_NS);
  return (month: string) => `${t(`months.${Number(month.slice(5, 7)) - 1}`)} ${month.slice(0, 4)}`;
}

/** A month below target whose credit the customer can claim now: proposed, with the claim (month + what it affected) one step away. */
function CreditProposal({ serviceId, month, onCredited }: { serviceId: string; month: SlaMonth; onCredited: (credit: NonNullable<SlaMonth['credit']>) => void }) {
  const { t } = useTranslation(SLA_NS);
  const { locale } = useLocale();
  const monthName = useMonthName()(month.month);
  const [open, setOpen] = useState(false);
  const [description, setDescription] = useState(() => t('proposal.prefill', { minutes: month.downtimeMinutes, month: monthName }));
  const [claim, { isLoading }] = useClaimSlaCreditMutation();
  const [error, setError] = useState<string | null>(null);
  const amount = formatUsd(month.creditCents, locale);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const result = await claim({ params: { id: serviceId }, body: { month: month.month, description } });
    if ('error' in result) {
      const failure = apiErrorOf(result.error);
      const reason = failure?.details?.reason as SlaRefusal | undefined;
      const field = (failure?.details?.fields as { message: string }[] | undefined)?.[0]?.message;
      setError(reason && SLA_REFUSALS.includes(reason) ? t(`refusal.${reason}`) : field ? t('proposal.descriptionHint') : t('claimFailed'));
      return;
    }
    const credit = result.data.months.find((entry) => entry.month === month.month)?.credit;
    if (credit) onCredited(credit);
  };

  return (
    <Alert
      tone="info"
      title={t('proposal.title', { month: monthName })}
      action={
        !open && (
          <Button size="sm" onClick={() => setOpen(true)}>
            {t('proposal.claim', { amount })}
          </Button>
        )
      }
    >
      <Stack gap={8}>
        <Text variant="small">
          {t('proposal.text', { uptime: month.uptimePercent, minutes: month.downtimeMinutes, percent: month.creditPercent, amount, date: month.claimBy ? formatDate(month.claimBy, locale) : '' })}
        </Text>
        {open && (
          <form onSubmit={(event) => void submit(event)} aria-label={t('proposal.claim', { amount })}>
            <Stack gap={8}>
              <TextField label={t('proposal.description')} hint={t('proposal.descriptionHint')} value={description} onChange={(event) => setDescription(event.target.value)} maxLength={1000} required />
              <Stack direction="row" gap={8} wrap>
                <Button type="submit" size="sm" loading={isLoading}>
                  {t('proposal.submit')}
                </Button>
                <Button type="button" size="sm" variant="ghost" onClick={() => setOpen(false)}>
                  {t('proposal.cancel')}
                </Button>
              </Stack>
            </Stack>
          </form>
        )}
        {error && (
          <Text variant="small" role="alert">
            {error}
          </Text>
        )}
      </Stack>
    </Alert>
  );
}

/**
 * A cloud server's uptime per month against the SLA target and its service credits (issue 17 item 8): the credits
 * of months below target are proposed without the customer having to ask, and claimed from here.
 */
export function SlaCredits({ service }: { service: OwnedService }) {
  const { t } = useTranslation(SLA_NS);
  const { locale } = useLocale();
  const monthName = useMonthName();
  const { data, isLoading, isError, refetch } = useGetServiceSlaQuery({ params: { id: service.id } });
  const [credited, setCredited] = useState<NonNullable<SlaMonth['credit']> | null>(null);

  return (
    <Card>
      <Stack gap={12}>
        <Heading level={2} size="card">
          {t('title')}
        </Heading>
        <Text variant="small">{t('intro', { target: SLA_RULES.targetPercent })}</Text>
        <div>
          <LocaleLink to="/service-level-agreement">{t('slaLink')}</LocaleLink>
        </div>
        {isLoading && <Skeleton height={120} aria-label={t('loading')} />}
        {isError && (
          <Alert tone="danger" action={<Button size="sm" variant="secondary" onClick={() => void refetch()}>{t('retry')}</Button>}>
            {t('loadFailed')}
          </Alert>
        )}
        {data && data.months.length === 0 && <Text variant="small">{t('empty')}</Text>}
        {credited && (
          <Alert tone="success" role="status">
            {t('proposal.done', { amount: formatUsd(credited.amount, locale), date: formatDate(credited.expiresAt, locale) })}
          </Alert>
        )}
        {data?.months
          .filter((month) => month.state === 'claimable')
          .map((month) => <CreditProposal key={month.month} serviceId={service.id} month={month} onCredited={setCredited} />)}
        {data && data.months.length > 0 && (
          <DataTable caption={t('table.caption')}>
            <thead>
              <tr>
                <th scope="col">{t('table.month')}</th>
                <th scope="col">{t('table.uptime')}</th>
                <th scope="col">{t('table.downtime')}</th>
                <th scope="col">{t('table.credit')}</th>
                <th scope="col">{t('table.status')}</th>
              </tr>
            </thead>
            <tbody>
              {data.months.map((month) => (
                <tr key={month.month}>
                  <th scope="row">{monthName(month.month)}</th>
                  <td>{month.uptimePercent} %</td>
                  <td>{t('table.minutes', { count: month.downtimeMinutes })}</td>
                  <td>
                    {month.credit
                      ? `${formatUsd(month.credit.amount, locale)} · ${month.credit.expired ? t('creditExpired') : t('creditExpires', { date: formatDate(month.credit.expiresAt, locale) })}`
                      : month.creditPercent
                        ? `${month.creditPercent} % · ${formatUsd(month.creditCents, locale)}`
                        : '—'}
                  </td>
                  <td>
                    <Badge tone={STATE_TONE[month.state]}>{t(`state.${month.state}`)}</Badge>
                  </td>
                </tr>
              ))}
            </tbody>
          </DataTable>
        )}
      </Stack>
    </Card>
  );
}
