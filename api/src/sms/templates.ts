/** The SMS the storefront sends, in English and Khmer: short, the code first (phones show the first line). */
export type SmsTemplate = { template: 'phone-code'; params: { code: string; minutes: number } };

export function renderSms(sms: SmsTemplate, locale: 'en' | 'km'): string {
  switch (sms.template) {
    case 'phone-code': {
      const { code, minutes } = sms.params;
      return locale === 'km'
        ? `${code} គឺជាលេខកូដផ្ទៀង⁠ផ្ទាត់ទូរស័ព្ទ Storefront របស់អ្នក។ វាមានសុពល⁠ភាព ${minutes} នាទី។ កុំចែករំលែកវាជាមួយនរណាម្នាក់។`
        : `${code} is your Storefront phone verification code. It is valid for ${minutes} minutes. Do not share it with anyone.`;
    }
  }
}
