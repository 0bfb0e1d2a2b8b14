import { formatUsd, HOSTING_ADDONS, type HostingAddonKey, type HostingPriceLine } from '@storefront/contracts';
import { useLocale, useTranslation } from '@storefront/platform';
import { Alert, Card, Divider, Heading, Price, Skeleton, Stack, Text } from '@storefront/ui';
import type { HostingQuote } from '@storefront/contracts';
import type { LiveQuote } from '../../../shared/use-live-quote';
import { HOSTING_NS } from '../../../i18n/register';

const isAddonLine = (key: HostingPriceLine['key']): key is HostingAddonKey => Object.hasOwn(HOSTING_ADDONS, key);

/**
 * An add-on's quantity on its line, as the api writes its label: `Additional file storage (10 GB)` (hosting-pricing.ts);
 * null for any other line, or a label not in that form (then the api's label shows as it is).
 */
function addonQuantity(line: HostingPriceLine): number | null {
  if (!isAddonLine(line.key)) return null;
  const match = /\((\d+) ([A-Za-z]+)\)$/.exec(line.label);
  return match && match[2] === HOSTING_ADDONS[line.key].unit ? Number(match[1]) : null;
}

/** The api's price of the configuration: its lines for the term, the domain's first year, the bonus month, today's total and the renewal. */
export function QuoteSummary({ quote, loading, error }: LiveQuote<HostingQuote>) {
  const { t } = useTranslation(HOSTING_NS);
  const { locale } = useLocale();
  /** A line in the reader's language: add-ons by their key (as the cloud server's lines), a domain by its name, a plan, theme or plugin by its own name. */
  const labelOf = (line: HostingPriceLine) => {
    if (line.key === 'domain') return t('configure.summary.domainLine', { name: line.label });
    const quantity = addonQuantity(line);
    return quantity !== null && isAddonLine(line.key) ? t(`configure.summary.line.${line.key}`, { quantity, unit: HOSTING_ADDONS[line.key].unit }) : line.label;
  };
  if (!quote) return loading ? <Skeleton height={240} /> : <Alert tone="danger">{error ?? t('errors.loadDescription')}</Alert>;
  return (
    <Card aria-labelledby="hosting-quote" aria-busy={loading}>
      <Stack gap={12}>
        <Heading level={2} size="card" id="hosting-quote">
          {t('configure.summary.title')}
        </Heading>
        <ul aria-label={t('configure.summary.lines')} style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 6 }}>
          {quote.lines.map((line) => (
            <li key={`${line.key}-${line.label}`} style={{ display: 'flex', justifyContent: 'space-between', gap: 12 }}>
              <Text as="span">{labelOf(line)}</Text>
              <Text as="span" weight="semibold">
                {line.key === 'domain' && quote.domain?.free ? t('configure.summary.free') : formatUsd(line.amount, locale)}
              </Text>
            </li>
          ))}
        </ul>
        {quote.domain?.free && <Alert tone="success">{t('configure.summary.freeDomain', { name: quote.domain.name, renewal: formatUsd(quote.domain.renewal ?? 0, locale) })}</Alert>}
        {quote.bonusMonths > 0 && <Alert tone="success">{t('configure.summary.bonus', { count: quote.bonusMonths })}</Alert>}
        <Divider />
        <Stack direction="row" justify="between" align="center">
          <Text weight="bold">{t('configure.summary.today', { count: quote.months })}</Text>
          <Price cents={quote.total} size="lg" />
        </Stack>
        <Text variant="muted">{t('configure.summary.renewal', { amount: formatUsd(quote.renewal, locale), count: quote.months })}</Text>
        {error && <Alert tone="danger">{error}</Alert>}
      </Stack>
    </Card>
  );
}
