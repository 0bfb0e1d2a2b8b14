import type { CloudServerSpec } from '@storefront/contracts';
import { useTranslation } from '@storefront/platform';
import { ACCOUNT_NS } from '../../i18n/register';

const LIST = { margin: 0, padding: 0, listStyle: 'none' } as const;

/** Every IPv4 address of a cloud server, the primary one first (one per IP bought, issue 28.8). */
export function ServerAddresses({ ips }: { ips: string[] }) {
  const { t } = useTranslation(ACCOUNT_NS);
  return (
    <ul aria-label={t('services.server.ipsLabel')} style={{ ...LIST, fontFamily: 'monospace' }}>
      {ips.map((ip) => (
        <li key={ip}>{ip}</li>
      ))}
    </ul>
  );
}

/** What a cloud server runs with: its package plus every add-on paid for (vCPU, RAM, storage, bandwidth, IPs). */
export function ServerResources({ resources }: { resources: CloudServerSpec }) {
  const { t } = useTranslation(ACCOUNT_NS);
  return (
    <ul aria-label={t('services.server.resourcesLabel')} style={LIST}>
      <li>{t('services.server.vcpu', { count: resources.vcpu })}</li>
      <li>{t('services.server.ram', { count: resources.ramGb })}</li>
      <li>{t('services.server.storage', { count: resources.storageGb, type: resources.storageType.toUpperCase() })}</li>
      <li>{t('services.server.bandwidth', { count: resources.bandwidthTb })}</li>
      <li>{t('services.server.ipCount', { count: resources.ipCount })}</li>
    </ul>
  );
}
