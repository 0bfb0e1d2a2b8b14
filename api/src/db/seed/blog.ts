import type { Kysely } from 'kysely';
import { blogBodySchema, isBlogKey, type BlogBlock, type BlogTagKey, type Locale } from '@storefront/contracts';
import { readingMinutes } from '../../blog/reading-time';
import type { Database } from '../database';
import { upsertRows } from './upsert';

const h2 = (text: string): BlogBlock => ({ type: 'heading', level: 2, text });
const p = (text: string): BlogBlock => ({ type: 'paragraph', text });
const ul = (...items: string[]): BlogBlock => ({ type: 'list', ordered: false, items });
const ol = (...items: string[]): BlogBlock => ({ type: 'list', ordered: true, items });

interface PostText {
  title: string;
  excerpt: string;
  description: string;
  coverAlt: string;
  body: BlogBlock[];
}

interface Author {
  name: Record<Locale, string>;
  role: Record<Locale, string>;
}

export interface BlogSeed {
  key: string;
  tags: BlogTagKey[];
  author: Author;
  publishedAt: string;
  updatedAt: string;
  en: PostText;
  km: PostText;
}

const SOKHA: Author = { name: { en: 'Sokha Chan', km: 'ចាន់ សុខា' }, role: { en: 'Domains team lead', km: 'ប្រធានក្រុមសេវាដែន' } };
const VANNAK: Author = { name: { en: 'Vannak Sok', km: 'សុខ វណ្ណៈ' }, role: { en: 'Hosting engineer', km: 'វិស្វករសេវាបង្ហោះ' } };
const SREYMOM: Author = { name: { en: 'Sreymom Keo', km: 'កែវ ស្រីមុំ' }, role: { en: 'Security engineer', km: 'វិស្វករសុវត្ថិភាព' } };

/** The blog's articles, English and Khmer: practical guides for the storefront's customers. */
export const BLOG_POSTS: BlogSeed[] = [
  {
    key: 'choosing-a-domain-name-for-your-cambodian-business',
    tags: ['domains', 'business'],
    author: SOKHA,
    publishedAt: '2026-07-08T02:00:00.000Z',
    updatedAt: '2026-07-08T02:00:00.000Z',
    en: {
      title: 'Choosing a domain name for your Cambodian business',
      excerpt: 'Short, easy to say, easy to spell in Latin letters: a practical checklist for picking the name your customers will type, print and remember.',
      description:
        'How to choose a domain name for a business in Cambodia: keep it short, make it easy to say over the phone, check trademarks and social media names, and decide between .com, .kh and .com.kh.',
      coverAlt: 'A shop front with a web address on its sign',
      body: [
        p(
          'Your domain name is the address printed on your shop sign, your business cards, your Facebook page and every email you send. Changing it later means reprinting, redirecting and explaining, so it pays to spend an hour choosing well.',
        ),
        h2('Keep it short and easy to say'),
        p('Customers in Cambodia often hear a web address before they see it: from a friend, on the radio, over the phone. Pick a name that can be said once and typed correctly.'),
        ul(
          'Aim for 6 to 15 characters. Every extra letter is another chance to mistype.',
          "Avoid hyphens and numbers where you can: 'angkor-coffee-2' is hard to say out loud.",
          "Choose one spelling of Khmer words in Latin letters and stick to it. 'Phnom Penh', 'Phnompenh' and 'Pnom Penh' are three different addresses.",
          'Say it over the phone to someone who has never seen it. If they ask how to spell it, think again.',
        ),
        h2('Make it yours, and only yours'),
        p('Before you buy, check that nobody else has a claim to the name.'),
        ul(
          "Search the Ministry of Commerce's company register and trademark records for the same or similar names.",
          'Check that the same name is free on Facebook, Telegram, TikTok and Instagram, so customers find you everywhere under one name.',
          'Avoid names that are one letter away from a big brand: they confuse customers and can lead to a dispute.',
        ),
        h2('Pick the ending: .com, .kh or .com.kh'),
        p(
          'A .com is recognised everywhere and suits a business that sells abroad. A Cambodian ending (.kh or .com.kh) tells local customers at once that you are here, and is harder for outsiders to register. Many businesses register both and point one at the other. Our guide to .kh and .com.kh explains the difference between the two Cambodian endings.',
        ),
        h2('Register early, and protect it'),
        ol(
          'Register the name as soon as you decide on it: good names are taken every day.',
          'Register the common misspellings and the other endings you can afford, and forward them to your main site.',
          "Register the domain in the company's name, with an email address the company controls, not an employee's personal account.",
          'Turn on automatic renewal. An expired domain takes your website and your email down with it.',
        ),
        p('When you have a shortlist, search for all of the names at once on our domain page: you will see which are free, and the price of each ending side by side.'),
      ],
    },
    km: {
      title: 'ការជ្រើសរើសឈ្មោះដែនសម្រាប់អាជីវ⁠កម្មរបស់អ្នកនៅកម្ពុជា',
      excerpt: 'ខ្លី ងាយនិយាយ ងាយសរសេរជាអក្សរឡាតាំង៖ បញ្ជីត្រួតពិនិត្យជាក់ស្តែងសម្រាប់ជ្រើសរើសឈ្មោះដែលអតិថិជនរបស់អ្នកនឹងវាយ បោះពុម្ព និងចងចាំ។',
      description:
        'របៀបជ្រើសរើសឈ្មោះដែនសម្រាប់អាជីវ⁠កម្មនៅកម្ពុជា៖ ធ្វើឱ្យវាខ្លី ងាយនិយាយតាមទូរស័ព្ទ ពិនិត្យពាណិជ្ជសញ្ញា និងឈ្មោះលើបណ្តាញសង្គម ហើយសម្រេចចិត្តរវាង .com .kh និង .com.kh។',
      coverAlt: 'មុខហាងដែលមានអាសយដ្ឋានគេហទំព័រនៅលើស្លាកសញ្ញា',
      body: [
        p(
          'ឈ្មោះដែនរបស់អ្នក គឺជាអាសយដ្ឋានដែលបោះពុម្ពនៅលើស្លាកហាង កាតជំនួញ ទំព័រ Facebook និងរាល់អ៊ីមែលដែលអ្នកផ្ញើ។ ការប្តូរវានៅពេលក្រោយ មានន័យថាត្រូវបោះពុម្ពឡើងវិញ បញ្ជូនបន្ត និងពន្យល់អតិថិជនម្តងទៀត ដូច្នេះការចំណាយពេលមួយម៉ោងដើម្បីជ្រើសរើសឱ្យបានល្អ គឺពិតជាមានតម្លៃ។',
        ),
        h2('ធ្វើឱ្យវាខ្លី និងងាយនិយាយ'),
        p('អតិថិជននៅកម្ពុជាច្រើនតែឮអាសយដ្ឋានគេហទំព័រ មុនពេលឃើញវា៖ ពីមិត្តភក្តិ តាមវិទ្យុ ឬតាមទូរស័ព្ទ។ ជ្រើសរើសឈ្មោះដែលអាចនិយាយតែម្តង ហើយគេវាយបានត្រឹមត្រូវ។'),
        ul(
          'គោលដៅគឺ 6 ទៅ 15 តួអក្សរ។ អក្សរបន្ថែមនីមួយៗ គឺជាឱកាសមួយទៀតដែលគេអាចវាយខុស។',
          "ជៀសវាងសញ្ញាដាច់ (-) និងលេខ បើអាចធ្វើបាន៖ 'angkor-coffee-2' ពិបាកនិយាយឱ្យគេស្តាប់បាន។",
          "ជ្រើសរើសការសរសេរពាក្យខ្មែរជាអក្សរឡាតាំងតែមួយបែប ហើយប្រើវាជាប់លាប់។ 'Phnom Penh', 'Phnompenh' និង 'Pnom Penh' គឺជាអាសយដ្ឋានបីផ្សេងគ្នា។",
          'សាកល្បងប្រាប់ឈ្មោះនោះតាមទូរស័ព្ទទៅកាន់នរណាម្នាក់ដែលមិនធ្លាប់ឃើញវា។ បើគេសួរថាប្រកបយ៉ាងម៉េច សូមគិតម្តងទៀត។',
        ),
        h2('ធ្វើឱ្យវាក្លាយជារបស់អ្នក និងតែរបស់អ្នកប៉ុណ្ណោះ'),
        p('មុនពេលទិញ សូមពិនិត្យថាគ្មាននរណាម្នាក់ផ្សេងមានសិទ្ធិលើឈ្មោះនោះទេ។'),
        ul(
          'ស្វែងរកក្នុងបញ្ជីចុះ⁠ឈ្មោះក្រុម⁠ហ៊ុន និងកំណត់ត្រាពាណិជ្ជសញ្ញារបស់ក្រសួងពាណិជ្ជកម្ម សម្រាប់ឈ្មោះដូចគ្នា ឬស្រដៀងគ្នា។',
          'ពិនិត្យថាឈ្មោះដដែលនៅទំនេរលើ Facebook, Telegram, TikTok និង Instagram ដើម្បីឱ្យអតិថិជនរកឃើញអ្នកគ្រប់ទីកន្លែងក្រោមឈ្មោះតែមួយ។',
          'ជៀសវាងឈ្មោះដែលខុសពីម៉ាកយីហោធំៗតែមួយអក្សរ៖ វាធ្វើឱ្យអតិថិជនច្រឡំ ហើយអាចនាំឱ្យមានវិវាទ។',
        ),
        h2('ជ្រើសរើសកន្ទុយដែន៖ .com .kh ឬ .com.kh'),
        p(
          'ដែន .com ត្រូវបានគេស្គាល់គ្រប់ទីកន្លែង ហើយសមស្របសម្រាប់អាជីវ⁠កម្មដែលលក់ទៅបរទេស។ កន្ទុយដែនកម្ពុជា (.kh ឬ .com.kh) ប្រាប់អតិថិជនក្នុងស្រុកភ្លាមៗថាអ្នកនៅទីនេះ ហើយអ្នកនៅក្រៅប្រទេសពិបាកចុះបញ្ជីជាង។ អាជីវ⁠កម្មជាច្រើនចុះបញ្ជីទាំងពីរ ហើយបញ្ជូនមួយទៅមួយទៀត។ អត្ថបទណែនាំរបស់យើងអំពី .kh និង .com.kh ពន្យល់ពីភាពខុសគ្នារវាងកន្ទុយដែនកម្ពុជាទាំងពីរនេះ។',
        ),
        h2('ចុះបញ្ជីឱ្យបានឆាប់ ហើយការពារវា'),
        ol(
          'ចុះបញ្ជីឈ្មោះភ្លាមៗនៅពេលអ្នកសម្រេចចិត្ត៖ ឈ្មោះល្អៗត្រូវបានគេយករាល់ថ្ងៃ។',
          'ចុះបញ្ជីការសរសេរខុសដែលគេច្រើនវាយ និងកន្ទុយដែនផ្សេងទៀតតាមលទ្ធភាព ហើយបញ្ជូនបន្តវាទៅគេហទំព័រចម្បងរបស់អ្នក។',
          'ចុះបញ្ជីដែនក្នុងនាមក្រុម⁠ហ៊ុន ជាមួយអាសយដ្ឋានអ៊ីមែលដែលក្រុម⁠ហ៊ុនគ្រប់⁠គ្រង មិនមែនគណនីផ្ទាល់⁠ខ្លួនរបស់បុគ្គលិកណាម្នាក់ឡើយ។',
          'បើកការបន្តដោយស្វ័យប្រវត្តិ។ ដែនដែលផុត⁠កំណត់ នឹងធ្វើឱ្យគេហទំព័រ និងអ៊ីមែលរបស់អ្នកឈប់ដំណើរ⁠ការជាមួយគ្នា។',
        ),
        p('នៅពេលអ្នកមានបញ្ជីឈ្មោះជម្រើស សូមស្វែងរកវាទាំងអស់ក្នុងពេលតែមួយនៅលើទំព័រដែនរបស់យើង៖ អ្នកនឹងឃើញឈ្មោះណាដែលនៅទំនេរ និងតម្លៃនៃកន្ទុយដែននីមួយៗនៅជាប់គ្នា។'),
      ],
    },
  },
  {
    key: 'kh-or-com-kh-which-cambodian-domain',
    tags: ['domains', 'business'],
    author: SOKHA,
    publishedAt: '2026-08-12T02:00:00.000Z',
    updatedAt: '2026-09-30T03:30:00.000Z',
    en: {
      title: '.kh or .com.kh: which Cambodian domain is right for you?',
      excerpt: 'Both end in Cambodia’s country code, but they are not the same. What each one says about you, who can register it, and what paperwork to prepare.',
      description:
        'The difference between a .kh and a .com.kh domain: who can register each, what documents the Cambodian registry asks for, how long it takes, and when to register both.',
      coverAlt: 'A map of Cambodia with the .kh and .com.kh endings',
      body: [
        p(
          '.kh is Cambodia’s country-code top-level domain. Under it sit second-level endings for different kinds of organisation, of which .com.kh is the one for commercial businesses. Both tell customers you are a Cambodian business, but they differ in length, in who may hold them and in what you need to provide.',
        ),
        h2('.com.kh: the commercial address'),
        p('.com.kh is meant for businesses that trade in Cambodia. It is the ending most local companies, shops and service providers use, and customers recognise it.'),
        ul(
          'Who can register: companies and sole proprietors registered in Cambodia.',
          'What to provide: a copy of your business registration certificate (or trademark certificate). The name you register should match your company or trademark name.',
          'Good for: registered companies that want an address that is clearly both Cambodian and commercial.',
        ),
        h2('.kh: shorter and national'),
        p('A name directly under .kh is shorter and stands out: yourbrand.kh is quicker to type than yourbrand.com.kh. It is also scarcer, and costs more.'),
        ul(
          'Who can register: Cambodian organisations and businesses, and individuals with a Cambodian ID card.',
          'What to provide: a copy of your business registration, or your ID card for an individual.',
          'Good for: a brand name you want to own in its shortest form.',
        ),
        h2('What happens after you order'),
        ol(
          'You place the order and pay, as for any domain.',
          'We ask you for the documents by email; you can also upload them from your account.',
          'We submit the request to the Cambodian registry, which checks the documents. This usually takes a few working days, longer if a document is missing or unclear.',
          'Once it is approved, the domain is active and you can point it at your website and email.',
        ),
        p(
          'Tip: make sure the name on your documents matches the name you register exactly. Most delays come from a document in another name, or a scan that cannot be read.',
        ),
        h2('Should you register both?'),
        p(
          'If your budget allows, yes. Make the one you will print on your signs your main address, and point the other at it. It protects your name from someone else, and catches customers who type the other ending out of habit. Many businesses also add a .com for customers abroad.',
        ),
      ],
    },
    km: {
      title: '.kh ឬ .com.kh៖ តើដែនកម្ពុជាមួយណាសមស្របសម្រាប់អ្នក?',
      excerpt: 'ទាំងពីរបញ្ចប់ដោយកូដប្រទេសកម្ពុជា ប៉ុន្តែវាមិនដូចគ្នាទេ។ អ្វីដែលដែននីមួយៗប្រាប់អំពីអ្នក អ្នកណាអាចចុះបញ្ជីបាន និងឯកសារដែលត្រូវរៀបចំ។',
      description: 'ភាពខុសគ្នារវាងដែន .kh និង .com.kh៖ អ្នកណាអាចចុះបញ្ជីនីមួយៗ ឯកសារដែលការិយាល័យចុះបញ្ជីដែនកម្ពុជាស្នើសុំ រយៈ⁠ពេលដែលត្រូវការ និងពេលណាគួរចុះបញ្ជីទាំងពីរ។',
      coverAlt: 'ផែនទីប្រទេសកម្ពុជា ជាមួយកន្ទុយដែន .kh និង .com.kh',
      body: [
        p(
          '.kh គឺជាដែនកម្រិតកំពូលកូដប្រទេសរបស់កម្ពុជា។ នៅក្រោមវា មានកន្ទុយដែនកម្រិតទីពីរសម្រាប់អង្គភាពប្រភេទផ្សេងៗ ដែលក្នុងនោះ .com.kh គឺសម្រាប់អាជីវ⁠កម្មពាណិជ្ជកម្ម។ ទាំងពីរប្រាប់អតិថិជនថាអ្នកជាអាជីវ⁠កម្មកម្ពុជា ប៉ុន្តែវាខុសគ្នាត្រង់ប្រវែង អ្នកដែលអាចកាន់កាប់ និងឯកសារដែលអ្នកត្រូវផ្តល់។',
        ),
        h2('.com.kh៖ អាសយដ្ឋានពាណិជ្ជកម្ម'),
        p('.com.kh ត្រូវបានរៀបចំឡើងសម្រាប់អាជីវ⁠កម្មដែលធ្វើពាណិជ្ជកម្មនៅកម្ពុជា។ វាជាកន្ទុយដែនដែលក្រុម⁠ហ៊ុន ហាង និងអ្នកផ្តល់សេវាក្នុងស្រុកភាគច្រើនប្រើ ហើយអតិថិជនស្គាល់វាច្បាស់។'),
        ul(
          'អ្នកដែលអាចចុះបញ្ជី៖ ក្រុម⁠ហ៊ុន និងសហគ្រាសឯកបុគ្គលដែលបានចុះបញ្ជីនៅកម្ពុជា។',
          'ឯកសារដែលត្រូវផ្តល់៖ ច្បាប់ចម្លងវិញ្ញាបនបត្រចុះបញ្ជីអាជីវ⁠កម្ម (ឬវិញ្ញាបនបត្រពាណិជ្ជសញ្ញា)។ ឈ្មោះដែលអ្នកចុះបញ្ជីគួរតែត្រូវនឹងឈ្មោះក្រុម⁠ហ៊ុន ឬពាណិជ្ជសញ្ញារបស់អ្នក។',
          'សមស្របសម្រាប់៖ ក្រុម⁠ហ៊ុនដែលបានចុះបញ្ជី ហើយចង់បានអាសយដ្ឋានដែលបង្ហាញច្បាស់ថាជាពាណិជ្ជកម្ម និងជារបស់កម្ពុជា។',
        ),
        h2('.kh៖ ខ្លីជាង និងជាដែនជាតិ'),
        p('ឈ្មោះដែលនៅក្រោម .kh ដោយផ្ទាល់ គឺខ្លីជាង ហើយលេចធ្លោ៖ yourbrand.kh វាយលឿនជាង yourbrand.com.kh។ វាក៏កម្រជាង និងមានតម្លៃខ្ពស់ជាងដែរ។'),
        ul(
          'អ្នកដែលអាចចុះបញ្ជី៖ អង្គការ និងអាជីវ⁠កម្មកម្ពុជា និងបុគ្គលដែលមានអត្តសញ្ញាណប័ណ្ណសញ្ជាតិខ្មែរ។',
          'ឯកសារដែលត្រូវផ្តល់៖ ច្បាប់ចម្លងវិញ្ញាបនបត្រចុះបញ្ជីអាជីវ⁠កម្ម ឬអត្តសញ្ញាណប័ណ្ណសម្រាប់បុគ្គល។',
          'សមស្របសម្រាប់៖ ឈ្មោះម៉ាកយីហោដែលអ្នកចង់កាន់កាប់ក្នុងទម្រង់ខ្លីបំផុត។',
        ),
        h2('អ្វីដែលកើតឡើងបន្ទាប់ពីអ្នកបញ្ជាទិញ'),
        ol(
          'អ្នកបញ្ជាទិញ និងបង់⁠ប្រាក់ ដូចដែនផ្សេងទៀតដែរ។',
          'យើងស្នើសុំឯកសារពីអ្នកតាមអ៊ីមែល ហើយអ្នកក៏អាចផ្ទុកវាឡើងពីគណនីរបស់អ្នកបានដែរ។',
          'យើងដាក់ស្នើសំណើទៅការិយាល័យចុះបញ្ជីដែនកម្ពុជា ដែលនឹងពិនិត្យឯកសារ។ ជាធម្មតា ការនេះចំណាយពេលពីរបីថ្ងៃធ្វើការ ឬយូរជាងនេះ ប្រសិនបើឯកសារណាមួយខ្វះ ឬមិនច្បាស់។',
          'នៅពេលត្រូវបានអនុម័ត ដែននឹងដំណើរ⁠ការ ហើយអ្នកអាចភ្ជាប់វាទៅគេហទំព័រ និងអ៊ីមែលរបស់អ្នកបាន។',
        ),
        p('គន្លឹះ៖ ត្រូវប្រាកដថាឈ្មោះនៅលើឯកសាររបស់អ្នក ត្រូវគ្នាទាំងស្រុងនឹងឈ្មោះដែលអ្នកចុះបញ្ជី។ ការពន្យារពេលភាគច្រើនកើតឡើងដោយសារឯកសារក្នុងឈ្មោះផ្សេង ឬរូបស្កេនដែលមើលមិនច្បាស់។'),
        h2('តើគួរចុះបញ្ជីទាំងពីរឬទេ?'),
        p(
          'បើថវិកាអនុញ្ញាត គឺគួរ។ យកដែនដែលអ្នកនឹងបោះពុម្ពលើស្លាកសញ្ញា ធ្វើជាអាសយដ្ឋានចម្បង ហើយបញ្ជូនដែនមួយទៀតមកវា។ វាការពារឈ្មោះរបស់អ្នកពីអ្នកដទៃ ហើយចាប់បានអតិថិជនដែលវាយកន្ទុយដែនមួយទៀតតាមទម្លាប់។ អាជីវ⁠កម្មជាច្រើនក៏បន្ថែមដែន .com សម្រាប់អតិថិជននៅបរទេសផងដែរ។',
        ),
      ],
    },
  },
  {
    key: 'shared-hosting-or-cloud-hosting',
    tags: ['hosting', 'business'],
    author: VANNAK,
    publishedAt: '2026-09-03T02:00:00.000Z',
    updatedAt: '2026-09-03T02:00:00.000Z',
    en: {
      title: 'Shared hosting or cloud hosting: which does your website need?',
      excerpt: 'Shared hosting is the cheapest way to get online; cloud hosting gives you guaranteed resources and room to grow. How to tell which one your site needs today.',
      description:
        'Shared and cloud hosting compared for small businesses: what each one is, what it means for speed and control, the signs you have outgrown shared hosting, and how to move up without downtime.',
      coverAlt: 'Several small websites sharing one server, next to a server of its own',
      body: [
        p('Every website lives on a server. The difference between hosting plans is how much of that server is yours, and how much you share with others.'),
        h2('Shared hosting: a flat in a building'),
        p(
          'On shared hosting, many websites live on one server and share its processors, memory and disks. We look after the server, its security updates and its backups; you manage your site from a control panel. It is the cheapest way to get a business website and email online.',
        ),
        ul(
          'Good for: company websites, brochure sites, blogs, and small shops with a few hundred visitors a day.',
          'You get: a control panel, email accounts, a free SSL certificate and daily backups, with nothing to install or maintain on the server.',
          'The trade-off: a very busy neighbour can slow your site down, and you cannot install your own server software.',
        ),
        h2('Cloud hosting: a house of your own'),
        p(
          'Cloud hosting gives your sites a guaranteed share of processors and memory (vCPU and RAM) that no one else uses. You still manage them from a control panel, and you can add resources as you grow, usually with a restart of a minute or two.',
        ),
        ul(
          'Good for: online shops, sites with steady traffic or sudden peaks (a sale, a campaign), web applications, and agencies hosting many client sites.',
          'You get: predictable speed, more storage, more websites per plan and the ability to scale up.',
          'The trade-off: it costs more each month.',
        ),
        h2('Signs you have outgrown shared hosting'),
        ul(
          'Pages load slowly at busy times of day, even after you have compressed your images and turned on caching.',
          "Your control panel shows you regularly reaching the plan's CPU or memory limits.",
          'You are planning a sale or an advertising campaign that will bring many visitors at once.',
          'You run more websites than your plan allows, or need software the shared server does not offer.',
        ),
        h2('Our advice'),
        p(
          'Start on shared hosting if your site is new and mostly informational: it is cheap and needs almost no maintenance. Choose cloud hosting from the start for an online shop, or as soon as you see the signs above. Moving from one to the other is a migration we can do for you: your files, databases and email are copied and checked, and the switch is made when your visitors are fewest.',
        ),
      ],
    },
    km: {
      title: 'សេវាបង្ហោះរួម ឬសេវាបង្ហោះ Cloud៖ តើគេហទំព័ររបស់អ្នកត្រូវការមួយណា?',
      excerpt: 'សេវាបង្ហោះរួមគឺជាមធ្យោបាយថោកបំផុតដើម្បីដាក់គេហទំព័រលើអ៊ីនធឺណិត រីឯសេវាបង្ហោះ Cloud ផ្តល់ធនធានដែលធានា និងលទ្ធភាពពង្រីក។ របៀបដឹងថាគេហទំព័ររបស់អ្នកត្រូវការមួយណានាពេលនេះ។',
      description:
        'ការប្រៀបធៀបសេវាបង្ហោះរួម និងសេវាបង្ហោះ Cloud សម្រាប់អាជីវ⁠កម្មខ្នាតតូច៖ អ្វីទៅជានីមួយៗ ភាពខុសគ្នាផ្នែកល្បឿន និងការគ្រប់⁠គ្រង សញ្ញាដែលបង្ហាញថាអ្នកត្រូវការច្រើនជាងសេវាបង្ហោះរួម និងរបៀបប្តូរដោយគេហទំព័រមិនឈប់ដំណើរ⁠ការ។',
      coverAlt: 'គេហទំព័រតូចៗជាច្រើនប្រើម៉ាស៊ីនមេតែមួយរួមគ្នា នៅក្បែរម៉ាស៊ីនមេដែលមានម្ចាស់តែម្នាក់',
      body: [
        p('គេហទំព័រនីមួយៗស្ថិតនៅលើម៉ាស៊ីនមេ។ ភាពខុសគ្នារវាងគម្រោងសេវាបង្ហោះ គឺថាតើផ្នែកប៉ុន្មាននៃម៉ាស៊ីនមេនោះជារបស់អ្នក និងផ្នែកប៉ុន្មានដែលអ្នកប្រើរួមជាមួយអ្នកដទៃ។'),
        h2('សេវាបង្ហោះរួម៖ បន្ទប់ជួលក្នុងអគារមួយ'),
        p(
          'ក្នុងសេវាបង្ហោះរួម គេហទំព័រជាច្រើនស្ថិតនៅលើម៉ាស៊ីនមេតែមួយ ហើយប្រើ⁠ប្រាស់ខួរក្បាលដំណើរ⁠ការ អង្គចងចាំ និងថាសរបស់វារួមគ្នា។ យើងថែទាំម៉ាស៊ីនមេ ការធ្វើបច្ចុប្បន្ន⁠ភាពសុវត្ថិភាព និងការបម្រុង⁠ទុករបស់វា រីឯអ្នកគ្រប់⁠គ្រងគេហទំព័ររបស់អ្នកពីផ្ទាំងបញ្ជា។ វាជាមធ្យោបាយថោកបំផុតដើម្បីដាក់គេហទំព័រ និងអ៊ីមែលអាជីវ⁠កម្មលើអ៊ីនធឺណិត។',
        ),
        ul(
          'សមស្របសម្រាប់៖ គេហទំព័រក្រុម⁠ហ៊ុន គេហទំព័រណែនាំផលិតផល ប្លុក និងហាងតូចៗដែលមានអ្នកចូលមើលពីរបីរយនាក់ក្នុងមួយថ្ងៃ។',
          'អ្វីដែលអ្នកទទួលបាន៖ ផ្ទាំងបញ្ជា គណនីអ៊ីមែល វិញ្ញាបនបត្រ SSL ឥតគិតថ្លៃ និងការបម្រុង⁠ទុកប្រចាំថ្ងៃ ដោយមិនចាំបាច់ដំឡើង ឬថែទាំអ្វីនៅលើម៉ាស៊ីនមេឡើយ។',
          'ចំណុចខ្សោយ៖ អ្នកជិតខាងដែលមានអ្នកចូលមើលច្រើនខ្លាំង អាចធ្វើឱ្យគេហទំព័ររបស់អ្នកយឺត ហើយអ្នកមិនអាចដំឡើងកម្មវិធីម៉ាស៊ីនមេផ្ទាល់⁠ខ្លួនបានទេ។',
        ),
        h2('សេវាបង្ហោះ Cloud៖ ផ្ទះផ្ទាល់⁠ខ្លួនរបស់អ្នក'),
        p(
          'សេវាបង្ហោះ Cloud ផ្តល់ឱ្យគេហទំព័ររបស់អ្នកនូវចំណែកខួរក្បាលដំណើរ⁠ការ និងអង្គចងចាំ (vCPU និង RAM) ដែលធានា ហើយគ្មាននរណាម្នាក់ផ្សេងប្រើ។ អ្នកនៅតែគ្រប់⁠គ្រងវាពីផ្ទាំងបញ្ជា ហើយអាចបន្ថែមធនធាននៅពេលអាជីវ⁠កម្មរីកចម្រើន ដែលជាធម្មតាត្រូវការចាប់ផ្តើមឡើងវិញតែមួយ ឬពីរនាទីប៉ុណ្ណោះ។',
        ),
        ul(
          'សមស្របសម្រាប់៖ ហាងអនឡាញ គេហទំព័រដែលមានអ្នកចូលមើលទៀងទាត់ ឬកើនឡើងភ្លាមៗ (ការលក់បញ្ចុះ⁠តម្លៃ យុទ្ធនាការផ្សព្វផ្សាយ) កម្មវិធីវេប និងភ្នាក់ងារដែលបង្ហោះគេហទំព័រអតិថិជនច្រើន។',
          'អ្វីដែលអ្នកទទួលបាន៖ ល្បឿនដែលអាចព្យាករបាន ទំហំផ្ទុកច្រើនជាង គេហទំព័រច្រើនជាងក្នុងមួយគម្រោង និងលទ្ធភាពពង្រីកធនធាន។',
          'ចំណុចខ្សោយ៖ តម្លៃប្រចាំខែខ្ពស់ជាង។',
        ),
        h2('សញ្ញាដែលបង្ហាញថាអ្នកត្រូវការច្រើនជាងសេវាបង្ហោះរួម'),
        ul(
          'ទំព័រផ្ទុកយឺតនៅម៉ោងមមាញឹក ទោះបីអ្នកបានបង្រួមរូបភាព និងបើក caching រួចហើយក៏ដោយ។',
          'ផ្ទាំងបញ្ជារបស់អ្នកបង្ហាញថា អ្នកឈានដល់ដែនកំណត់ CPU ឬអង្គចងចាំរបស់គម្រោងជាញឹកញាប់។',
          'អ្នកកំពុងគ្រោងការលក់បញ្ចុះ⁠តម្លៃ ឬយុទ្ធនាការផ្សាយពាណិជ្ជកម្ម ដែលនឹងនាំអ្នកចូលមើលច្រើនក្នុងពេលតែមួយ។',
          'អ្នកដំណើរ⁠ការគេហទំព័រច្រើនជាងគម្រោងរបស់អ្នកអនុញ្ញាត ឬត្រូវការកម្មវិធីដែលម៉ាស៊ីនមេរួមមិនមាន។',
        ),
        h2('ដំបូន្មានរបស់យើង'),
        p(
          'ចាប់ផ្តើមជាមួយសេវាបង្ហោះរួម ប្រសិនបើគេហទំព័ររបស់អ្នកថ្មី ហើយភាគច្រើនផ្តល់តែព័ត៌មាន៖ វាថោក ហើយស្ទើរតែមិនត្រូវការការថែទាំ។ ជ្រើសរើសសេវាបង្ហោះ Cloud តាំងពីដំបូងសម្រាប់ហាងអនឡាញ ឬភ្លាមៗនៅពេលអ្នកឃើញសញ្ញាខាងលើ។ ការប្តូរពីមួយទៅមួយទៀត គឺជាការផ្លាស់ទីដែលយើងអាចធ្វើជូនអ្នក៖ ឯកសារ មូលដ្ឋានទិន្នន័យ និងអ៊ីមែលរបស់អ្នកត្រូវបានចម្លង និងពិនិត្យ ហើយការប្តូរត្រូវបានធ្វើនៅពេលដែលមានអ្នកចូលមើលតិចបំផុត។',
        ),
      ],
    },
  },
  {
    key: 'ssl-validation-levels-explained',
    tags: ['ssl', 'security'],
    author: SREYMOM,
    publishedAt: '2026-09-24T02:00:00.000Z',
    updatedAt: '2026-09-24T02:00:00.000Z',
    en: {
      title: 'SSL validation levels explained: DV, OV and EV',
      excerpt: 'All three encrypt your visitors’ data in the same way. What differs is how much the certificate authority checks about you, and what that tells your customers.',
      description:
        'Domain-validated, organisation-validated and extended-validation SSL certificates explained: what the certificate authority checks for each, how long issuance takes, what visitors see, and which one to choose.',
      coverAlt: 'A padlock in a browser’s address bar',
      body: [
        p(
          'An SSL certificate (strictly, a TLS certificate) does two things: it encrypts the connection between your visitor’s browser and your website, and it proves that the site belongs to whoever the certificate names. The encryption is equally strong for every type of certificate. What changes between DV, OV and EV is the second part: how thoroughly the certificate authority (CA) checks who you are.',
        ),
        h2('Domain validation (DV)'),
        p('The CA only checks that you control the domain, usually through an email to an address at the domain, a DNS record, or a file placed on your website.'),
        ul(
          'Issued in: minutes.',
          'Paperwork: none.',
          'The certificate shows: the domain name only.',
          'Good for: blogs, personal and company information sites, and any site that needs HTTPS quickly.',
        ),
        h2('Organisation validation (OV)'),
        p(
          'Besides the domain, the CA checks that your organisation legally exists and that the person ordering may act for it: it looks in official business registers and calls a verified phone number.',
        ),
        ul(
          'Issued in: 1 to 3 working days, once the documents are in order.',
          "Paperwork: the company's registration details; sometimes a registration certificate, or a letter from a lawyer or an accountant.",
          "The certificate shows: your organisation's name and location, visible to anyone who opens the certificate's details.",
          'Good for: company sites with login forms, business applications, and sites that collect customer details.',
        ),
        h2('Extended validation (EV)'),
        p(
          'EV follows the strictest checks, set by the CA/Browser Forum: legal existence, physical address, that the organisation is actually operating, and confirmation of the person who approves the order.',
        ),
        ul(
          'Issued in: usually 3 to 7 working days.',
          'Paperwork: as for OV, plus a signed request and further verification calls.',
          'The certificate shows: the full legal name, registration number and jurisdiction of your organisation.',
          'Good for: banks, payment services, online shops, and brands that are often impersonated.',
        ),
        p(
          'Browsers no longer show a green bar or your company name in the address bar for EV certificates: every valid certificate shows the same padlock. The identity details are still in the certificate, where careful customers, partners and auditors can check them.',
        ),
        h2('Which one should you choose?'),
        ol(
          'If you simply need HTTPS on a website, DV is enough: our hosting plans include a free one.',
          'If customers log in or send you personal details, OV shows them that a real, checked company stands behind the site.',
          'If you take payments, or your brand is a target for phishing, EV gives the strongest proof of identity available.',
        ),
        p(
          'Whichever you choose, think about subdomains too: a wildcard certificate covers every subdomain (shop.example.com.kh, mail.example.com.kh), and a multi-domain certificate covers several different names in one certificate.',
        ),
      ],
    },
    km: {
      title: 'ពន្យល់អំពីកម្រិតផ្ទៀង⁠ផ្ទាត់ SSL៖ DV, OV និង EV',
      excerpt: 'ទាំងបីអ៊ិនគ្រីបទិន្នន័យរបស់អ្នកចូលមើលដូចគ្នា។ អ្វីដែលខុសគ្នា គឺកម្រិតដែលអាជ្ញាធរចេញវិញ្ញាបនបត្រពិនិត្យអំពីអ្នក និងអ្វីដែលវាប្រាប់ដល់អតិថិជនរបស់អ្នក។',
      description:
        'ពន្យល់អំពីវិញ្ញាបនបត្រ SSL ប្រភេទផ្ទៀង⁠ផ្ទាត់ដែន (DV) ផ្ទៀង⁠ផ្ទាត់អង្គភាព (OV) និងផ្ទៀង⁠ផ្ទាត់បន្ថែម (EV)៖ អ្វីដែលអាជ្ញាធរចេញវិញ្ញាបនបត្រពិនិត្យ រយៈ⁠ពេលចេញ អ្វីដែលអ្នកចូលមើលឃើញ និងប្រភេទណាដែលគួរជ្រើសរើស។',
      coverAlt: 'សោមួយនៅក្នុងរបារអាសយដ្ឋានរបស់កម្មវិធីរុករក',
      body: [
        p(
          'វិញ្ញាបនបត្រ SSL (តាមពិតគឺវិញ្ញាបនបត្រ TLS) ធ្វើការពីរយ៉ាង៖ វាអ៊ិនគ្រីបការតភ្ជាប់រវាងកម្មវិធីរុករករបស់អ្នកចូលមើល និងគេហទំព័ររបស់អ្នក ហើយវាបញ្ជាក់ថាគេហទំព័រនោះជាកម្មសិទ្ធិរបស់អ្នកដែលមានឈ្មោះក្នុងវិញ្ញាបនបត្រ។ កម្រិតអ៊ិនគ្រីបគឺរឹងមាំដូចគ្នាសម្រាប់វិញ្ញាបនបត្រគ្រប់ប្រភេទ។ អ្វីដែលខុសគ្នារវាង DV, OV និង EV គឺផ្នែកទីពីរ៖ កម្រិតដែលអាជ្ញាធរចេញវិញ្ញាបនបត្រ (CA) ពិនិត្យថាអ្នកជានរណា។',
        ),
        h2('ការផ្ទៀង⁠ផ្ទាត់ដែន (DV)'),
        p('CA គ្រាន់តែពិនិត្យថាអ្នកគ្រប់⁠គ្រងដែននោះ ជាធម្មតាតាមរយៈអ៊ីមែលទៅកាន់អាសយដ្ឋានមួយនៅលើដែន កំណត់ត្រា DNS ឬឯកសារមួយដែលដាក់នៅលើគេហទំព័ររបស់អ្នក។'),
        ul(
          'រយៈ⁠ពេលចេញ៖ ប៉ុន្មាននាទី។',
          'ឯកសារ៖ មិនត្រូវការ។',
          'វិញ្ញាបនបត្របង្ហាញ៖ តែឈ្មោះដែនប៉ុណ្ណោះ។',
          'សមស្របសម្រាប់៖ ប្លុក គេហទំព័រព័ត៌មានផ្ទាល់⁠ខ្លួន និងក្រុម⁠ហ៊ុន និងគេហទំព័រណាដែលត្រូវការ HTTPS យ៉ាងឆាប់រហ័ស។',
        ),
        h2('ការផ្ទៀង⁠ផ្ទាត់អង្គភាព (OV)'),
        p('ក្រៅពីដែន CA ពិនិត្យថាអង្គភាពរបស់អ្នកមានស្របច្បាប់ ហើយអ្នកដែលបញ្ជាទិញមានសិទ្ធិធ្វើសកម្មភាពជំនួសអង្គភាពនោះ៖ វាពិនិត្យក្នុងបញ្ជីចុះ⁠ឈ្មោះអាជីវ⁠កម្មផ្លូវការ ហើយទូរស័ព្ទទៅលេខដែលបានផ្ទៀង⁠ផ្ទាត់។'),
        ul(
          'រយៈ⁠ពេលចេញ៖ 1 ទៅ 3 ថ្ងៃធ្វើការ នៅពេលឯកសារត្រឹមត្រូវ។',
          'ឯកសារ៖ ព័ត៌មានចុះបញ្ជីរបស់ក្រុម⁠ហ៊ុន ហើយពេលខ្លះវិញ្ញាបនបត្រចុះបញ្ជី ឬលិខិតពីមេធាវី ឬគណនេយ្យករ។',
          'វិញ្ញាបនបត្របង្ហាញ៖ ឈ្មោះ និងទីតាំងរបស់អង្គភាពអ្នក ដែលអ្នកណាក៏អាចមើលឃើញនៅពេលបើកព័ត៌មានលម្អិតនៃវិញ្ញាបនបត្រ។',
          'សមស្របសម្រាប់៖ គេហទំព័រក្រុម⁠ហ៊ុនដែលមានទម្រង់ចូលគណនី កម្មវិធីអាជីវ⁠កម្ម និងគេហទំព័រដែលប្រមូលព័ត៌មានអតិថិជន។',
        ),
        h2('ការផ្ទៀង⁠ផ្ទាត់បន្ថែម (EV)'),
        p('EV អនុវត្តការពិនិត្យដ៏តឹងរ៉ឹងបំផុត ដែលកំណត់ដោយ CA/Browser Forum៖ ភាពស្របច្បាប់ អាសយដ្ឋានជាក់ស្តែង ការដំណើរ⁠ការពិតប្រាកដរបស់អង្គភាព និងការបញ្ជាក់ពីអ្នកដែលអនុម័តការបញ្ជាទិញ។'),
        ul(
          'រយៈ⁠ពេលចេញ៖ ជាធម្មតា 3 ទៅ 7 ថ្ងៃធ្វើការ។',
          'ឯកសារ៖ ដូច OV បូកនឹងសំណើដែលបានចុះហត្ថលេខា និងការទូរស័ព្ទផ្ទៀង⁠ផ្ទាត់បន្ថែម។',
          'វិញ្ញាបនបត្របង្ហាញ៖ ឈ្មោះស្របច្បាប់ពេញលេញ លេខចុះបញ្ជី និងយុត្តាធិការរបស់អង្គភាពអ្នក។',
          'សមស្របសម្រាប់៖ ធនាគារ សេវាទូទាត់⁠ប្រាក់ ហាងអនឡាញ និងម៉ាកយីហោដែលត្រូវគេក្លែងបន្លំញឹកញាប់។',
        ),
        p(
          'កម្មវិធីរុករកលែងបង្ហាញរបារពណ៌បៃតង ឬឈ្មោះក្រុម⁠ហ៊ុនរបស់អ្នកនៅក្នុងរបារអាសយដ្ឋានសម្រាប់វិញ្ញាបនបត្រ EV ទៀតហើយ៖ វិញ្ញាបនបត្រត្រឹមត្រូវទាំងអស់បង្ហាញសោដូចគ្នា។ ព័ត៌មានអត្តសញ្ញាណនៅតែមាននៅក្នុងវិញ្ញាបនបត្រ ដែលអតិថិជន ដៃគូ និងសវនករដែលប្រុងប្រយ័ត្នអាចពិនិត្យបាន។',
        ),
        h2('តើគួរជ្រើសរើសមួយណា?'),
        ol(
          'ប្រសិនបើអ្នកគ្រាន់តែត្រូវការ HTTPS លើគេហទំព័រ DV គឺគ្រប់គ្រាន់ហើយ៖ គម្រោងសេវាបង្ហោះរបស់យើងរួមបញ្ចូលវិញ្ញាបនបត្រ DV ឥតគិតថ្លៃ។',
          'ប្រសិនបើអតិថិជនចូលគណនី ឬផ្ញើព័ត៌មានផ្ទាល់⁠ខ្លួនមកអ្នក OV បង្ហាញពួកគេថាមានក្រុម⁠ហ៊ុនពិតប្រាកដដែលបានពិនិត្យរួច នៅពីក្រោយគេហទំព័រ។',
          'ប្រសិនបើអ្នកទទួលការទូទាត់⁠ប្រាក់ ឬម៉ាកយីហោរបស់អ្នកជាគោលដៅនៃការបោកប្រាស់តាមអ៊ីនធឺណិត (phishing) EV ផ្តល់ភស្តុតាងអត្តសញ្ញាណខ្លាំងបំផុតដែលមាន។',
        ),
        p(
          'មិនថាអ្នកជ្រើសរើសមួយណាទេ សូមគិតអំពីដែនរងផងដែរ៖ វិញ្ញាបនបត្រ Wildcard គ្របដណ្តប់ដែនរងទាំងអស់ (shop.example.com.kh, mail.example.com.kh) ហើយវិញ្ញាបនបត្រពហុដែន គ្របដណ្តប់ឈ្មោះផ្សេងៗគ្នាច្រើនក្នុងវិញ្ញាបនបត្រតែមួយ។',
        ),
      ],
    },
  },
  {
    key: 'securing-your-wordpress-site',
    tags: ['wordpress', 'security'],
    author: SREYMOM,
    publishedAt: '2026-10-15T02:00:00.000Z',
    updatedAt: '2026-10-15T02:00:00.000Z',
    en: {
      title: 'Securing your WordPress site: a practical checklist',
      excerpt: 'Most hacked WordPress sites are broken into through an old plugin or a weak password. Practical steps that close the usual doors.',
      description:
        'A WordPress security checklist for small businesses: updates, strong logins and two-factor authentication, fewer plugins, backups you have tested, HTTPS, and what to do if your site is hacked.',
      coverAlt: 'A WordPress dashboard behind a shield',
      body: [
        p(
          'WordPress itself is well maintained. Most break-ins happen through what is added to it: an out-of-date plugin, a theme downloaded from an unofficial site, or an administrator password that was used somewhere else too. These steps close the usual doors.',
        ),
        h2('Keep everything up to date'),
        ul(
          'Update WordPress, your themes and your plugins as soon as updates appear. Turn on automatic updates for minor releases and for plugins you trust.',
          'Delete the plugins and themes you no longer use. A deactivated plugin can still be attacked while its files are on the server.',
          "Install plugins and themes only from WordPress.org or from their developers' own sites. 'Free' copies of paid themes often contain malware.",
        ),
        h2('Protect the login'),
        ul(
          'Give every administrator a long, unique password, kept in a password manager.',
          'Turn on two-factor authentication for every account that can publish or install plugins.',
          "Don't use 'admin' as a user name. Give each person their own account, with the lowest role they need (Editor or Author rather than Administrator).",
          'Limit login attempts, so password-guessing robots are blocked after a few failures.',
        ),
        h2('Protect the site and its data'),
        ul(
          'Serve the whole site over HTTPS with an SSL certificate, and redirect every http:// address to https://.',
          'Keep daily backups stored away from the server, and test a restore at least once, so you know it works when you need it.',
          'Run a PHP version that still receives security updates: you can change it from your hosting control panel.',
          "Stop theme and plugin files being edited from the dashboard by adding define('DISALLOW_FILE_EDIT', true); to wp-config.php.",
        ),
        h2('If your site is hacked'),
        ol(
          "Don't panic, and don't delete everything: the files show how the attacker got in.",
          'Change every password: WordPress administrators, hosting control panel, FTP or SFTP, database and email.',
          'Restore a clean backup from before the break-in, then update everything at once, before you reopen the site.',
          'Find the door that was used (usually an outdated plugin) and close it, or the attacker will come back.',
          'Contact our support team: we can help you find infected files and check the server logs.',
        ),
        p(
          'Our WordPress hosting plans do much of this for you: automatic updates and a free SSL certificate on every plan, and on the higher plans a staging site to test updates safely, and daily backups.',
        ),
      ],
    },
    km: {
      title: 'ការពារគេហទំព័រ WordPress របស់អ្នក៖ បញ្ជីត្រួតពិនិត្យជាក់ស្តែង',
      excerpt: 'គេហទំព័រ WordPress ភាគច្រើនដែលត្រូវគេលួចចូល គឺតាមរយៈកម្មវិធីជំនួយ (plugin) ចាស់ ឬពាក្យ⁠សម្ងាត់ខ្សោយ។ ជំហានជាក់ស្តែងដែលបិទទ្វារទាំងនោះ។',
      description:
        'បញ្ជីត្រួតពិនិត្យសុវត្ថិភាព WordPress សម្រាប់អាជីវ⁠កម្មខ្នាតតូច៖ ការធ្វើបច្ចុប្បន្ន⁠ភាព ការចូលគណនីដែលរឹងមាំ និងការផ្ទៀង⁠ផ្ទាត់ពីរកត្តា កម្មវិធីជំនួយតិច ការបម្រុង⁠ទុកដែលបានសាកល្បង HTTPS និងអ្វីដែលត្រូវធ្វើ ប្រសិនបើគេហទំព័ររបស់អ្នកត្រូវគេលួចចូល។',
      coverAlt: 'ផ្ទាំងគ្រប់⁠គ្រង WordPress នៅពីក្រោយខែល',
      body: [
        p(
          'WordPress ខ្លួនឯងត្រូវបានថែទាំយ៉ាងល្អ។ ការលួចចូលភាគច្រើនកើតឡើងតាមរយៈអ្វីដែលគេបន្ថែមលើវា៖ កម្មវិធីជំនួយដែលហួសសម័យ ស្បែក (theme) ដែលទាញយកពីគេហទំព័រមិនផ្លូវការ ឬពាក្យ⁠សម្ងាត់អ្នកគ្រប់⁠គ្រងដែលធ្លាប់ប្រើនៅកន្លែងផ្សេងដែរ។ ជំហានខាងក្រោមបិទទ្វារដែលគេប្រើជាញឹកញាប់ទាំងនោះ។',
        ),
        h2('ធ្វើបច្ចុប្បន្ន⁠ភាពគ្រប់យ៉ាងជានិច្ច'),
        ul(
          'ធ្វើបច្ចុប្បន្ន⁠ភាព WordPress ស្បែក និងកម្មវិធីជំនួយរបស់អ្នក ភ្លាមៗនៅពេលមានកំណែថ្មី។ បើកការធ្វើបច្ចុប្បន្ន⁠ភាពដោយស្វ័យប្រវត្តិសម្រាប់កំណែតូចៗ និងសម្រាប់កម្មវិធីជំនួយដែលអ្នកទុកចិត្ត។',
          'លុបកម្មវិធីជំនួយ និងស្បែកដែលអ្នកលែងប្រើ។ កម្មវិធីជំនួយដែលបានបិទ នៅតែអាចត្រូវគេវាយប្រហារបាន ដរាបណាឯកសាររបស់វានៅលើម៉ាស៊ីនមេ។',
          "ដំឡើងកម្មវិធីជំនួយ និងស្បែកតែពី WordPress.org ឬពីគេហទំព័រផ្ទាល់របស់អ្នកបង្កើតប៉ុណ្ណោះ។ ច្បាប់ចម្លង 'ឥតគិតថ្លៃ' នៃស្បែកដែលត្រូវបង់⁠ប្រាក់ ច្រើនតែមានមេរោគ។",
        ),
        h2('ការពារការចូលគណនី'),
        ul(
          'ផ្តល់ពាក្យ⁠សម្ងាត់វែង និងមិនដូចគ្នា ដល់អ្នកគ្រប់⁠គ្រងម្នាក់ៗ ហើយរក្សា⁠ទុកវាក្នុងកម្មវិធីគ្រប់⁠គ្រងពាក្យ⁠សម្ងាត់។',
          'បើកការផ្ទៀង⁠ផ្ទាត់ពីរកត្តា សម្រាប់គណនីទាំងអស់ដែលអាចផ្សព្វផ្សាយអត្ថបទ ឬដំឡើងកម្មវិធីជំនួយ។',
          "កុំប្រើ 'admin' ជាឈ្មោះអ្នកប្រើ។ ផ្តល់គណនីផ្ទាល់⁠ខ្លួនដល់មនុស្សម្នាក់ៗ ជាមួយតួនាទីទាបបំផុតដែលពួកគេត្រូវការ (Editor ឬ Author ជំនួសឱ្យ Administrator)។",
          'កំណត់ចំនួនដងនៃការព្យាយាមចូលគណនី ដើម្បីឱ្យរូបយន្តដែលទាយពាក្យ⁠សម្ងាត់ត្រូវបានរារាំង បន្ទាប់ពីបរាជ័យពីរបីដង។',
        ),
        h2('ការពារគេហទំព័រ និងទិន្នន័យរបស់វា'),
        ul(
          'បម្រើគេហទំព័រទាំងមូលតាម HTTPS ជាមួយវិញ្ញាបនបត្រ SSL ហើយបញ្ជូនអាសយដ្ឋាន http:// ទាំងអស់ទៅ https://។',
          'រក្សាការបម្រុង⁠ទុកប្រចាំថ្ងៃនៅក្រៅម៉ាស៊ីនមេ ហើយសាកល្បងស្តារវាឡើងវិញយ៉ាងហោចណាស់ម្តង ដើម្បីដឹងថាវាដំណើរ⁠ការនៅពេលអ្នកត្រូវការ។',
          'ប្រើកំណែ PHP ដែលនៅតែទទួលបានការធ្វើបច្ចុប្បន្ន⁠ភាពសុវត្ថិភាព៖ អ្នកអាចប្តូរវាពីផ្ទាំងបញ្ជាសេវាបង្ហោះរបស់អ្នក។',
          "បិទការកែសម្រួលឯកសារស្បែក និងកម្មវិធីជំនួយពីផ្ទាំងគ្រប់⁠គ្រង ដោយបន្ថែម define('DISALLOW_FILE_EDIT', true); ទៅក្នុង wp-config.php។",
        ),
        h2('ប្រសិនបើគេហទំព័ររបស់អ្នកត្រូវគេលួចចូល'),
        ol(
          'កុំភ័យស្លន់ស្លោ ហើយកុំលុបអ្វីៗទាំងអស់៖ ឯកសារទាំងនោះបង្ហាញពីរបៀបដែលអ្នកវាយប្រហារចូលមក។',
          'ប្តូរពាក្យ⁠សម្ងាត់ទាំងអស់៖ អ្នកគ្រប់⁠គ្រង WordPress ផ្ទាំងបញ្ជាសេវាបង្ហោះ FTP ឬ SFTP មូលដ្ឋានទិន្នន័យ និងអ៊ីមែល។',
          'ស្តារការបម្រុង⁠ទុកដែលស្អាតពីមុនពេលលួចចូល បន្ទាប់មកធ្វើបច្ចុប្បន្ន⁠ភាពគ្រប់យ៉ាងភ្លាមៗ មុនពេលបើកគេហទំព័រឡើងវិញ។',
          'ស្វែងរកទ្វារដែលគេបានប្រើ (ជាធម្មតាគឺកម្មវិធីជំនួយហួសសម័យ) ហើយបិទវា បើមិនដូច្នោះទេ អ្នកវាយប្រហារនឹងត្រឡប់មកវិញ។',
          'ទាក់ទងក្រុមគាំទ្ររបស់យើង៖ យើងអាចជួយអ្នកស្វែងរកឯកសារដែលឆ្លងមេរោគ និងពិនិត្យកំណត់ហេតុម៉ាស៊ីនមេ។',
        ),
        p(
          'គម្រោងសេវាបង្ហោះ WordPress របស់យើងធ្វើកិច្ចការទាំងនេះជាច្រើនជូនអ្នក៖ ការធ្វើបច្ចុប្បន្ន⁠ភាពដោយស្វ័យប្រវត្តិ និងវិញ្ញាបនបត្រ SSL ឥតគិតថ្លៃលើគ្រប់គម្រោង ហើយនៅលើគម្រោងខ្ពស់ៗ មានគេហទំព័រសាកល្បង (staging) សម្រាប់សាកល្បងការធ្វើបច្ចុប្បន្ន⁠ភាពដោយសុវត្ថិភាព និងការបម្រុង⁠ទុកប្រចាំថ្ងៃ។',
        ),
      ],
    },
  },
  {
    key: 'moving-your-website-to-a-cambodian-data-centre',
    tags: ['migration', 'hosting', 'domains'],
    author: VANNAK,
    publishedAt: '2026-11-05T02:00:00.000Z',
    updatedAt: '2026-11-05T02:00:00.000Z',
    en: {
      title: 'Moving your website to a Cambodian data centre',
      excerpt: 'Hosting close to your customers makes pages faster and keeps your data in the country. A step-by-step plan to move without losing emails or visitors.',
      description:
        'Why host your website in a data centre in Cambodia, and how to move it there step by step: taking stock, copying files and databases, testing, lowering the DNS TTL, switching over and checking email, with no downtime.',
      coverAlt: 'Boxes moving from a distant server to a server in Phnom Penh',
      body: [
        p(
          'If most of your visitors are in Cambodia, a server in Phnom Penh is only a few milliseconds away from them. A server in the United States or Europe is often 200 milliseconds or more away for every round trip, and a page needs dozens of them. Moving closer makes your site feel faster, especially on mobile networks, and keeps your customers’ data in the country.',
        ),
        h2('Before you move: take stock'),
        ul(
          'Website files: themes, uploads, scripts, and configuration files such as .htaccess.',
          'Databases: their names and users, and the versions of MySQL or MariaDB and PHP your site runs on.',
          'Email: how many mailboxes, how much mail they hold, and whether you will move them or leave them where they are.',
          "DNS: where your domain's DNS is managed, and every record in it (A, CNAME, MX, and the TXT records for SPF and DKIM).",
          'Scheduled tasks (cron jobs), SSL certificates, and anything else set up on the old server.',
        ),
        h2('The move, step by step'),
        ol(
          'Lower the TTL of your DNS records to 300 seconds (5 minutes) at least a day before the move, so the switch spreads quickly.',
          "Order your new hosting and copy your files and databases to it. Update your site's configuration with the new database details.",
          "Test the site on the new server before anyone else sees it, through a temporary address or your computer's hosts file. Check forms, logins, payments and outgoing email.",
          'Choose a quiet time, such as late in the evening, and put the old site into maintenance mode for a short while so that no orders are lost in between.',
          "Copy the database once more so it has the latest changes, then point your domain's A records at the new server's IP address.",
          'Install the SSL certificate on the new server, and check that every page opens over HTTPS.',
          'Keep the old hosting for at least a week while you watch for errors, then cancel it.',
        ),
        h2("Don't forget email"),
        p(
          'Email is where most moves go wrong. If your mailboxes move too, create them on the new server first and copy the old mail across with an IMAP migration before you change the MX records. If they stay where they are, copy the MX, SPF and DKIM records exactly into the new DNS zone. After the switch, send a test message to and from an outside address.',
        ),
        h2('Let us do it for you'),
        p(
          'Our support team can move your website to our Phnom Penh data centre for you. Tell us where your site is hosted today, and we will plan the move with you, copy everything, and make the switch at the time you choose.',
        ),
      ],
    },
    km: {
      title: 'ផ្លាស់ទីគេហទំព័ររបស់អ្នកមកមជ្ឈមណ្ឌលទិន្នន័យនៅកម្ពុជា',
      excerpt: 'ការបង្ហោះនៅជិតអតិថិជនធ្វើឱ្យទំព័រលឿនជាងមុន ហើយរក្សាទិន្នន័យរបស់អ្នកនៅក្នុងប្រទេស។ ផែនការមួយជំហានម្តងៗ ដើម្បីផ្លាស់ទីដោយមិនបាត់អ៊ីមែល ឬអ្នកចូលមើល។',
      description:
        'ហេតុអ្វីគួរបង្ហោះគេហទំព័ររបស់អ្នកនៅមជ្ឈមណ្ឌលទិន្នន័យក្នុងប្រទេសកម្ពុជា និងរបៀបផ្លាស់ទីវាមួយជំហានម្តងៗ៖ ការរាប់បញ្ជី ការចម្លងឯកសារ និងមូលដ្ឋានទិន្នន័យ ការសាកល្បង ការបន្ថយ TTL របស់ DNS ការប្តូរ និងការពិនិត្យអ៊ីមែល ដោយគេហទំព័រមិនឈប់ដំណើរ⁠ការ។',
      coverAlt: 'ប្រអប់កំពុងផ្លាស់ទីពីម៉ាស៊ីនមេនៅឆ្ងាយ ទៅកាន់ម៉ាស៊ីនមេនៅភ្នំពេញ',
      body: [
        p(
          'ប្រសិនបើអ្នកចូលមើលភាគច្រើនរបស់អ្នកនៅកម្ពុជា ម៉ាស៊ីនមេនៅភ្នំពេញគឺនៅឆ្ងាយពីពួកគេតែប៉ុន្មានមិល្លីវិនាទីប៉ុណ្ណោះ។ ម៉ាស៊ីនមេនៅសហរដ្ឋអាមេរិក ឬអឺរ៉ុប ច្រើនតែឆ្ងាយ 200 មិល្លីវិនាទី ឬច្រើនជាងនេះ សម្រាប់ការធ្វើដំណើរទៅមកនីមួយៗ ហើយទំព័រមួយត្រូវការការធ្វើដំណើរទៅមករាប់សិបដង។ ការផ្លាស់ទីមកជិតធ្វើឱ្យគេហទំព័ររបស់អ្នកលឿនជាងមុន ជាពិសេសនៅលើបណ្តាញទូរស័ព្ទចល័ត ហើយរក្សាទិន្នន័យអតិថិជនរបស់អ្នកនៅក្នុងប្រទេស។',
        ),
        h2('មុនពេលផ្លាស់ទី៖ រាប់បញ្ជីអ្វីដែលអ្នកមាន'),
        ul(
          'ឯកសារគេហទំព័រ៖ ស្បែក ឯកសារដែលបានផ្ទុកឡើង ស្គ្រីប និងឯកសារកំណត់រចនាសម្ព័ន្ធដូចជា .htaccess។',
          'មូលដ្ឋានទិន្នន័យ៖ ឈ្មោះ និងអ្នកប្រើរបស់វា ព្រមទាំងកំណែ MySQL ឬ MariaDB និង PHP ដែលគេហទំព័ររបស់អ្នកប្រើ។',
          'អ៊ីមែល៖ ចំនួនប្រអប់សំបុត្រ ទំហំសំបុត្រដែលវាផ្ទុក និងថាតើអ្នកនឹងផ្លាស់ទីវា ឬទុកវានៅកន្លែងដដែល។',
          'DNS៖ កន្លែងដែល DNS នៃដែនរបស់អ្នកត្រូវបានគ្រប់⁠គ្រង និងកំណត់ត្រាទាំងអស់ដែលវាមាន (A, CNAME, MX និងកំណត់ត្រា TXT សម្រាប់ SPF និង DKIM)។',
          'កិច្ចការកំណត់ពេល (cron jobs) វិញ្ញាបនបត្រ SSL និងអ្វីៗផ្សេងទៀតដែលបានរៀបចំនៅលើម៉ាស៊ីនមេចាស់។',
        ),
        h2('ការផ្លាស់ទី មួយជំហានម្តងៗ'),
        ol(
          'បន្ថយ TTL នៃកំណត់ត្រា DNS របស់អ្នកមក 300 វិនាទី (5 នាទី) យ៉ាងហោចណាស់មួយថ្ងៃមុនពេលផ្លាស់ទី ដើម្បីឱ្យការប្តូររីករាលដាលបានលឿន។',
          'បញ្ជាទិញសេវាបង្ហោះថ្មី ហើយចម្លងឯកសារ និងមូលដ្ឋានទិន្នន័យរបស់អ្នកទៅវា។ ធ្វើបច្ចុប្បន្ន⁠ភាពការកំណត់គេហទំព័ររបស់អ្នក ជាមួយព័ត៌មានមូលដ្ឋានទិន្នន័យថ្មី។',
          'សាកល្បងគេហទំព័រនៅលើម៉ាស៊ីនមេថ្មី មុនពេលអ្នកដទៃឃើញវា ដោយប្រើអាសយដ្ឋានបណ្តោះអាសន្ន ឬឯកសារ hosts នៃកុំព្យូទ័ររបស់អ្នក។ ពិនិត្យទម្រង់បែបបទ ការចូលគណនី ការទូទាត់ និងការផ្ញើអ៊ីមែល។',
          'ជ្រើសរើសពេលស្ងាត់ ដូចជាពេលយប់ជ្រៅ ហើយដាក់គេហទំព័រចាស់ក្នុងរបៀបថែទាំមួយរយៈខ្លី ដើម្បីកុំឱ្យបាត់ការបញ្ជាទិញណាមួយនៅចន្លោះពេលនោះ។',
          'ចម្លងមូលដ្ឋានទិន្នន័យម្តងទៀត ដើម្បីឱ្យវាមានការផ្លាស់ប្តូរចុងក្រោយ បន្ទាប់មកចង្អុលកំណត់ត្រា A នៃដែនរបស់អ្នក ទៅអាសយដ្ឋាន IP នៃម៉ាស៊ីនមេថ្មី។',
          'ដំឡើងវិញ្ញាបនបត្រ SSL នៅលើម៉ាស៊ីនមេថ្មី ហើយពិនិត្យថាទំព័រទាំងអស់បើកតាម HTTPS។',
          'រក្សាសេវាបង្ហោះចាស់យ៉ាងហោចណាស់មួយសប្តាហ៍ ខណៈពេលដែលអ្នកតាមដានកំហុស បន្ទាប់មកទើបលុបចោលវា។',
        ),
        h2('កុំភ្លេចអ៊ីមែល'),
        p(
          'អ៊ីមែលគឺជាកន្លែងដែលការផ្លាស់ទីភាគច្រើនមានបញ្ហា។ ប្រសិនបើប្រអប់សំបុត្ររបស់អ្នកផ្លាស់ទីដែរ សូមបង្កើតវានៅលើម៉ាស៊ីនមេថ្មីជាមុនសិន ហើយចម្លងសំបុត្រចាស់ដោយការផ្លាស់ទីតាម IMAP មុនពេលប្តូរកំណត់ត្រា MX។ ប្រសិនបើវានៅកន្លែងដដែល សូមចម្លងកំណត់ត្រា MX, SPF និង DKIM ឱ្យបានត្រឹមត្រូវទៅក្នុងតំបន់ DNS ថ្មី។ បន្ទាប់ពីប្តូររួច សូមផ្ញើសារសាកល្បងទៅ និងពីអាសយដ្ឋានខាងក្រៅមួយ។',
        ),
        h2('ទុកឱ្យយើងធ្វើជូនអ្នក'),
        p(
          'ក្រុមគាំទ្ររបស់យើងអាចផ្លាស់ទីគេហទំព័ររបស់អ្នកមកមជ្ឈមណ្ឌលទិន្នន័យរបស់យើងនៅភ្នំពេញ។ ប្រាប់យើងពីកន្លែងដែលគេហទំព័ររបស់អ្នកកំពុងបង្ហោះសព្វថ្ងៃ ហើយយើងនឹងរៀបចំផែនការផ្លាស់ទីជាមួយអ្នក ចម្លងអ្វីៗទាំងអស់ និងធ្វើការប្តូរនៅពេលដែលអ្នកជ្រើសរើស។',
        ),
      ],
    },
  },
];

/** The row of a seeded post (its bodies checked against the contracts, its reading time counted). */
export function blogPostRow(post: BlogSeed) {
  if (!isBlogKey(post.key)) throw new Error(`Blog seed: "${post.key}" is not a valid key`);
  return {
    key: post.key,
    title_en: post.en.title,
    title_km: post.km.title,
    excerpt_en: post.en.excerpt,
    excerpt_km: post.km.excerpt,
    description_en: post.en.description,
    description_km: post.km.description,
    cover_alt_en: post.en.coverAlt,
    cover_alt_km: post.km.coverAlt,
    body_en: JSON.stringify(blogBodySchema.parse(post.en.body)),
    body_km: JSON.stringify(blogBodySchema.parse(post.km.body)),
    author_name_en: post.author.name.en,
    author_name_km: post.author.name.km,
    author_role_en: post.author.role.en,
    author_role_km: post.author.role.km,
    tags: JSON.stringify(post.tags),
    reading_minutes: readingMinutes(post.en.body),
    published_at: post.publishedAt,
    updated_at: post.updatedAt,
  };
}

/** Seeds the blog's articles; safe on every start (a changed article is updated in place). */
export async function seedBlog(db: Kysely<Database>, posts: readonly BlogSeed[] = BLOG_POSTS): Promise<void> {
  await upsertRows(db, 'blog_posts', posts.map(blogPostRow), ['key']);
}
