import { describe, it } from 'node:test';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'expect';
import { inlineStylesheets } from './server-build';

function dist(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'shell-dist-'));
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), content);
  }
  return dir;
}

describe('the page template of server-rendered pages', () => {
  it("inlines the shell's small stylesheet, so the first paint waits for no request", () => {
    const dir = dist({ 'main.abc12345.css': "@font-face{font-family:'Inter';src:url(/assets/inter.woff2)}" });
    const html = inlineStylesheets('<head><script defer src=/main.js></script><link href=/main.abc12345.css rel=stylesheet></head>', dir);
    expect(html).toBe("<head><script defer src=/main.js></script><style>@font-face{font-family:'Inter';src:url(/assets/inter.woff2)}</style></head>");
  });

  it('keeps a stylesheet linked for a medium a link (the fonts, linked as print until the page is painted)', () => {
    const dir = dist({ 'main.abc12345.css': "@font-face{font-family:'Inter';src:url(/assets/inter.woff2)}" });
    const tag = '<link href=/main.abc12345.css rel=stylesheet media=print data-after-paint>';
    expect(inlineStylesheets(`<head>${tag}</head>`, dir)).toBe(`<head>${tag}</head>`);
  });

  it('keeps the link of a missing, large, outside or style-closing stylesheet', () => {
    const dir = dist({ 'big.css': `a{}${' '.repeat(40 * 1024)}`, 'closing.css': 'a{content:"</style><script>"}' });
    for (const href of ['/missing.css', '/big.css', '/closing.css', '/../etc/passwd.css', 'https://cdn.example/x.css']) {
      const tag = `<link href=${href} rel=stylesheet>`;
      expect(inlineStylesheets(tag, dir)).toBe(tag);
    }
  });
});
