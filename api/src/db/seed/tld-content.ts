import type { Locale } from '@storefront/contracts';

/** The words about a TLD (GET /api/tlds/content, the TLD page, the spotlight), in English and Khmer. */
export interface TldCopy {
  title: string;
  summary: string;
  uses: string[];
  requirements: string | null;
}

/** Written copy for the TLDs customers ask about most; the rest get generated words (domains/tld-words.ts). */
export const TLD_COPY: Record<string, Record<Locale, TldCopy>> = {
  com: {
    en: {
      title: 'The .com domain',
      summary: "The world's most recognised domain ending. A .com name is what customers type first, so it suits any business, brand or personal site.",
      uses: ['Business websites', 'Online stores', 'Brands and products'],
      requirements: null,
    },
    km: {
      title: 'ដែន .com',
      summary: 'ដែនដែលគេស្គាល់ច្រើនជាងគេបំផុតនៅលើពិភពលោក។ អតិថិជនតែងវាយ .com មុនគេ ដូច្នេះវាសមស្របសម្រាប់អាជីវ⁠កម្ម ម៉ាកយីហោ ឬគេហទំព័រផ្ទាល់⁠ខ្លួនគ្រប់ប្រភេទ។',
      uses: ['គេហទំព័រអាជីវ⁠កម្ម', 'ហាងលក់ទំនិញអនឡាញ', 'ម៉ាកយីហោ និងផលិតផល'],
      requirements: null,
    },
  },
  net: {
    en: {
      title: 'The .net domain',
      summary: 'Originally made for network providers, .net is a trusted alternative to .com for technology companies, online services and communities.',
      uses: ['Technology and internet services', 'Online communities', 'An alternative when the .com is taken'],
      requirements: null,
    },
    km: {
      title: 'ដែន .net',
      summary: 'ដើមឡើយបង្កើតសម្រាប់ក្រុម⁠ហ៊ុនផ្តល់សេវាបណ្តាញ ឥឡូវនេះ .net ជាជម្រើសដែលគួរឱ្យទុកចិត្តក្រៅពី .com សម្រាប់ក្រុម⁠ហ៊ុនបច្ចេកវិទ្យា សេវាអនឡាញ និងសហគមន៍។',
      uses: ['សេវាបច្ចេកវិទ្យា និងអ៊ីនធឺណិត', 'សហគមន៍អនឡាញ', 'ជម្រើសមួយនៅពេលដែល .com មានគេយករួចហើយ'],
      requirements: null,
    },
  },
  org: {
    en: {
      title: 'The .org domain',
      summary: 'The home of non-profits, foundations, schools and open-source projects: a .org name tells visitors you serve a cause, not just a market.',
      uses: ['Non-profits and NGOs', 'Education and community projects', 'Open-source software'],
      requirements: null,
    },
    km: {
      title: 'ដែន .org',
      summary: 'ផ្ទះរបស់អង្គការមិនរកប្រាក់ចំណេញ មូលនិធិ សាលារៀន និងគម្រោងកូដចំហ៖ ឈ្មោះ .org ប្រាប់អ្នកទស្សនាថាអ្នកបម្រើបុព្វហេតុមួយ មិនមែនត្រឹមតែទីផ្សារប៉ុណ្ណោះទេ។',
      uses: ['អង្គការមិនរកប្រាក់ចំណេញ និងអង្គការក្រៅរដ្ឋាភិបាល', 'គម្រោងអប់រំ និងសហគមន៍', 'កម្មវិធីកូដចំហ'],
      requirements: null,
    },
  },
  info: {
    en: {
      title: 'The .info domain',
      summary: 'Made for sharing knowledge: guides, documentation, FAQs and resource sites. Short, memorable and low-priced in its first year.',
      uses: ['Information and resource sites', 'Product documentation', 'Campaign and event pages'],
      requirements: null,
    },
    km: {
      title: 'ដែន .info',
      summary: 'បង្កើតឡើងសម្រាប់ចែករំលែកចំណេះដឹង៖ មគ្គុទ្ទេសក៍ ឯកសារណែនាំ សំណួរញឹកញាប់ និងគេហទំព័រធនធាន។ ខ្លី ងាយចាំ និងមានតម្លៃទាបក្នុងឆ្នាំដំបូង។',
      uses: ['គេហទំព័រព័ត៌មាន និងធនធាន', 'ឯកសារណែនាំផលិតផល', 'ទំព័រយុទ្ធនាការ និងព្រឹត្តិការណ៍'],
      requirements: null,
    },
  },
  xyz: {
    en: {
      title: 'The .xyz domain',
      summary: 'A flexible, modern ending for any idea, from start-ups to side projects. Often the easiest way to get the exact name you want.',
      uses: ['Start-ups and new ventures', 'Personal and creative projects', 'Short, memorable names'],
      requirements: null,
    },
    km: {
      title: 'ដែន .xyz',
      summary: 'ដែនទំនើប និងបត់បែនសម្រាប់គំនិតគ្រប់ប្រភេទ ចាប់ពីអាជីវ⁠កម្មថ្មីរហូតដល់គម្រោងផ្ទាល់⁠ខ្លួន។ ជារឿយៗ វាជាមធ្យោបាយងាយស្រួលបំផុតដើម្បីទទួលបានឈ្មោះដែលអ្នកចង់បាន។',
      uses: ['អាជីវ⁠កម្មចាប់ផ្តើមថ្មី', 'គម្រោងផ្ទាល់⁠ខ្លួន និងការច្នៃប្រឌិត', 'ឈ្មោះខ្លី និងងាយចាំ'],
      requirements: null,
    },
  },
  online: {
    en: {
      title: 'The .online domain',
      summary: 'Says exactly where you are. A clear choice for businesses moving online, digital services and personal brands.',
      uses: ['Businesses going online', 'Digital services and apps', 'Personal brands and portfolios'],
      requirements: null,
    },
    km: {
      title: 'ដែន .online',
      summary: 'ប្រាប់យ៉ាងច្បាស់ថាអ្នកនៅទីណា។ ជម្រើសច្បាស់លាស់សម្រាប់អាជីវ⁠កម្មដែលកំពុងផ្លាស់មកលើអនឡាញ សេវាឌីជីថល និងម៉ាកយីហោផ្ទាល់⁠ខ្លួន។',
      uses: ['អាជីវ⁠កម្មដែលចាប់ផ្តើមលក់អនឡាញ', 'សេវាឌីជីថល និងកម្មវិធី', 'ម៉ាកយីហោផ្ទាល់⁠ខ្លួន និងផលប័ត្រការងារ'],
      requirements: null,
    },
  },
  store: {
    en: {
      title: 'The .store domain',
      summary: 'Built for selling. A .store name tells shoppers they can buy from you the moment they see your address.',
      uses: ['Online shops', 'Retail brands', 'Product launches'],
      requirements: null,
    },
    km: {
      title: 'ដែន .store',
      summary: 'បង្កើតឡើងសម្រាប់ការលក់។ ឈ្មោះ .store ប្រាប់អ្នកទិញថាពួកគេអាចទិញពីអ្នកបានភ្លាមៗ នៅពេលដែលឃើញអាសយដ្ឋានរបស់អ្នក។',
      uses: ['ហាងអនឡាញ', 'ម៉ាកយីហោលក់រាយ', 'ការដាក់លក់ផលិតផលថ្មី'],
      requirements: null,
    },
  },
  tech: {
    en: {
      title: 'The .tech domain',
      summary: 'For the people who build things: software companies, start-ups, developers and gadget reviewers.',
      uses: ['Software and IT companies', 'Tech start-ups', 'Developer blogs and portfolios'],
      requirements: null,
    },
    km: {
      title: 'ដែន .tech',
      summary: 'សម្រាប់អ្នកដែលបង្កើតរបស់ថ្មីៗ៖ ក្រុម⁠ហ៊ុនកម្មវិធី អាជីវ⁠កម្មចាប់ផ្តើមថ្មី អ្នកអភិវឌ្ឍន៍ និងអ្នកវាយតម្លៃឧបករណ៍បច្ចេកវិទ្យា។',
      uses: ['ក្រុម⁠ហ៊ុនកម្មវិធី និងព័ត៌មានវិទ្យា', 'អាជីវ⁠កម្មបច្ចេកវិទ្យាចាប់ផ្តើមថ្មី', 'ប្លុក និងផលប័ត្ររបស់អ្នកអភិវឌ្ឍន៍'],
      requirements: null,
    },
  },
  shop: {
    en: {
      title: 'The .shop domain',
      summary: 'A short, global word for commerce. Ideal for online stores, marketplaces and local shops opening on the web.',
      uses: ['E-commerce stores', 'Marketplaces', 'Local shops selling online'],
      requirements: null,
    },
    km: {
      title: 'ដែន .shop',
      summary: 'ពាក្យខ្លី និងជាសកលសម្រាប់ពាណិជ្ជកម្ម។ ល្អបំផុតសម្រាប់ហាងអនឡាញ ទីផ្សារអនឡាញ និងហាងក្នុងស្រុកដែលចាប់ផ្តើមលក់លើអ៊ីនធឺណិត។',
      uses: ['ហាងពាណិជ្ជកម្មអេឡិចត្រូនិក', 'ទីផ្សារអនឡាញ', 'ហាងក្នុងស្រុកដែលលក់អនឡាញ'],
      requirements: null,
    },
  },
  cloud: {
    en: {
      title: 'The .cloud domain',
      summary: 'For cloud services, SaaS products and hosting: a name that tells customers your product lives online and grows with them.',
      uses: ['SaaS products', 'Cloud and hosting services', 'Data and infrastructure platforms'],
      requirements: null,
    },
    km: {
      title: 'ដែន .cloud',
      summary: 'សម្រាប់សេវាពពក (Cloud) ផលិតផល SaaS និងសេវាបង្ហោះ៖ ឈ្មោះដែលប្រាប់អតិថិជនថាផលិតផលរបស់អ្នកដំណើរ⁠ការលើអនឡាញ និងរីកចម្រើនជាមួយពួកគេ។',
      uses: ['ផលិតផល SaaS', 'សេវាពពក និងសេវាបង្ហោះ', 'វេទិកាទិន្នន័យ និងហេដ្ឋារចនាសម្ព័ន្ធ'],
      requirements: null,
    },
  },
  ai: {
    en: {
      title: 'The .ai domain',
      summary: "Anguilla's country code has become the address of artificial intelligence: the choice for AI products, research labs and data companies.",
      uses: ['AI products and assistants', 'Machine-learning research', 'Data and automation companies'],
      requirements: null,
    },
    km: {
      title: 'ដែន .ai',
      summary: 'កូដប្រទេសរបស់អង់ហ្គីឡា បានក្លាយជាអាសយដ្ឋាននៃបញ្ញាសិប្បនិម្មិត៖ ជម្រើសសម្រាប់ផលិតផល AI មន្ទីរពិសោធន៍ស្រាវជ្រាវ និងក្រុម⁠ហ៊ុនទិន្នន័យ។',
      uses: ['ផលិតផល និងជំនួយការ AI', 'ការស្រាវជ្រាវផ្នែករៀនម៉ាស៊ីន (Machine Learning)', 'ក្រុម⁠ហ៊ុនទិន្នន័យ និងស្វ័យប្រវត្តិកម្ម'],
      requirements: null,
    },
  },
  io: {
    en: {
      title: 'The .io domain',
      summary: 'The country code of the British Indian Ocean Territory, adopted worldwide by developers as "input/output". Popular with start-ups, APIs and developer tools.',
      uses: ['Developer tools and APIs', 'Tech start-ups', 'Games and web apps'],
      requirements: null,
    },
    km: {
      title: 'ដែន .io',
      summary: 'កូដប្រទេសរបស់ដែនដីមហាសមុទ្រឥណ្ឌារបស់អង់គ្លេស ដែលអ្នកអភិវឌ្ឍន៍ទូទាំងពិភពលោកយកមកប្រើជា "input/output"។ ពេញនិយមក្នុងចំណោមអាជីវ⁠កម្មចាប់ផ្តើមថ្មី API និងឧបករណ៍សម្រាប់អ្នកអភិវឌ្ឍន៍។',
      uses: ['ឧបករណ៍អ្នកអភិវឌ្ឍន៍ និង API', 'អាជីវ⁠កម្មបច្ចេកវិទ្យាចាប់ផ្តើមថ្មី', 'ហ្គេម និងកម្មវិធីវេប'],
      requirements: null,
    },
  },
  kh: {
    en: {
      title: 'The .kh domain',
      summary: "Cambodia's own country-code domain. It shows customers at a glance that you are a Cambodian business or organisation.",
      uses: ['Cambodian businesses', 'Local organisations and institutions', 'Brands serving Cambodia'],
      requirements: 'Registered through the Cambodian registry: a copy of your business registration (or an ID card for individuals) is requested after checkout.',
    },
    km: {
      title: 'ដែន .kh',
      summary: 'ដែនកូដប្រទេសផ្ទាល់របស់កម្ពុជា។ វាបង្ហាញអតិថិជនភ្លាមៗថាអ្នកជាអាជីវ⁠កម្ម ឬអង្គការកម្ពុជា។',
      uses: ['អាជីវ⁠កម្មកម្ពុជា', 'អង្គការ និងស្ថាប័នក្នុងស្រុក', 'ម៉ាកយីហោដែលបម្រើទីផ្សារកម្ពុជា'],
      requirements: 'ចុះបញ្ជីតាមរយៈការិយាល័យចុះបញ្ជីដែនកម្ពុជា៖ យើងនឹងស្នើសុំច្បាប់ចម្លងវិញ្ញាបនបត្រចុះបញ្ជីអាជីវ⁠កម្ម (ឬអត្តសញ្ញាណប័ណ្ណសម្រាប់បុគ្គល) បន្ទាប់ពីការទូទាត់។',
    },
  },
  'com.kh': {
    en: {
      title: 'The .com.kh domain',
      summary: 'The commercial domain of Cambodia, trusted by local companies, shops and service providers.',
      uses: ['Registered Cambodian companies', 'Local shops and services', 'Cambodian e-commerce'],
      requirements: 'For commercial entities: a Cambodian business registration certificate or trademark is requested after checkout.',
    },
    km: {
      title: 'ដែន .com.kh',
      summary: 'ដែនពាណិជ្ជកម្មរបស់កម្ពុជា ដែលក្រុម⁠ហ៊ុន ហាង និងអ្នកផ្តល់សេវាក្នុងស្រុកទុកចិត្ត។',
      uses: ['ក្រុម⁠ហ៊ុនដែលបានចុះបញ្ជីនៅកម្ពុជា', 'ហាង និងសេវាក្នុងស្រុក', 'ពាណិជ្ជកម្មអេឡិចត្រូនិកនៅកម្ពុជា'],
      requirements: 'សម្រាប់អង្គភាពពាណិជ្ជកម្ម៖ យើងនឹងស្នើសុំវិញ្ញាបនបត្រចុះបញ្ជីអាជីវ⁠កម្មនៅកម្ពុជា ឬពាណិជ្ជសញ្ញា បន្ទាប់ពីការទូទាត់។',
    },
  },
  th: {
    en: {
      title: 'The .th domain',
      summary: "Thailand's country-code domain, for brands that want a Thai address.",
      uses: ['Thai businesses', 'Brands serving Thailand', 'Tourism and hospitality'],
      requirements: 'Registered through the Thai registry (THNIC): a Thai company registration or trademark is requested after checkout.',
    },
    km: {
      title: 'ដែន .th',
      summary: 'ដែនកូដប្រទេសរបស់ប្រទេសថៃ សម្រាប់ម៉ាកយីហោដែលចង់បានអាសយដ្ឋានថៃ។',
      uses: ['អាជីវ⁠កម្មថៃ', 'ម៉ាកយីហោដែលបម្រើទីផ្សារថៃ', 'ទេសចរណ៍ និងបដិសណ្ឋារកិច្ច'],
      requirements: 'ចុះបញ្ជីតាមរយៈការិយាល័យចុះបញ្ជីដែនថៃ (THNIC)៖ យើងនឹងស្នើសុំឯកសារចុះបញ្ជីក្រុម⁠ហ៊ុនថៃ ឬពាណិជ្ជសញ្ញា បន្ទាប់ពីការទូទាត់។',
    },
  },
  'co.th': {
    en: {
      title: 'The .co.th domain',
      summary: 'The commercial domain of Thailand, the usual address of Thai companies online.',
      uses: ['Registered Thai companies', 'Thai online shops', 'Regional offices in Thailand'],
      requirements: 'For companies registered in Thailand: a company registration document (or a Thai trademark) is requested after checkout.',
    },
    km: {
      title: 'ដែន .co.th',
      summary: 'ដែនពាណិជ្ជកម្មរបស់ប្រទេសថៃ ដែលជាអាសយដ្ឋានអនឡាញធម្មតារបស់ក្រុម⁠ហ៊ុនថៃ។',
      uses: ['ក្រុម⁠ហ៊ុនដែលបានចុះបញ្ជីនៅប្រទេសថៃ', 'ហាងអនឡាញថៃ', 'ការិយាល័យតំបន់នៅប្រទេសថៃ'],
      requirements: 'សម្រាប់ក្រុម⁠ហ៊ុនដែលបានចុះបញ្ជីនៅប្រទេសថៃ៖ យើងនឹងស្នើសុំឯកសារចុះបញ្ជីក្រុម⁠ហ៊ុន (ឬពាណិជ្ជសញ្ញាថៃ) បន្ទាប់ពីការទូទាត់។',
    },
  },
};

/** Country names for the generated words of the other country-code TLDs. */
export const TLD_COUNTRIES: Record<string, Record<Locale, string>> = {
  sg: { en: 'Singapore', km: 'សិង្ហបុរី' },
  vn: { en: 'Vietnam', km: 'វៀតណាម' },
  jp: { en: 'Japan', km: 'ជប៉ុន' },
  in: { en: 'India', km: 'ឥណ្ឌា' },
  uk: { en: 'the United Kingdom', km: 'ចក្រភពអង់គ្លេស' },
  'co.uk': { en: 'the United Kingdom', km: 'ចក្រភពអង់គ្លេស' },
  de: { en: 'Germany', km: 'អាល្លឺម៉ង់' },
  fr: { en: 'France', km: 'បារាំង' },
  eu: { en: 'the European Union', km: 'សហភាពអឺរ៉ុប' },
  nl: { en: 'the Netherlands', km: 'ហូឡង់' },
  us: { en: 'the United States', km: 'សហរដ្ឋអាមេរិក' },
  ca: { en: 'Canada', km: 'កាណាដា' },
  'com.br': { en: 'Brazil', km: 'ប្រេស៊ីល' },
  mx: { en: 'Mexico', km: 'ម៉ិកស៊ិក' },
  'co.za': { en: 'South Africa', km: 'អាហ្វ្រិកខាងត្បូង' },
  ng: { en: 'Nigeria', km: 'នីហ្សេរីយ៉ា' },
  ke: { en: 'Kenya', km: 'កេនយ៉ា' },
  ma: { en: 'Morocco', km: 'ម៉ារ៉ុក' },
};

export const REGION_NAMES: Record<string, Record<Locale, string>> = {
  americas: { en: 'the Americas', km: 'តំបន់អាមេរិក' },
  europe: { en: 'Europe', km: 'តំបន់អឺរ៉ុប' },
  asia: { en: 'Asia', km: 'តំបន់អាស៊ី' },
  africa: { en: 'Africa', km: 'តំបន់អាហ្វ្រិក' },
};
