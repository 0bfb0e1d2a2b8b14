/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createLinter } from './lint-fixture';

jest.setTimeout(60_000);

describe("features inside a remote reach each other only through their index.ts", () => {
  const problemsOf = createLinter();
  const messagesOf = async (file: string, code: string) => (await problemsOf(file, code)).map((p) => p.message);

  it("refuses a feature importing another feature's internals, in any form, saying what to do instead", async () => {
    const internals = /Features of a remote do not reach into each other's files: import mfe-domains\/src\/features\/cart only through its public surface, features\/cart\/index\.ts \(export what search needs there\), or move the code both use out of features\//;
    expect(await messagesOf('mfe-domains/src/features/search/x.ts', "import { useAddDomain } from '../cart/use-add-domain';\nexport const b = useAddDomain;\n")).toEqual([expect.stringMatching(internals)]);
    expect(await messagesOf('mfe-domains/src/features/search/components/x.ts', "export const load = () => import('../../cart/use-cart-domains');\n")).toEqual([expect.stringMatching(internals)]);
  });

  it("allows another feature's index.ts, the remote's shared code, and a feature's own files", async () => {
    const code = [
      "import { useAddDomain } from '../cart';",
      "import { useErrorText } from '../../shared/error-text';",
      "import { sessionKeywords } from './search-session';",
      'export const b = [useAddDomain, useErrorText, sessionKeywords];',
      '',
    ].join('\n');
    expect(await messagesOf('mfe-domains/src/features/search/x.ts', code)).toEqual([]);
  });

  it("keeps a feature's index.ts to re-exports, which the build treats as free of side effects", async () => {
    expect(await messagesOf('mfe-domains/src/features/cart/index.ts', "export { useAddDomain } from './use-add-domain';\nexport type { DomainCartRequest } from './use-add-domain';\nexport * from './use-cart-domains';\n")).toEqual([]);
    expect(await messagesOf('mfe-domains/src/features/cart/index.ts', "import { useAddDomain } from './use-add-domain';\nexport const useAdd = useAddDomain;\n")).toEqual([
      expect.stringMatching(/A feature's index\.ts only re-exports .* Put code in a file of the feature and re-export it here\./),
      expect.stringMatching(/A feature's index\.ts only re-exports/),
    ]);
  });

  it("lets pages compose features (bulletproof-react's app layer)", async () => {
    expect(await messagesOf('mfe-domains/src/pages/x.ts', "import { useAddDomain } from '../features/cart/use-add-domain';\nexport const b = useAddDomain;\n")).toEqual([]);
  });
});

describe('no import cycles', () => {
  // A cycle needs both files on disk (the rule follows imports through the files it reads), so they live in a
  // scratch folder, linted with the same config.
  let dir: string;
  let problemsOf: ReturnType<typeof createLinter>;

  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lint-cycle-'));
    fs.mkdirSync(path.join(dir, 'src'));
    fs.writeFileSync(path.join(dir, 'src/basket.ts'), "import { checkoutTotal } from './checkout';\nexport const basketLines = () => checkoutTotal();\n");
    fs.writeFileSync(path.join(dir, 'src/checkout.ts'), "import { basketLines } from './basket';\nexport const checkoutTotal = () => basketLines;\n");
    fs.writeFileSync(path.join(dir, 'src/money.ts'), 'export const cents = (n: number) => Math.round(n * 100);\n');
    problemsOf = createLinter(dir);
  });

  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('refuses a cycle, even through a dynamic import, saying how to break it', async () => {
    const code = "import { basketLines } from './basket';\nexport const checkoutTotal = () => basketLines;\n";
    expect(await problemsOf('src/checkout.ts', code)).toEqual([
      { rule: 'storefront/no-cycle', message: expect.stringMatching(/^Dependency cycle detected\. Break it: move what both files need into a third module they both import/) },
    ]);
    const lazy = "export const checkoutTotal = async () => (await import('./basket')).basketLines;\n";
    expect(await problemsOf('src/checkout.ts', lazy)).toEqual([{ rule: 'storefront/no-cycle', message: expect.stringMatching(/import a type with `import type`/) }]);
  });

  it('allows the same imports without the way back, and a type-only import back', async () => {
    expect(await problemsOf('src/checkout.ts', "import { cents } from './money';\nexport const checkoutTotal = () => cents(1);\n")).toEqual([]);
    expect(await problemsOf('src/checkout.ts', "import type { basketLines } from './basket';\nexport const checkoutTotal = (lines: typeof basketLines) => lines;\n")).toEqual([]);
  });
});
