import { randomUUID } from 'node:crypto';

const DAY = 24 * 60 * 60 * 1000;

export function promotions(now = Date.now()) {
  return [
    {
      code: 'CLOUD_HOSTING_DOMAIN_DISCOUNT',
      title: 'Free .com with annual cloud hosting',
      title_km: 'ដែន .com ឥតគិតថ្លៃ ជាមួយសេវាបង្ហោះ Cloud ប្រចាំឆ្នាំ',
      description: 'Order any cloud hosting plan for 12 months or more and get your first year of a .com domain free.',
      description_km: 'កម្មង់គម្រោងសេវាបង្ហោះ Cloud ណាមួយរយៈពេល 12 ខែ ឬច្រើនជាងនេះ ហើយទទួលបានដែន .com ឆ្នាំដំបូងដោយឥតគិតថ្លៃ។',
      discount_type: 'fixed' as const,
      discount_value: 1199,
      starts_at: new Date(now - 10 * DAY),
      ends_at: new Date(now + 50 * DAY),
    },
    {
      code: 'SHARED_HOSTING_DOMAIN_DISCOUNT',
      title: '20% off shared hosting',
      title_km: 'បញ្ចុះតម្លៃ 20% លើសេវាបង្ហោះរួម',
      description: 'Launch your website for less: 20% off the first term of any shared hosting plan.',
      description_km: 'បើកគេហទំព័ររបស់អ្នកក្នុងតម្លៃទាប៖ បញ្ចុះ 20% លើរយៈពេលដំបូងនៃគម្រោងសេវាបង្ហោះរួមណាមួយ។',
      discount_type: 'percent' as const,
      discount_value: 20,
      starts_at: new Date(now - 5 * DAY),
      ends_at: new Date(now + 25 * DAY),
    },
    {
      code: 'WP_HOSTING_EXTRA_DISCOUNT',
      title: 'An extra month of WordPress hosting',
      title_km: 'សេវាបង្ហោះ WordPress បន្ថែមមួយខែ',
      description: 'Pay for a year of WordPress hosting and we add a 13th month on us.',
      description_km: 'បង់ប្រាក់សម្រាប់សេវាបង្ហោះ WordPress មួយឆ្នាំ ហើយយើងបន្ថែមខែទី 13 ជូនដោយឥតគិតថ្លៃ។',
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
      description_km: 'ប្រូម៉ូសិនដែលបានបញ្ចប់ រក្សាទុកសម្រាប់កំណត់ត្រា។',
      discount_type: 'fixed' as const,
      discount_value: 500,
      starts_at: new Date(now - 90 * DAY),
      ends_at: new Date(now - 30 * DAY),
    },
  ].map((promotion) => ({ id: randomUUID(), ...promotion }));
}

const NOTIFICATION_TEMPLATES: [string, string][] = [
  ['Invoice #{n} issued', 'Your invoice #{n} for {item} is ready. It is due upon receipt.'],
  ['Domain renewal reminder', 'mybrand-{n}.com expires in {d} days. Turn on auto-renew or renew it now to keep it.'],
  ['Cloud server provisioned', 'Your server web-{n} (Basic Cloud 1, Ubuntu 24.04) is running in Phnom Penh.'],
  ['Payment received', 'We received your payment of ${amount} for invoice #{n}. Thank you.'],
  ['Scheduled maintenance', 'Network maintenance in Bangkok on day {d} from 01:00 to 03:00 (Asia/Bangkok). No downtime is expected.'],
  ['SSL certificate issued', 'Your PositiveSSL certificate for shop-{n}.com has been issued and installed.'],
];

export function notifications(userId: string, count = 24, now = Date.now()) {
  return Array.from({ length: count }, (_, index) => {
    const [title, body] = NOTIFICATION_TEMPLATES[index % NOTIFICATION_TEMPLATES.length]!;
    const n = String(10231 + index);
    const fill = (text: string) =>
      text.replace(/\{n\}/g, n).replace(/\{d\}/g, String((index % 27) + 3)).replace('{item}', 'Shared Basic (12 months)').replace('{amount}', (29.99 + index).toFixed(2));
    return {
      id: randomUUID(),
      user_id: userId,
      title: fill(title),
      body: fill(body),
      read_at: index % 3 === 0 ? null : new Date(now - index * 9 * 60 * 60 * 1000 + 60_000),
      created_at: new Date(now - index * 9 * 60 * 60 * 1000),
    };
  });
}
