import { describe, it } from 'node:test';
import { expect } from 'expect';
import { invoiceLineDescription, localisedRenewalLine, renewalLineDescription, type InvoiceLineItem } from './line-description';

const line = (type: string, title: string, payload: Record<string, unknown>, period = 1, periodUnit = 'month'): InvoiceLineItem => ({ type, title, description: 'the cart’s English words', period, periodUnit, payload });
const both = (item: InvoiceLineItem) => [invoiceLineDescription(item, 'en'), invoiceLineDescription(item, 'km')];

describe('issue 28.14: an invoice line is worded from the item’s data in English and Khmer', () => {
  it('issue 28.14: a hosting plan names its domain, free for the first year, and its bonus months', () => {
    const plan = line('wordpress-hosting', 'WordPress Basic', { websiteName: 'blog', region: 'TH', addons: { fileStorage: 0, databaseStorage: 5, additionalIp: 1 }, domain: 'blog.com', domainConnection: { free: true }, bonusMonths: 1 }, 12);
    expect(both(plan)).toEqual([
      'WordPress Basic — WordPress hosting · blog · Thailand (Bangkok) · +5 GB database storage · +1 IP · blog.com free for the first year · +1 free month (12 months)',
      'WordPress Basic — សេវាបង្ហោះ WordPress · blog · ថៃ (បាងកក) · ទំហំផ្ទុកមូលដ្ឋានទិន្នន័យបន្ថែម 5 GB · IP បន្ថែម 1 · ដែន blog.com ឥតគិតថ្លៃសម្រាប់ឆ្នាំដំបូង · +1 ខែឥតគិតថ្លៃ (12 ខែ)',
    ]);
  });

  it('issue 28.14: an upgrade, an AWS request and SMS items read in the reader’s words', () => {
    const upgrade = line('upgrade', 'Basic Cloud 1 upgrade', {
      serverName: 'web-1',
      current: { vcpu: 2, ramGb: 2, storageGb: 40, storageType: 'hdd' },
      resources: { vcpu: 4, ramGb: 8, storageGb: 80, storageType: 'ssd' },
      remainingDays: 12,
      termDays: 30,
    });
    expect(both(upgrade)).toEqual([
      'Basic Cloud 1 — Server upgrade · web-1 · 2 vCPU, 2 GB RAM, 40 GB HDD → 4 vCPU, 8 GB RAM, 80 GB SSD · 12 of 30 days (1 month)',
      'Basic Cloud 1 — ការដំឡើងម៉ាស៊ីនមេ · web-1 · 2 vCPU, 2 GB RAM, 40 GB HDD → 4 vCPU, 8 GB RAM, 80 GB SSD · 12 ថ្ងៃ ក្នុងចំណោម 30 ថ្ងៃ (1 ខែ)',
    ]);
    expect(invoiceLineDescription(line('upgrade', 'Basic Cloud 1 downgrade', {}), 'km')).toBe('Basic Cloud 1 — ការបន្ថយម៉ាស៊ីនមេ (1 ខែ)');
    expect(both(line('aws', 'AWS account', { company: 'Mekong Web', region: 'ap-southeast-1' }))).toEqual([
      'AWS account — AWS account · Mekong Web · Asia Pacific (Singapore) (1 month)',
      'AWS account — គណនី AWS · Mekong Web · អាស៊ីប៉ាស៊ីហ្វិក (សិង្ហបុរី) (1 ខែ)',
    ]);
    expect(invoiceLineDescription(line('sms-brand-name', 'Brand name', { brandName: 'MEKONG', operators: ['cellcard', 'smart'] }, 1, 'year'), 'km')).toBe('Brand name — ឈ្មោះម៉ាក SMS · MEKONG · Cellcard, Smart (1 ឆ្នាំ)');
    expect(invoiceLineDescription(line('sms-service', 'SMS 1000', { quantity: 3, brandName: null }), 'km')).toBe('SMS 1000 — កញ្ចប់ SMS · ចំនួន 3 (1 ខែ)');
  });

  it('issue 28.14: a renewal line is stored in English and read in Khmer; another line stays as written', () => {
    expect(renewalLineDescription('Domain example.com — 1 year')).toBe('Renewal: Domain example.com — 1 year');
    expect(localisedRenewalLine('Renewal: Domain example.com — 2 years', 'km')).toBe('ការបន្ត៖ ដែន example.com — 2 ឆ្នាំ');
    expect(localisedRenewalLine('Renewal: Shared Basic — my-shop', 'km')).toBe('ការបន្ត៖ Shared Basic — my-shop');
    expect(localisedRenewalLine('Renewal: Shared Basic — my-shop', 'en')).toBe('Renewal: Shared Basic — my-shop');
    expect(localisedRenewalLine('Migration work', 'km')).toBe('Migration work');
  });
});
