import { CLOUD_OPERATING_SYSTEMS, CLOUD_SERVER_ADDON_KEYS, type CloudServerAddonKey } from '@storefront/contracts';
import type { Db } from '../database';
import { upsertRows } from './upsert';

/** What each cloud server package is made of (its products row holds its name and monthly price). */
export const CLOUD_PACKAGE_SPECS: Record<string, { vcpu: number; ramGb: number; storageGb: number; storage: 'SSD' | 'NVMe'; bandwidthTb: number }> = {
  'cs-baby-cloud-1': { vcpu: 1, ramGb: 1, storageGb: 20, storage: 'SSD', bandwidthTb: 1 },
  'cs-baby-cloud-2': { vcpu: 1, ramGb: 2, storageGb: 30, storage: 'SSD', bandwidthTb: 1 },
  'cs-basic-cloud-1': { vcpu: 2, ramGb: 2, storageGb: 40, storage: 'SSD', bandwidthTb: 2 },
  'cs-basic-cloud-2': { vcpu: 2, ramGb: 4, storageGb: 60, storage: 'SSD', bandwidthTb: 2 },
  'cs-basic-cloud-3': { vcpu: 4, ramGb: 4, storageGb: 80, storage: 'SSD', bandwidthTb: 3 },
  'cs-standard-cloud-1': { vcpu: 4, ramGb: 8, storageGb: 120, storage: 'SSD', bandwidthTb: 4 },
  'cs-standard-cloud-2': { vcpu: 6, ramGb: 12, storageGb: 160, storage: 'SSD', bandwidthTb: 5 },
  'cs-standard-cloud-3': { vcpu: 8, ramGb: 16, storageGb: 240, storage: 'SSD', bandwidthTb: 6 },
  'cs-premium-cloud-1': { vcpu: 12, ramGb: 32, storageGb: 480, storage: 'NVMe', bandwidthTb: 8 },
  'cs-premium-cloud-2': { vcpu: 16, ramGb: 64, storageGb: 960, storage: 'NVMe', bandwidthTb: 10 },
};

/**
 * A package's price split into its cpu, ram and storage lines (40 % / 35 % / the rest, in whole cents, so the
 * lines add up to the price exactly); HDD storage costs 60 % of the SSD line.
 */
export function packageLines(price: number): { cpu: number; ram: number; ssd: number; hdd: number } {
  const cpu = Math.round(price * 0.4);
  const ram = Math.round(price * 0.35);
  const ssd = price - cpu - ram;
  return { cpu, ram, ssd, hdd: Math.round(ssd * 0.6) };
}

/** Cents per month per unit (cs-more-storage: per 10 GB; its HDD price beside). */
const ADDON_PRICES: Record<CloudServerAddonKey, { unit: number; hdd: number | null }> = {
  'cs-cpu': { unit: 400, hdd: null },
  'cs-ram': { unit: 250, hdd: null },
  'cs-bandwidth': { unit: 300, hdd: null },
  'cs-additional-ip': { unit: 350, hdd: null },
  'cs-more-storage': { unit: 100, hdd: 60 },
};

/** Licences in cents per month; every other system is free. */
const OS_LICENCES: Record<string, number> = { 'windows-server-2019': 1500, 'windows-10': 1000 };

const OS_DESCRIPTIONS: Record<string, { en: string; km: string }> = {
  Ubuntu: {
    en: 'The most popular Linux for servers: long-term support releases, a huge package archive and wide documentation.',
    km: 'លីនុចដែលពេញនិយមបំផុតសម្រាប់ម៉ាស៊ីនមេ៖ កំណែគាំទ្ររយៈ⁠ពេលវែង បណ្ណសារកញ្ចប់ធំ និងឯកសារណែនាំទូលំទូលាយ។',
  },
  CentOS: {
    en: 'A community enterprise Linux built from Red Hat sources, for stable, long-running workloads.',
    km: 'លីនុចសហគ្រាសរបស់សហគមន៍ ដែលបង្កើតពីកូដប្រភព Red Hat សម្រាប់ការងារដែលមានស្ថិរភាព និងដំណើរ⁠ការយូរ។',
  },
  Debian: {
    en: 'A rock-solid, community-run Linux known for its stability and careful security updates.',
    km: 'លីនុចដែលរឹងមាំ គ្រប់⁠គ្រងដោយសហគមន៍ ល្បីដោយស្ថិរភាព និងការធ្វើបច្ចុប្បន្ន⁠ភាពសុវត្ថិភាពយ៉ាងប្រុងប្រយ័ត្ន។',
  },
  'Windows Server': {
    en: 'Microsoft Windows Server with Remote Desktop, IIS and .NET; the monthly licence is included in the price.',
    km: 'Microsoft Windows Server ជាមួយ Remote Desktop, IIS និង .NET; អាជ្ញាបណ្ណប្រចាំខែត្រូវបានរួមបញ្ចូលក្នុងតម្លៃ។',
  },
  Windows: {
    en: 'A Windows 10 desktop in the cloud, reachable by Remote Desktop; the monthly licence is included in the price.',
    km: 'ផ្ទៃតុ Windows 10 នៅលើ Cloud ដែលចូលប្រើតាម Remote Desktop; អាជ្ញាបណ្ណប្រចាំខែត្រូវបានរួមបញ្ចូលក្នុងតម្លៃ។',
  },
  AlmaLinux: {
    en: 'A free enterprise Linux, binary compatible with Red Hat Enterprise Linux, with long-term support.',
    km: 'លីនុចសហគ្រាសឥតគិតថ្លៃ ដែលត្រូវគ្នាជាមួយ Red Hat Enterprise Linux និងមានការគាំទ្ររយៈ⁠ពេលវែង។',
  },
  'Rocky Linux': {
    en: 'A community enterprise Linux, compatible with Red Hat Enterprise Linux, for production servers.',
    km: 'លីនុចសហគ្រាសរបស់សហគមន៍ ដែលត្រូវគ្នាជាមួយ Red Hat Enterprise Linux សម្រាប់ម៉ាស៊ីនមេផលិតកម្ម។',
  },
};

/** The discount of each billing cycle against monthly, in basis points. */
const CYCLE_DISCOUNTS: Record<number, number> = { 1: 0, 12: 500, 24: 1000, 36: 1500 };

/** Seeds the configurator's option catalogue (safe on every start: upserts). */
export async function seedCloudServerOptions(trx: Db, prices: Record<string, number>): Promise<void> {
  const packages = Object.entries(CLOUD_PACKAGE_SPECS).map(([key, spec]) => {
    const price = prices[key];
    if (price === undefined) throw new Error(`No product row for the cloud server package ${key}`);
    const lines = packageLines(price);
    return {
      key,
      vcpu: spec.vcpu,
      ram_gb: spec.ramGb,
      storage_gb: spec.storageGb,
      bandwidth_tb: spec.bandwidthTb,
      cpu_price: lines.cpu,
      ram_price: lines.ram,
      ssd_storage_price: lines.ssd,
      hdd_storage_price: lines.hdd,
    };
  });
  await upsertRows(trx, 'cloud_server_packages', packages, ['key']);
  await upsertRows(trx, 'cloud_server_addons', CLOUD_SERVER_ADDON_KEYS.map((key, index) => ({ key, unit_price: ADDON_PRICES[key].unit, hdd_unit_price: ADDON_PRICES[key].hdd, sort: index })), ['key']);
  const systems = CLOUD_OPERATING_SYSTEMS.map((os, index) => {
    const words = OS_DESCRIPTIONS[os.family];
    if (!words) throw new Error(`No description for ${os.family}`);
    return { key: os.key, name: os.name, family: os.family, version: os.version, licence_price: OS_LICENCES[os.key] ?? 0, description_en: words.en, description_km: words.km, sort: index };
  });
  await upsertRows(trx, 'cloud_server_os', systems, ['key']);
  await upsertRows(trx, 'cloud_server_cycles', Object.entries(CYCLE_DISCOUNTS).map(([months, discount]) => ({ months: Number(months), discount_bp: discount })), ['months']);
}
