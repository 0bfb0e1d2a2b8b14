import styled from 'styled-components';
import { formatUsd, type CloudServerQuote, type HostingMonths } from '@storefront/contracts';
import { useTranslation } from '@storefront/platform';
import { Alert, Badge, Divider, Heading, Price, Skeleton, Spinner, Stack, Text } from '@storefront/ui';
import { HOSTING_NS } from '../../../i18n/register';

const Lines = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: 6px 12px;
  margin: 0;
  dt {
    color: ${({ theme }) => theme.colors.muted};
    overflow-wrap: anywhere;
  }
  dd {
    margin: 0;
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
`;

const Cycles = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  display: grid;
  gap: 8px;
  min-width: 0;
  legend {
    font-weight: 700;
    margin-bottom: 8px;
  }
  label {
    display: grid;
    grid-template-columns: auto minmax(0, 1fr) auto;
    gap: 4px 10px;
    align-items: center;
    padding: 10px 12px;
    border-radius: 10px;
    border: 1px solid ${({ theme }) => theme.colors.borderStrong};
    cursor: pointer;
  }
  label:has(input:checked) {
    border: 2px solid ${({ theme }) => theme.colors.brand};
  }
  .save {
    grid-column: 2 / -1;
    display: flex;
    flex-wrap: wrap;
    gap: 6px;
    font-size: 13px;
  }
`;

const Timeline = styled.ol`
  margin: 0;
  padding-left: 20px;
  display: grid;
  gap: 6px;
`;

interface Props {
  quote: CloudServerQuote | null;
  loading: boolean;
  error: string | null;
  months: HostingMonths;
  onMonths: (months: HostingMonths) => void;
}

/** The api's price, live: each line by its §3 key, each billing cycle (a month on it, the saving against monthly, bonus months) and what is paid when. */
export function PriceSummary({ quote, loading, error, months, onMonths }: Props) {
  const { t, i18n } = useTranslation(HOSTING_NS);
  const usd = (cents: number) => formatUsd(cents, i18n.language);
  if (!quote) {
    return error ? <Alert tone="danger">{error}</Alert> : <Skeleton height={320} />;
  }
  return (
    <Stack gap={16} aria-busy={loading} aria-live="polite" data-testid="cloud-summary">
      <Stack direction="row" justify="between" align="center">
        <Heading level={2} size="card">
          {t('cloud.summary')}
        </Heading>
        {loading && <Spinner label={t('cloud.pricing')} size="sm" />}
      </Stack>
      {error && <Alert tone="danger">{error}</Alert>}
      <Lines aria-label={t('cloud.lines')}>
        {quote.lines
          .filter((line) => line.amount > 0 || line.key === 'os' || line.key === 'storage')
          .map((line) => (
            <div key={line.key} style={{ display: 'contents' }}>
              <dt>{t(`cloud.line.${line.key}`, { quantity: line.quantity, unit: line.unit })}</dt>
              <dd>{usd(line.amount)}</dd>
            </div>
          ))}
      </Lines>
      <Stack direction="row" justify="between" align="baseline">
        <Text>{t('cloud.monthly')}</Text>
        <span data-testid="cloud-monthly">
          <Price cents={quote.monthly} suffix={t('plans.perMonth')} locale={i18n.language} />
        </span>
      </Stack>
      <Divider />
      <Cycles>
        <legend>{t('cloud.steps.cycle')}</legend>
        {quote.cycles.map((cycle) => (
          <label key={cycle.months}>
            <input type="radio" name="cloud-cycle" value={cycle.months} checked={cycle.months === months} onChange={() => onMonths(cycle.months as HostingMonths)} />
            <span>{t('plans.months', { count: cycle.months })}</span>
            <span>{t('cloud.perMonthOn', { price: usd(cycle.monthly) })}</span>
            {(cycle.saving > 0 || cycle.bonusMonths > 0) && (
              <span className="save">
                {cycle.saving > 0 && <Badge tone="success" size="sm">{t('cloud.saving', { amount: usd(cycle.saving), percent: cycle.savingPercent })}</Badge>}
                {cycle.bonusMonths > 0 && <Badge tone="hot" size="sm">{t('cloud.bonus', { count: cycle.bonusMonths })}</Badge>}
              </span>
            )}
          </label>
        ))}
      </Cycles>
      <Divider />
      <Stack gap={8}>
        <Heading level={3} size="card">
          {t('cloud.timeline')}
        </Heading>
        <Timeline>
          <li data-testid="cloud-today">
            {quote.timeline.today.bonusMonths > 0
              ? t('cloud.todayBonus', { amount: usd(quote.timeline.today.amount), count: quote.timeline.today.months, bonus: quote.timeline.today.bonusMonths, effective: usd(quote.timeline.today.effectiveMonthly) })
              : t('cloud.today', { amount: usd(quote.timeline.today.amount), count: quote.timeline.today.months })}
          </li>
          <li>{t('cloud.firstRenewal', { after: quote.timeline.firstRenewal.afterMonths, amount: usd(quote.timeline.firstRenewal.amount), count: quote.timeline.firstRenewal.months })}</li>
          {quote.timeline.today.bonusMonths > 0 && <li>{t('cloud.afterPromotion', { effective: usd(quote.timeline.afterPromotion.effectiveMonthly) })}</li>}
        </Timeline>
      </Stack>
      <Stack direction="row" justify="between" align="baseline">
        <Text weight="bold">{t('cloud.dueToday')}</Text>
        <span data-testid="cloud-due-today">
          <Price cents={quote.timeline.today.amount} size="lg" locale={i18n.language} />
        </span>
      </Stack>
    </Stack>
  );
}
