/**
 * @jest-environment node
 */
import { ESLint } from 'eslint';
import path from 'node:path';

// The repo's own config, loaded as CommonJS so no dynamic import is needed under jest.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const config = require('../../eslint.config.cjs');

const root = path.resolve(__dirname, '../..');
const eslint = new ESLint({ cwd: root, overrideConfigFile: true, overrideConfig: config });

async function messagesFor(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('one-way imports', () => {
  it('refuses a remote importing another remote, with a message that says what to do', async () => {
    const messages = await messagesFor('mfe-checkout/src/x.ts', "import { a } from '../../mfe-domains/src/routes';\nexport const b = a;\n");
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(/never imports another remote.*federation/);
    const byName = await messagesFor('mfe-checkout/src/x.ts', "import { a } from '@storefront/mfe-domains';\nexport const b = a;\n");
    expect(byName[0]).toMatch(/never imports another remote/);
  });

  it('refuses a remote importing the shell', async () => {
    const messages = await messagesFor('mfe-hosting/src/x.ts', "import { a } from '../../shell/src/app/App';\nexport const b = a;\n");
    expect(messages[0]).toMatch(/never imports the shell/);
  });

  it('refuses shared code importing an app', async () => {
    const messages = await messagesFor('shared/platform/src/x.ts', "import { a } from '../../../shell/src/app/App';\nexport const b = a;\n");
    expect(messages[0]).toMatch(/shared\/\* never imports an app/);
  });

  it('refuses the shell importing a remote and deep imports into shared packages', async () => {
    expect((await messagesFor('shell/src/x.ts', "import a from '@storefront/mfe-domains';\nexport const b = a;\n"))[0]).toMatch(/never imports a remote/);
    expect((await messagesFor('shell/src/x.ts', "import { a } from '@storefront/platform/src/store/store';\nexport const b = a;\n"))[0]).toMatch(/public surface/);
  });

  it('refuses apps importing the libraries the platform ships, pointing at the platform', async () => {
    const messages = await messagesFor('mfe-domains/src/x.ts', "import { Link } from 'react-router';\nexport const b = Link;\n");
    expect(messages[0]).toMatch(/from `@storefront\/platform`/);
    expect((await messagesFor('shell/src/x.ts', "import { Subject } from 'rxjs';\nexport const b = Subject;\n"))[0]).toMatch(/@storefront\/platform/);
    expect((await messagesFor('shared/ui/src/x.ts', "import { Provider } from 'react-redux';\nexport const b = Provider;\n"))[0]).toMatch(/@storefront\/platform/);
    expect(await messagesFor('shared/platform/src/x.ts', "import { Link } from 'react-router';\nexport const b = Link;\n")).toEqual([]);
  });

  it('allows the imports the design wants', async () => {
    expect(await messagesFor('mfe-domains/src/x.ts', "import { bus } from '@storefront/platform';\nimport { Button } from '@storefront/ui';\nexport const b = [bus, Button];\n")).toEqual([]);
    expect(await messagesFor('mfe-domains/src/x.ts', "import { a } from './pages/a';\nexport const b = a;\n")).toEqual([]);
  });
});
