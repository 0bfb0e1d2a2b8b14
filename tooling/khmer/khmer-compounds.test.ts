import { readFileSync } from 'node:fs';
import path from 'node:path';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { COMPOUNDS, JOINER, glue, ungluedIn } = require('./compounds.cjs') as {
  COMPOUNDS: string[];
  JOINER: string;
  glue: (text: string) => string;
  ungluedIn: (text: string) => string[];
};
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { ROOT, khmerFiles } = require('./khmer-files.cjs') as { ROOT: string; khmerFiles: () => string[] };

describe('Khmer compounds are glued with a word joiner, so no line breaks inside them (issue 13, item 9)', () => {
  it('glues each listed compound, leaves glued ones and other text alone, and says which were unglued', () => {
    const text = 'Storefront សម្រាប់អាជីវកម្ម និងអាជីវ\u2060កម្មខ្នាតតូច';
    expect(ungluedIn(text)).toEqual(['អាជីវ|កម្ម']);
    expect(glue(text)).toBe(`Storefront សម្រាប់អាជីវ${JOINER}កម្ម និងអាជីវ${JOINER}កម្មខ្នាតតូច`);
    expect(ungluedIn(glue(text))).toEqual([]);
    expect(glue('កិច្ចព្រមព្រៀង')).toBe(`កិច្ច${JOINER}ព្រម${JOINER}ព្រៀង`);
    expect(glue('Storefront, English only')).toBe('Storefront, English only');
  });

  it('lists each compound once, in Khmer, with at least one place to glue', () => {
    expect(new Set(COMPOUNDS).size).toBe(COMPOUNDS.length);
    for (const compound of COMPOUNDS) expect(compound).toMatch(/^[\u1780-\u17FF]+(\|[\u1780-\u17FF]+)+$/);
  });

  it('finds the Khmer texts of the shell, the remotes and the api', () => {
    const files = khmerFiles();
    expect(files).toEqual(expect.arrayContaining(['shell/src/i18n/locales/km/shell.json', 'mfe-account/src/i18n/locales/km/account.json']));
    expect(files.some((file) => file.startsWith('api/src/'))).toBe(true);
  });

  it('has no Khmer text with a listed compound unglued (npm run lint:khmer -- --fix glues them)', () => {
    const unglued = khmerFiles()
      .map((file) => ({ file, compounds: ungluedIn(readFileSync(path.join(ROOT, file), 'utf8')) }))
      .filter(({ compounds }) => compounds.length > 0)
      .map(({ file, compounds }) => `${file}: ${compounds.map((compound) => compound.replace(/\|/g, '')).join(', ')}`);
    expect(unglued).toEqual([]);
  });
});
