import { i18n } from '@storefront/platform';
import { HOSTING_NS } from './register';

const t = (key: string, options: Record<string, unknown>, lng = 'en') => i18n.getFixedT(lng, HOSTING_NS)(key, options);

describe('the cloud price timeline', () => {
  it("issue 28.15: counts its months as English does ('in 1 month', '1 free month'), and Khmer has one form", () => {
    expect(t('cloud.firstRenewal', { after: 1, amount: '$10.00', count: 1 })).toBe('At the first renewal, in 1 month: $10.00 for 1 month');
    expect(t('cloud.firstRenewal', { after: 12, amount: '$120.00', count: 12 })).toBe('At the first renewal, in 12 months: $120.00 for 12 months');
    expect(t('cloud.todayBonus', { amount: '$120.00', count: 12, bonus: 1, effective: '$9.23' })).toBe('Today: $120.00 for 12 months + 1 free month ($9.23/mo)');
    expect(t('cloud.todayBonus', { amount: '$240.00', count: 24, bonus: 3, effective: '$8.89' })).toBe('Today: $240.00 for 24 months + 3 free months ($8.89/mo)');
    expect(t('cloud.firstRenewal', { after: 1, amount: '$10.00', count: 1 }, 'km')).toBe('នៅការបន្តលើកដំបូង ក្នុងរយៈ\u2060ពេល 1 ខែ៖ $10.00 សម្រាប់ 1 ខែ');
  });
});
