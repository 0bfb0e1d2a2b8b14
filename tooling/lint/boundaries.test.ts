/**
 * @jest-environment node
 */
import { createLinter } from './lint-fixture';

// Each case lints a small in-memory file with the repo's real config; the first run loads the TypeScript parser.
jest.setTimeout(60_000);

const problemsOf = createLinter();
const messagesOf = async (file: string, code: string) => (await problemsOf(file, code)).map((p) => p.message);

describe('remotes stay apart', () => {
  const toDomains = /never imports another remote's code\. Load its exposed widget through federation \(loadRemote/;

  it('refuses a static import of another remote, by path or by name', async () => {
    expect(await messagesOf('mfe-checkout/src/x.ts', "import Routes from '../../mfe-domains/src/routes';\nexport const b = Routes;\n")).toEqual([
      expect.stringMatching(toDomains),
    ]);
    expect(await messagesOf('mfe-checkout/src/x.ts', "export { default } from '@storefront/mfe-domains/src/routes';\n")).toEqual([expect.stringMatching(toDomains)]);
    expect(await messagesOf('mfe-checkout/src/x.ts', "import { a } from '@storefront/mfe-domains';\nexport const b = a;\n")).toEqual([expect.stringMatching(toDomains)]);
  });

  it('refuses a dynamic import() of another remote, and an import() whose path lint cannot see', async () => {
    expect(await messagesOf('mfe-hosting/src/x.ts', "export const load = () => import('../../mfe-domains/src/routes');\n")).toEqual([expect.stringMatching(toDomains)]);
    expect(await messagesOf('mfe-hosting/src/x.ts', "export const load = () => import('@storefront/mfe-account');\n")).toEqual([expect.stringMatching(toDomains)]);
    expect(await messagesOf('mfe-hosting/src/x.ts', 'export const load = (name: string) => import(`../../${name}/src/routes`);\n')).toEqual([
      expect.stringMatching(/Give import\(\) and require\(\) a string literal path/),
    ]);
  });

  it('refuses a require() of another remote', async () => {
    expect(await messagesOf('mfe-account/src/x.ts', "export const routes = require('../../mfe-promotions/src/routes');\n")).toEqual([expect.stringMatching(toDomains)]);
    expect(await messagesOf('mfe-account/src/x.ts', "export const routes = require('@storefront/mfe-checkout');\n")).toEqual([expect.stringMatching(toDomains)]);
    expect(await messagesOf('mfe-account/src/x.ts', 'export const load = (file: string) => require(file);\n')).toEqual([expect.stringMatching(/string literal path/)]);
  });

  it('refuses the other ways of naming another remote: a type import, an inline import type, jest.requireActual', async () => {
    expect(await messagesOf('mfe-checkout/src/x.ts', "import type Routes from '../../mfe-domains/src/routes';\nexport type R = typeof Routes;\n")).toEqual([expect.stringMatching(toDomains)]);
    expect(await messagesOf('mfe-checkout/src/x.ts', "export type R = typeof import('../../mfe-domains/src/routes');\n")).toEqual([
      expect.stringMatching(/Import a type with `import type \{ Thing \} from '…'` at the top of the file/),
    ]);
    expect(await messagesOf('mfe-checkout/src/x.test.ts', "export const actual = jest.requireActual('@storefront/mfe-domains/src/routes');\n")).toEqual([expect.stringMatching(toDomains)]);
  });

  it('refuses a remote importing the shell or the api, in any form', async () => {
    const toShell = /A remote never imports the shell\. Talk to the shell through the event bus or the store in @storefront\/platform/;
    expect(await messagesOf('mfe-hosting/src/x.ts', "import { App } from '../../shell/src/app/App';\nexport const b = App;\n")).toEqual([expect.stringMatching(toShell)]);
    expect(await messagesOf('mfe-hosting/src/x.ts', "export const load = () => import('../../shell/src/app/App');\n")).toEqual([expect.stringMatching(toShell)]);
    expect(await messagesOf('mfe-hosting/src/x.ts', "export const load = () => import('@storefront/shell');\n")).toEqual([expect.stringMatching(toShell)]);
    expect(await messagesOf('mfe-hosting/src/x.ts', "import { loadConfig } from '../../api/src/config';\nexport const b = loadConfig;\n")).toEqual([
      expect.stringMatching(/never imports the api\. Call it over HTTP/),
    ]);
  });

  it('lets a remote import its own files and the shared packages', async () => {
    const code = [
      "import { bus } from '@storefront/platform';",
      "import { Button } from '@storefront/ui';",
      "import { CURRENCY } from '@storefront/contracts';",
      "import { TransferPage } from './pages/TransferPage';",
      "export const lazyPage = () => import('./pages/WhoisPage');",
      'export const b = [bus, Button, CURRENCY, TransferPage];',
      '',
    ].join('\n');
    expect(await messagesOf('mfe-domains/src/x.ts', code)).toEqual([]);
  });
});

describe('the shell', () => {
  it('refuses importing a remote (it loads them at runtime) or the api', async () => {
    expect(await messagesOf('shell/src/x.ts', "import a from '@storefront/mfe-domains';\nexport const b = a;\n")).toEqual([expect.stringMatching(/never imports a remote's code\. Remotes are found at runtime/)]);
    expect(await messagesOf('shell/src/x.ts', "export const load = () => import('../../mfe-domains/src/widgets/SearchBox');\n")).toEqual([expect.stringMatching(/loaded with loadRemote/)]);
    expect(await messagesOf('shell/src/x.ts', "import { loadConfig } from '../../api/src/config';\nexport const b = loadConfig;\n")).toEqual([expect.stringMatching(/over HTTP only/)]);
    expect(await messagesOf('shell/src/x.ts', "import { bus } from '@storefront/platform';\nimport { RemotePage } from './federation/RemotePage';\nexport const b = [bus, RemotePage];\n")).toEqual([]);
  });
});

describe('shared/contracts imports nothing but zod, libphonenumber-js/min and itself', () => {
  const contracts = /shared\/contracts is isomorphic TypeScript .* imports only zod, libphonenumber-js\/min \(phone\.ts\) and its own files/;
  it.each([
    ["import { useState } from 'react';\nexport const b = useState;\n"],
    ["import type { ReactNode } from 'react';\nexport type B = ReactNode;\n"],
    ["import { Subject } from 'rxjs';\nexport const b = Subject;\n"],
    ["import { Button } from '@storefront/ui';\nexport const b = Button;\n"],
    ["import { bus } from '@storefront/platform';\nexport const b = bus;\n"],
    ["import { bus } from '../../platform/src/bus/bus';\nexport const b = bus;\n"],
    ["import { randomUUID } from 'node:crypto';\nexport const b = randomUUID;\n"],
    ["export const load = () => import('./money');\n"],
    ["export const b = require('zod');\n"],
    ["export type B = import('./money').Cents;\n"],
    // The full metadata build is several times the size of /min (issue 28.3: phones parsed with libphonenumber-js).
    ["import { parsePhoneNumber } from 'libphonenumber-js';\nexport const b = parsePhoneNumber;\n"],
  ])('refuses %j', async (code) => {
    expect(await messagesOf('shared/contracts/src/x.ts', code)).toEqual([expect.stringMatching(contracts)]);
  });

  it('says what to do: browser code to the platform or ui, only types, schemas and pure functions here', async () => {
    const [text] = await messagesOf('shared/contracts/src/x.ts', "import { Subject } from 'rxjs';\nexport const b = Subject;\n");
    expect(text).toMatch(/Put browser code .* in shared\/platform and components in shared\/ui/);
  });

  it('allows zod, libphonenumber-js/min and its own files', async () => {
    expect(await messagesOf('shared/contracts/src/x.ts', "import { z } from 'zod';\nimport { CURRENCY } from './money';\nexport const b = [z, CURRENCY];\n")).toEqual([]);
    expect(await messagesOf('shared/contracts/src/x.ts', "import { parsePhoneNumberFromString } from 'libphonenumber-js/min';\nexport const b = parsePhoneNumberFromString;\n")).toEqual([]);
  });
});

describe('shared/ui and shared/platform', () => {
  it('refuses shared/ui importing the platform, with what to do instead', async () => {
    expect(await messagesOf('shared/ui/src/x.ts', "import { useTranslation } from '@storefront/platform';\nexport const b = useTranslation;\n")).toEqual([
      expect.stringMatching(/shared\/ui is the design system and imports no platform: take what a component needs .* as a prop/),
    ]);
    expect(await messagesOf('shared/ui/src/x.ts', "export const load = () => import('../../platform/src/index');\n")).toEqual([expect.stringMatching(/imports no platform/)]);
  });

  it('refuses shared/ui importing an app', async () => {
    const toApp = /shared\/\* never imports an app .* Move what both need into shared\/\*, or have the app pass it in/;
    expect(await messagesOf('shared/ui/src/x.ts', "import { App } from '../../../shell/src/app/App';\nexport const b = App;\n")).toEqual([expect.stringMatching(toApp)]);
    expect(await messagesOf('shared/ui/src/x.ts', "export const b = require('@storefront/mfe-hosting');\n")).toEqual([expect.stringMatching(toApp)]);
  });

  it('refuses shared/platform importing an app', async () => {
    const toApp = /shared\/\* never imports an app/;
    expect(await messagesOf('shared/platform/src/x.ts', "import { App } from '../../../shell/src/app/App';\nexport const b = App;\n")).toEqual([expect.stringMatching(toApp)]);
    expect(await messagesOf('shared/platform/src/x.ts', "export const load = () => import('../../../mfe-domains/src/routes');\n")).toEqual([expect.stringMatching(toApp)]);
    expect(await messagesOf('shared/platform/src/x.ts', "import { loadConfig } from '../../../api/src/config';\nexport const b = loadConfig;\n")).toEqual([expect.stringMatching(toApp)]);
  });

  it('refuses shared/platform importing shared/ui, with what to do instead', async () => {
    expect(await messagesOf('shared/platform/src/x.ts', "import { Button } from '@storefront/ui';\nexport const b = Button;\n")).toEqual([
      expect.stringMatching(/shared\/platform holds browser singletons .* imports no UI: render components in shared\/ui or in an app/),
    ]);
  });

  it('allows what the design wants: the platform on contracts and its libraries, ui on contracts and React', async () => {
    expect(await messagesOf('shared/platform/src/x.ts', "import { Subject } from 'rxjs';\nimport { CURRENCY } from '@storefront/contracts';\nexport const b = [Subject, CURRENCY];\n")).toEqual([]);
    expect(await messagesOf('shared/ui/src/x.ts', "import { useState } from 'react';\nimport styled from 'styled-components';\nimport { CURRENCY } from '@storefront/contracts';\nexport const b = [useState, styled, CURRENCY];\n")).toEqual([]);
  });
});

describe('public surfaces and the libraries the platform ships', () => {
  it('refuses deep imports into a shared package', async () => {
    expect(await messagesOf('shell/src/x.ts', "import { store } from '@storefront/platform/src/store/store';\nexport const b = store;\n")).toEqual([
      expect.stringMatching(/from its public surface only .* add it to shared\/platform\/src\/index\.ts/),
    ]);
    expect(await messagesOf('mfe-domains/src/x.ts', "export const load = () => import('../../shared/ui/src/controls/Combobox');\n")).toEqual([expect.stringMatching(/@storefront\/ui from its public surface only/)]);
    expect(await messagesOf('shell/src/x.ts', "import '@storefront/ui/fonts.css';\nimport { store } from '@storefront/platform';\nexport const b = store;\n")).toEqual([]);
  });

  it('refuses apps importing the libraries the platform ships, pointing at the platform', async () => {
    const platform = /from `@storefront\/platform`, which ships the one copy/;
    expect(await messagesOf('mfe-domains/src/x.ts', "import { Link } from 'react-router';\nexport const b = Link;\n")).toEqual([expect.stringMatching(platform)]);
    expect(await messagesOf('shell/src/x.ts', "export const load = () => import('rxjs');\n")).toEqual([expect.stringMatching(platform)]);
    expect(await messagesOf('shared/ui/src/x.ts', "import { Provider } from 'react-redux';\nexport const b = Provider;\n")).toEqual([expect.stringMatching(platform)]);
    expect(await messagesOf('shared/testing/src/x.ts', "import axios from 'axios';\nexport const b = axios;\n")).toEqual([expect.stringMatching(platform)]);
    expect(await messagesOf('shared/testing/src/fake-api.ts', "import axios from 'axios';\nexport const b = axios;\n")).toEqual([]);
    expect(await messagesOf('shared/platform/src/x.ts', "import { Link } from 'react-router';\nexport const b = Link;\n")).toEqual([]);
  });
});

describe('the api', () => {
  it('imports @storefront/contracts only', async () => {
    expect(await messagesOf('api/src/x.ts', "import { bus } from '@storefront/platform';\nexport const b = bus;\n")).toEqual([expect.stringMatching(/The api depends on @storefront\/contracts only/)]);
    expect(await messagesOf('api/src/x.ts', "export const b = require('@storefront/shell');\n")).toEqual([expect.stringMatching(/depends on @storefront\/contracts only/)]);
    expect(await messagesOf('api/src/x.ts', "import { CURRENCY } from '@storefront/contracts';\nexport const b = CURRENCY;\n")).toEqual([]);
  });
});
