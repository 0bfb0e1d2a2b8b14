/**
 * The products' feature lists in Khmer (issue 15 item 9): each English feature of products.ts and the SSL seeds
 * by its pattern, with its numbers carried over. A feature without a translation stops the seed (so no product
 * shows English on /km).
 */
const PHRASES: [RegExp, (...groups: string[]) => string][] = [
  [/^(\d+) websites?$/, (n) => `គេហទំព័រ ${n}`],
  [/^Unlimited websites$/, () => 'គេហទំព័រគ្មានដែនកំណត់'],
  [/^(\d+) WordPress sites?$/, (n) => `គេហទំព័រ WordPress ${n}`],
  [/^(\d+) GB (SSD|NVMe)(?: storage)?$/, (n, kind) => `ទំហំផ្ទុក ${kind} ${n} GB`],
  [/^(\d+) email accounts$/, (n) => `គណនីអ៊ីមែល ${n}`],
  [/^Unlimited email accounts$/, () => 'គណនីអ៊ីមែលគ្មានដែនកំណត់'],
  [/^Free SSL(?: certificate)?$/, () => 'វិញ្ញាបនបត្រ SSL ឥតគិតថ្លៃ'],
  [/^Free domain on annual plans \(first year\)$/, () => 'ដែនឥតគិតថ្លៃ សម្រាប់គម្រោងប្រចាំឆ្នាំ (ឆ្នាំដំបូង)'],
  [/^Daily backups$/, () => 'ការបម្រុង⁠ទុកប្រចាំថ្ងៃ'],
  [/^Weekly backups$/, () => 'ការបម្រុង⁠ទុកប្រចាំសប្តាហ៍'],
  [/^Priority support$/, () => 'ការគាំទ្រអាទិភាព'],
  [/^Dedicated IP$/, () => 'អាសយដ្ឋាន IP ផ្ទាល់⁠ខ្លួន'],
  [/^(\d+) vCPU$/, (n) => `ស្នូល vCPU ${n}`],
  [/^(\d+) GB RAM$/, (n) => `អង្គចងចាំ RAM ${n} GB`],
  [/^(\d+) TB bandwidth$/, (n) => `កម្រិតបញ្ជូនទិន្នន័យ ${n} TB`],
  [/^Automatic updates$/, () => 'ការធ្វើបច្ចុប្បន្ន⁠ភាពដោយស្វ័យប្រវត្តិ'],
  [/^Staging site$/, () => 'គេហទំព័រសាកល្បង (staging)'],
  [/^Free extra month on annual plans$/, () => 'បន្ថែមមួយខែឥតគិតថ្លៃ សម្រាប់គម្រោងប្រចាំឆ្នាំ'],
  [/^Wildcard: all subdomains$/, () => 'Wildcard៖ ដែនរងទាំង\u2060អស់'],
  [/^Multi-domain: up to (\d+) domains included$/, (n) => `ពហុដែន៖ រួមបញ្ចូលរហូតដល់ ${n} ដែន`],
  [/^Single domain$/, () => 'ដែនតែមួយ'],
  [/^(DV|OV|EV) validation$/, (level) => `ការផ្ទៀង⁠ផ្ទាត់ ${level}`],
  [/^256-bit encryption$/, () => 'ការអ៊ិនគ្រីប 256 ប៊ីត'],
  [/^Issued in minutes$/, () => 'ចេញក្នុងរយៈ⁠ពេលប៉ុន្មាននាទី'],
  [/^Issued in 1 to 5 business days$/, () => 'ចេញក្នុងរយៈ⁠ពេល 1 ដល់ 5 ថ្ងៃធ្វើការ'],
];

export function featureKm(feature: string): string {
  for (const [pattern, khmer] of PHRASES) {
    const match = pattern.exec(feature);
    if (match) return khmer(...match.slice(1));
  }
  throw new Error(`No Khmer text for the product feature "${feature}" (api/src/db/seed/product-texts-km.ts)`);
}
