import { i18n } from '@storefront/platform';
import { ACCOUNT_NS } from './register';

describe('the cloud server upgrade price', () => {
  it("issue 28.15: counts the days left as English does ('the 1 day left'), and Khmer has one form", () => {
    const en = i18n.getFixedT('en', ACCOUNT_NS);
    const km = i18n.getFixedT('km', ACCOUNT_NS);
    expect(en('services.upgrade.today', { days: 1, term: '1 year' })).toBe('Today, for the 1 day left of 1 year');
    expect(en('services.upgrade.today', { days: 30, term: '1 year' })).toBe('Today, for the 30 days left of 1 year');
    expect(km('services.upgrade.today', { days: 1, term: '1 ឆ្នាំ' })).toBe('ថ្ងៃនេះ សម្រាប់ 1 ថ្ងៃដែលនៅសល់ ក្នុងចំណោម 1 ឆ្នាំ');
  });
});
