/** The emails the storefront sends, in English and Khmer. Plain text: every client shows it. */
export type Locale = 'en' | 'km';

export type EmailTemplate =
  | { template: 'verify-email'; params: { name: string; code: string; minutes: number } }
  | { template: 'reset-password'; params: { name: string; link: string; minutes: number } }
  | { template: 'two-factor-disable'; params: { name: string; link: string; minutes: number } }
  | { template: 'password-changed'; params: { name: string } };

type Rendered = { subject: string; text: string };

const SIGNATURE = {
  en: '\n\n— The Storefront team\nCloud servers, hosting and domains from Phnom Penh and Bangkok',
  km: '\n\n— ក្រុម⁠ការងារ Storefront\nម៉ាស៊ីនមេពពក សេវាបង្ហោះគេហទំព័រ និងដែន ពីភ្នំពេញ និងបាងកក',
};

export function renderEmail(email: EmailTemplate, locale: Locale): Rendered {
  const en = locale === 'en';
  switch (email.template) {
    case 'verify-email': {
      const { name, code, minutes } = email.params;
      return en
        ? { subject: `Your verification code: ${code}`, text: `Hello ${name},\n\nYour email verification code is ${code}. It is valid for ${minutes} minutes.\n\nIf you did not ask for it, you can ignore this email.${SIGNATURE.en}` }
        : { subject: `លេខកូដផ្ទៀង⁠ផ្ទាត់របស់អ្នក៖ ${code}`, text: `សួស្តី ${name}\n\nលេខកូដផ្ទៀង⁠ផ្ទាត់អ៊ីមែលរបស់អ្នកគឺ ${code}។ វាមានសុពល⁠ភាព ${minutes} នាទី។\n\nប្រសិនបើអ្នកមិនបានស្នើសុំទេ សូមមិនអើពើនឹងអ៊ីមែលនេះ។${SIGNATURE.km}` };
    }
    case 'reset-password': {
      const { name, link, minutes } = email.params;
      return en
        ? { subject: 'Reset your Storefront password', text: `Hello ${name},\n\nSomeone asked to reset the password of your Storefront account. To choose a new password, open this link within ${minutes} minutes:\n\n${link}\n\nThe link works once. If you did not ask for it, ignore this email: your password stays as it is.${SIGNATURE.en}` }
        : { subject: 'កំណត់ពាក្យ⁠សម្ងាត់ Storefront របស់អ្នកឡើងវិញ', text: `សួស្តី ${name}\n\nមាននរណាម្នាក់បានស្នើសុំកំណត់ពាក្យ⁠សម្ងាត់គណនី Storefront របស់អ្នកឡើងវិញ។ ដើម្បីជ្រើសរើសពាក្យ⁠សម្ងាត់ថ្មី សូមបើកតំណនេះក្នុងរយៈ⁠ពេល ${minutes} នាទី៖\n\n${link}\n\nតំណនេះប្រើបានតែម្តងប៉ុណ្ណោះ។ ប្រសិនបើអ្នកមិនបានស្នើសុំទេ សូមមិនអើពើ៖ ពាក្យ⁠សម្ងាត់របស់អ្នកនៅដដែល។${SIGNATURE.km}` };
    }
    case 'two-factor-disable': {
      const { name, link, minutes } = email.params;
      return en
        ? { subject: 'Confirm turning off two-factor authentication', text: `Hello ${name},\n\nTo turn off two-factor authentication on your Storefront account, open this link within ${minutes} minutes:\n\n${link}\n\nIf you did not ask for this, do not open the link and change your password.${SIGNATURE.en}` }
        : { subject: 'បញ្ជាក់ការបិទការផ្ទៀង⁠ផ្ទាត់ពីរជំហាន', text: `សួស្តី ${name}\n\nដើម្បីបិទការផ្ទៀង⁠ផ្ទាត់ពីរជំហាននៅលើគណនី Storefront របស់អ្នក សូមបើកតំណនេះក្នុងរយៈ⁠ពេល ${minutes} នាទី៖\n\n${link}\n\nប្រសិនបើអ្នកមិនបានស្នើសុំទេ កុំបើកតំណនេះ ហើយសូមប្តូរពាក្យ⁠សម្ងាត់របស់អ្នក។${SIGNATURE.km}` };
    }
    case 'password-changed': {
      const { name } = email.params;
      return en
        ? { subject: 'Your Storefront password was changed', text: `Hello ${name},\n\nThe password of your Storefront account was just changed, and every other signed-in device was signed out.\n\nIf this was not you, reset your password now and contact our 24/7 support.${SIGNATURE.en}` }
        : { subject: 'ពាក្យ⁠សម្ងាត់ Storefront របស់អ្នកត្រូវបានប្តូរ', text: `សួស្តី ${name}\n\nពាក្យ⁠សម្ងាត់គណនី Storefront របស់អ្នកទើបតែត្រូវបានប្តូរ ហើយឧបករណ៍ផ្សេងទៀតទាំងអស់ត្រូវបានចាកចេញ។\n\nប្រសិនបើមិនមែនជាអ្នកទេ សូមកំណត់ពាក្យ⁠សម្ងាត់ឡើងវិញឥឡូវនេះ ហើយទាក់ទងផ្នែកគាំទ្រ 24/7 របស់យើង។${SIGNATURE.km}` };
    }
  }
}
