import { i18n } from './i18n';
import { translateError, translateMessage } from './translate-message';

describe('translating the spec messages', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('keeps English messages as they are', () => {
    const t = i18n.getFixedT('en');
    expect(translateMessage(t, 'Phone is wrong format')).toBe('Phone is wrong format');
    expect(translateError(t, { code: 'LOGIN_FAILED', message: 'x', details: { remaining: 2, blockedTime: 15 } })).toBe(
      'Invalid username or password. You have 2 attempts before your account is blocked for 15 minutes.',
    );
  });

  it('translates into Khmer by message and by code, once the Khmer messages have loaded', async () => {
    await i18n.changeLanguage('km');
    await new Promise((resolve) => setTimeout(resolve, 0));
    await new Promise((resolve) => setTimeout(resolve, 0));
    const t = i18n.getFixedT('km');
    expect(translateMessage(t, 'Phone is wrong format')).toBe('ទម្រង់លេខទូរស័ព្ទមិនត្រឹមត្រូវ');
    expect(translateError(t, { code: 'ACCOUNT_LOCKED', message: 'x', details: { blockedTime: 15 } })).toContain('15');
    expect(translateMessage(t, 'A message nobody translated')).toBe('A message nobody translated');
  });

  it('translates a message with values through its {name} template, keeping the values', async () => {
    await i18n.changeLanguage('km');
    await new Promise((resolve) => setTimeout(resolve, 0));
    await new Promise((resolve) => setTimeout(resolve, 0));
    const t = i18n.getFixedT('km');
    expect(translateMessage(t, 'Domain my-shop.com.kh is already registered')).toBe('ដែន my-shop.com.kh ត្រូវបានចុះ⁠ឈ្មោះរួចហើយ');
    expect(translateMessage(t, 'You can search at most 5 TLDs at a time')).toContain('5');
    expect(translateError(t, { code: 'BAD_REQUEST', message: 'The auth code (EPP code) is incorrect' })).toBe('លេខកូដផ្ទេរ (កូដ EPP) មិនត្រឹមត្រូវទេ');
    expect(translateMessage(i18n.getFixedT('en'), 'Domain a.com is already registered')).toBe('Domain a.com is already registered');
  });
});
