import { composeDocument, splitHoisted } from './document';

const template =
  '<!doctype html><html lang=en><head><meta charset=utf-8><meta name=description content="Default"><title>Storefront</title><script defer src=/main.js></script></head><body><noscript>Please enable JavaScript.</noscript><div id=root></div></body></html>';

describe('the server page', () => {
  it('takes the tags React hoists ahead of the markup into the head', () => {
    expect(splitHoisted('<title>Pricing</title><meta name="description" content="d"/><link rel="canonical" href="https://x/p"/><main><h1>Pricing</h1></main>')).toEqual({
      head: '<title>Pricing</title><meta name="description" content="d"/><link rel="canonical" href="https://x/p"/>',
      body: '<main><h1>Pricing</h1></main>',
    });
    expect(splitHoisted('<main>no head</main>')).toEqual({ head: '', body: '<main>no head</main>' });
  });

  it("puts the markup in #root, the payload beside it, the page's title and description instead of the defaults, and the language", () => {
    const html = composeDocument(template, {
      lang: 'km',
      head: '<title>តម្លៃ</title><meta name="description" content="km"/>',
      styles: '<style data-styled="true">.a{}</style>',
      body: '<main><h1>តម្លៃ</h1></main>',
      payload: '{"locale":"km"}',
    });
    expect(html).toContain('<html lang="km">');
    expect(html).toContain('<title>តម្លៃ</title><meta name="description" content="km"/><style data-styled="true">.a{}</style></head>');
    expect(html).not.toContain('<title>Storefront</title>');
    expect(html).not.toContain('content="Default"');
    expect(html).not.toContain('<noscript>');
    expect(html).toContain('<div id="root"><main><h1>តម្លៃ</h1></main></div><script type="application/json" id="storefront-ssr">{"locale":"km"}</script>');
    expect(html).toContain('<script defer src=/main.js></script>');
  });

  it('keeps the defaults when the page names no title, and never reads `$` patterns in the markup', () => {
    const html = composeDocument(template, { lang: 'en', head: '', styles: '', body: "<p>$& $' $1</p>", payload: '{}' });
    expect(html).toContain('<title>Storefront</title>');
    expect(html).toContain("<div id=\"root\"><p>$& $' $1</p></div>");
  });
});
