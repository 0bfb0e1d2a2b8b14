import type { InvoiceSummary } from '@storefront/contracts';
import { useTranslation } from '@storefront/platform';
import { Badge } from '@storefront/ui';
import { ACCOUNT_NS } from '../../i18n/register';

/** Paid (green) or unpaid (amber). */
export function InvoiceStatusBadge({ status }: { status: InvoiceSummary['status'] }) {
  const { t } = useTranslation(ACCOUNT_NS);
  return <Badge tone={status === 'paid' ? 'success' : 'warning'}>{t(`invoices.status.${status}`)}</Badge>;
}
