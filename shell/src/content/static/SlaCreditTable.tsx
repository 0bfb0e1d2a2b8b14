import { Badge, DataTable } from '@storefront/ui';
import { useTranslation } from '@storefront/platform';

/** The SLA credit tiers of spec §9, in order of severity. */
export const SLA_TIERS = ['tier1', 'tier2', 'tier3'] as const;

/** Service credit by monthly uptime: 5%, 10%, 15% of the instance's monthly fee. */
export function SlaCreditTable() {
  const { t } = useTranslation('static');
  const base = 'sla.sections.credits';
  return (
    <DataTable caption={t(`${base}.tableCaption`)}>
      <thead>
        <tr>
          <th scope="col">{t(`${base}.colUptime`)}</th>
          <th scope="col">{t(`${base}.colCredit`)}</th>
        </tr>
      </thead>
      <tbody>
        {SLA_TIERS.map((tier) => (
          <tr key={tier}>
            <th scope="row">{t(`${base}.tiers.${tier}.range`)}</th>
            <td>
              <Badge tone="info">{t(`${base}.tiers.${tier}.credit`)}</Badge>
            </td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
