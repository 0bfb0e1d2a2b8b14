/**
 * Khmer has no spaces between words: a browser breaks a Khmer line where its dictionary finds a word end, and
 * Chromium's dictionary splits many compounds ("អាជីវ|កម្ម", business) that a reader sees as one word. Our Khmer
 * texts glue those with a WORD JOINER (U+2060), which every browser honours (shared/ui GlobalStyle, `:lang(km)`).
 * This is the one list of the compounds that are always glued, `|` marking where a joiner goes; the test beside it
 * (khmer-compounds.test.ts) fails on any Khmer text that has one of them unglued, and `npm run lint:khmer -- --fix`
 * glues them. Add a compound here when a Khmer page breaks inside it.
 */
const JOINER = '\u2060';

const COMPOUNDS = [
  'អាជីវ|កម្ម', // business
  'សេវា|កម្ម', // service
  'ទំនាក់|ទំនង', // contact
  'ពាក្យ|សម្ងាត់', // password
  'ផ្ទៀង|ផ្ទាត់', // verify
  'បង់|ប្រាក់', // pay
  'ទូទាត់|ប្រាក់', // settle a payment
  'ទឹក|ប្រាក់', // amount of money
  'បញ្ចុះ|តម្លៃ', // discount
  'សម|តុល្យ', // balance
  'រយៈ|ពេល', // period
  'ដំណើរ|ការ', // process, run
  'ដំណាក់|កាល', // stage
  'កាល|បរិច្ឆេទ', // date
  'ចុះ|ឈ្មោះ', // register
  'កិច្ច|ព្រម|ព្រៀង', // agreement
  'លក្ខ|ខណ្ឌ', // condition
  'បម្រុង|ទុក', // backup
  'រក្សា|ទុក', // save
  'ជូន|ដំណឹង', // notify
  'ផុត|កំណត់', // expire
  'ក្រុម|ហ៊ុន', // company
  'ក្រុម|ការងារ', // team
  'ស្វែង|យល់', // learn about
  'បច្ចុប្បន្ន|ភាព', // update
  'សុពល|ភាព', // validity
  'ស្រេច|ចិត្ត', // optional
  'ផ្ទាល់|ខ្លួន', // personal
  'គ្រប់|គ្រង', // manage
  'ប្រើ|ប្រាស់', // use
];

const plain = (compound) => compound.split('|').join('');
const glued = (compound) => compound.split('|').join(JOINER);

/** The compounds a text has unglued (each once), in the list's order. */
function ungluedIn(text) {
  return COMPOUNDS.filter((compound) => text.includes(plain(compound)));
}

/** The text with every listed compound glued. */
function glue(text) {
  return COMPOUNDS.reduce((out, compound) => out.split(plain(compound)).join(glued(compound)), text);
}

module.exports = { COMPOUNDS, JOINER, glue, ungluedIn };
