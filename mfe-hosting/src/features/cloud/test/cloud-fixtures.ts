import type { CloudServerOptions, CloudServerQuote } from '@storefront/contracts';

export const OPTIONS: CloudServerOptions = {
  regions: ['cambodia', 'thailand'],
  packages: [
    { key: 'cs-baby-cloud-1', name: 'Baby Cloud 1', bestSeller: false, baby: true, vcpu: 1, ramGb: 1, storageGb: 20, bandwidthTb: 1, price: 499, hddPrice: 449 },
    { key: 'cs-basic-cloud-1', name: 'Basic Cloud 1', bestSeller: true, baby: false, vcpu: 2, ramGb: 2, storageGb: 40, bandwidthTb: 2, price: 899, hddPrice: 809 },
  ],
  operatingSystems: [
    { key: 'ubuntu-24.04', name: 'Ubuntu 24.04', family: 'Ubuntu', version: '24.04', windows: false, description: 'The most popular Linux for servers.', licencePrice: 0 },
    { key: 'windows-server-2019', name: 'Windows Server 2019', family: 'Windows Server', version: '2019', windows: true, description: 'Microsoft Windows Server.', licencePrice: 1500 },
  ],
  storageTypes: ['hdd', 'ssd'],
  addons: [
    { key: 'cs-cpu', line: 'cpu', unit: 'vCPU', min: 0, max: 8, step: 1, price: 400, hddPrice: null },
    { key: 'cs-ram', line: 'ram', unit: 'GB', min: 0, max: 32, step: 1, price: 250, hddPrice: null },
  ],
  cycles: [
    { months: 1, discountPercent: 0 },
    { months: 12, discountPercent: 5 },
  ],
};

/** A quote as the api answers it for a monthly price (the browser shows these numbers, it computes none). */
export function quoteOf(monthly: number, months = 12, os = 'Ubuntu 24.04', osAmount = 0): CloudServerQuote {
  const yearly = Math.round(monthly * 0.95);
  return {
    package: 'cs-basic-cloud-1',
    lines: [
      { key: 'cpu', quantity: 2, unit: 'vCPU', amount: 360 },
      { key: 'ram', quantity: 2, unit: 'GB', amount: 315 },
      { key: 'storage', quantity: 40, unit: 'SSD', amount: 224 },
      { key: 'additionalStorage', quantity: 0, unit: 'GB', amount: 0 },
      { key: 'os', quantity: 1, unit: os, amount: osAmount },
    ],
    monthly,
    months,
    cycles: [
      { months: 1, monthly, total: monthly, saving: 0, savingPercent: 0, bonusMonths: 0 },
      { months: 12, monthly: yearly, total: yearly * 12, saving: monthly * 12 - yearly * 12, savingPercent: 5, bonusMonths: 2 },
    ],
    timeline:
      months === 12
        ? { today: { amount: yearly * 12, months: 12, bonusMonths: 2, effectiveMonthly: Math.round((yearly * 12) / 14) }, firstRenewal: { afterMonths: 14, amount: yearly * 12, months: 12 }, afterPromotion: { effectiveMonthly: yearly } }
        : { today: { amount: monthly, months: 1, bonusMonths: 0, effectiveMonthly: monthly }, firstRenewal: { afterMonths: 1, amount: monthly, months: 1 }, afterPromotion: { effectiveMonthly: monthly } },
  };
}
