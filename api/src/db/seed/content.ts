import { randomUUID } from 'node:crypto';

const DAY = 24 * 60 * 60 * 1000;

export function promotions(now = Date.now()) {
  return [
    {
      code: 'CLOUD_HOSTING_DOMAIN_DISCOUNT',
      title: 'Free .com with annual cloud hosting',
      title_km: 'ដែន .com ឥតគិតថ្លៃ ជាមួយសេវាបង្ហោះ Cloud ប្រចាំឆ្នាំ',
      description: 'Order any cloud hosting plan for 12 months or more and get your first year of a .com domain free.',
      description_km: 'កម្មង់គម្រោងសេវាបង្ហោះ Cloud ណាមួយរយៈ⁠ពេល 12 ខែ ឬច្រើនជាងនេះ ហើយទទួលបានដែន .com ឆ្នាំដំបូងដោយឥតគិតថ្លៃ។',
      discount_type: 'fixed' as const,
      discount_value: 1199,
      starts_at: new Date(now - 10 * DAY),
      ends_at: new Date(now + 50 * DAY),
    },
    {
      code: 'SHARED_HOSTING_DOMAIN_DISCOUNT',
      title: '20% off your domain with shared hosting',
      title_km: 'បញ្ចុះ⁠តម្លៃ 20% លើដែនរបស់អ្នក ជាមួយសេវាបង្ហោះរួម',
      description: 'Launch your website for less: 20% off the first year of the domain you buy with any shared hosting plan (annual plans include a free domain).',
      description_km: 'បើកគេហទំព័ររបស់អ្នកក្នុងតម្លៃទាប៖ បញ្ចុះ 20% លើឆ្នាំដំបូងនៃដែនដែលអ្នកទិញជាមួយគម្រោងសេវាបង្ហោះរួមណាមួយ (គម្រោងប្រចាំឆ្នាំមានដែនឥតគិតថ្លៃ)។',
      discount_type: 'percent' as const,
      discount_value: 20,
      starts_at: new Date(now - 5 * DAY),
      ends_at: new Date(now + 25 * DAY),
    },
    {
      code: 'WP_HOSTING_EXTRA_DISCOUNT',
      title: 'Extra 8% off WordPress hosting',
      title_km: 'បញ្ចុះ⁠តម្លៃបន្ថែម 8% លើសេវាបង្ហោះ WordPress',
      description: 'Pay for a year or more of WordPress hosting: 8% off, on top of the free 13th month every annual WordPress plan gets.',
      description_km: 'បង់⁠ប្រាក់សម្រាប់សេវាបង្ហោះ WordPress មួយឆ្នាំ ឬច្រើនជាងនេះ៖ បញ្ចុះ 8% បន្ថែមលើខែទី 13 ឥតគិតថ្លៃ ដែលគម្រោង WordPress ប្រចាំឆ្នាំទាំងអស់ទទួលបាន។',
      discount_type: 'percent' as const,
      discount_value: 8,
      starts_at: new Date(now - 20 * DAY),
      ends_at: new Date(now + 40 * DAY),
    },
    {
      code: 'TRIAL-CS1M',
      title: 'Try a cloud server free for 30 days',
      title_km: 'សាកល្បងម៉ាស៊ីនមេ Cloud ឥតគិតថ្លៃ 30 ថ្ងៃ',
      description: 'New customers get a Baby Cloud server free for their first month after their first top-up.',
      description_km: 'អតិថិជនថ្មីទទួលបានម៉ាស៊ីនមេ Baby Cloud ឥតគិតថ្លៃសម្រាប់ខែដំបូង បន្ទាប់ពីការបញ្ចូលប្រាក់ដំបូង។',
      discount_type: 'percent' as const,
      discount_value: 100,
      starts_at: new Date(now - 30 * DAY),
      ends_at: new Date(now + 60 * DAY),
    },
    {
      code: 'PC',
      title: 'Last season’s promo credit offer',
      title_km: 'ការផ្តល់ជូនឥណទានប្រូម៉ូសិនរដូវមុន',
      description: 'An ended promotion kept for the records.',
      description_km: 'ប្រូម៉ូសិនដែលបានបញ្ចប់ រក្សា⁠ទុកសម្រាប់កំណត់ត្រា។',
      discount_type: 'fixed' as const,
      discount_value: 500,
      starts_at: new Date(now - 90 * DAY),
      ends_at: new Date(now - 30 * DAY),
    },
  ].map((promotion) => ({ id: randomUUID(), ...promotion }));
}
