import { rendersOnServer } from './render-policy';

describe('which pages the server renders', () => {
  it.each(['/', '/domain/gtld', '/domain/tld/com', '/hosting/shared', '/ssl', '/promotion', '/about-us', '/blog/x', '/maintenance', '/anything-unknown'])('%s: on the server', (path) => {
    expect(rendersOnServer(path)).toBe(true);
  });
  it.each(['/account', '/account/invoices/1', '/checkout-basket', '/payment/success', '/top-up', '/notification', '/online-payment', '/reset-password/t', '/domain/search'])(
    '%s: in the browser (a person\'s page, a token, a search)',
    (path) => {
      expect(rendersOnServer(path)).toBe(false);
    },
  );
});
