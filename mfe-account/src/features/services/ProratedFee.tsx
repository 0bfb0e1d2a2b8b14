import type { ReactNode } from 'react';
import { useTranslation } from '@storefront/platform';
import { Alert, Price, Stack, Text } from '@storefront/ui';
import { ACCOUNT_NS } from '../../i18n/register';

/** What the api prices a change made for the rest of a service's term at (a server's resources, a hosting plan). */
export interface ProratedQuote {
  fee: number;
  remainingDays: number;
  termDays: number;
  currentRenewal: number;
  renewal: number;
  downgrade: boolean;
}

/**
 * A change's price as the customer reads it: what it becomes (`after`), today's fee for the days left of the
 * term, the renewal before and after, and — for a downgrade — that it costs nothing now (`downgradeNote`).
 */
export function ProratedFee({ quote, after, downgradeNote }: { quote: ProratedQuote; after?: ReactNode; downgradeNote: string }) {
  const { t } = useTranslation(ACCOUNT_NS);
  return (
    <Stack gap={6} aria-live="polite">
      {after && <Text>{after}</Text>}
      <Stack direction="row" justify="between" align="center" gap={12}>
        <Text weight="semibold">{t('services.upgrade.today', { days: quote.remainingDays, term: quote.termDays })}</Text>
        <Price cents={quote.fee} />
      </Stack>
      <Text variant="small">
        {t('services.upgrade.renewal')} <Price cents={quote.currentRenewal} /> → <Price cents={quote.renewal} />
      </Text>
      {quote.downgrade && <Alert tone="info">{downgradeNote}</Alert>}
    </Stack>
  );
}
