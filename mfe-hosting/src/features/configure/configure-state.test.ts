import { configuratorPathOf, type CartItem } from '@storefront/contracts';
import { configurationProblem, connectionOf, fromCartItem, fromParams, initialState, toConfiguration, toParams, toQuoteBody } from './configure-state';

describe('hosting configurator state', () => {
  it('round-trips through the URL, so Back and a reload keep every choice', () => {
    const state = { ...initialState('wordpress-hosting', 'wp-premium'), websiteName: 'my-blog', months: 24 as const, addons: { fileStorage: 20, databaseStorage: 5, additionalIp: 1 }, domainKind: 'subdomain' as const, domainValue: 'myblog', region: 'TH' as const, theme: 'angkor-shop', plugins: ['seo-booster', 'shop-cart'] };
    const params = toParams(state, { step: 'THEME' });
    expect(params.get('step')).toBe('THEME');
    expect(fromParams('wordpress-hosting', new URLSearchParams(params.toString()))).toEqual(state);
  });

  it('falls back to the defaults for values a hand-edited URL gets wrong', () => {
    const state = fromParams('shared-hosting', new URLSearchParams('plan=wp-basic&months=5&fileStorage=15&connect=bogus&region=XX'));
    expect(state).toMatchObject({ package: 'sh-basic', months: 12, addons: { fileStorage: 0 }, domainKind: null, region: 'KH' });
  });

  it('asks for the name and the domain config before the cart, with the §5 messages', () => {
    const base = initialState('shared-hosting', 'sh-basic');
    expect(configurationProblem(base)).toBe('Website name field is required');
    expect(configurationProblem({ ...base, websiteName: 'shop' })).toBe('Please complete domain config');
    expect(configurationProblem({ ...base, websiteName: 'shop', domainKind: 'thirdParty', domainValue: 'www.shop.com' })).toBe("Please input a valid domain. The domain cannot start with 'www.'");
    expect(configurationProblem({ ...base, websiteName: 'shop', domainKind: 'subdomain', domainValue: '-shop' })).toMatch(/^Subdomain must be 1 to 32/);
    const done = { ...base, websiteName: 'shop', domainKind: 'thirdParty' as const, domainValue: 'Shop.COM' };
    expect(configurationProblem(done)).toBeNull();
    expect(toConfiguration('shared-hosting', done)).toEqual({ package: 'sh-basic', months: 12, addons: { fileStorage: 0, databaseStorage: 0, additionalIp: 0 }, websiteName: 'shop', domain: { kind: 'thirdParty', domain: 'shop.com' } });
  });

  it('prices what is chosen so far: an incomplete domain and the WordPress fields left out where they do not belong', () => {
    const base = initialState('cloud-hosting', 'ch-basic');
    expect(toQuoteBody('cloud-hosting', { ...base, domainKind: 'thirdParty', domainValue: 'www.x.com' })).not.toHaveProperty('domain');
    expect(toQuoteBody('cloud-hosting', base)).not.toHaveProperty('region');
    expect(connectionOf({ ...base, domainKind: 'subdomain', domainValue: 'Site' })).toEqual({ kind: 'subdomain', subdomain: 'site' });
  });

  it("loads a cart item back (the basket's Edit): what the api stored, its term, and the item's key in the URL", () => {
    const item: CartItem = {
      key: 'k-1',
      type: 'wordpress-hosting',
      category: 'WORDPRESS_HOSTING',
      title: 'WordPress Standard',
      description: 'blog',
      period: 24,
      periodUnit: 'month',
      unitPrice: 500,
      amount: 12000,
      data: { package: 'wp-standard', websiteName: 'blog', addons: { fileStorage: 20, databaseStorage: 7, additionalIp: 1 }, domainConnection: { name: 'myblog.example', connection: { kind: 'inCart', domain: 'myblog.example' } }, region: 'TH', theme: 'angkor-shop', plugins: ['seo-booster', 3] },
    };
    const state = fromCartItem('wordpress-hosting', item)!;
    // A quantity off its step (7 GB) is not taken: the default stays.
    expect(state).toEqual({ package: 'wp-standard', months: 24, websiteName: 'blog', addons: { fileStorage: 20, databaseStorage: 0, additionalIp: 1 }, domainKind: 'inCart', domainValue: 'myblog.example', region: 'TH', theme: 'angkor-shop', plugins: ['seo-booster'] });
    expect(fromParams('wordpress-hosting', toParams(state, { item: 'k-1' }))).toEqual(state);
    expect(fromCartItem('shared-hosting', item)).toBeNull();
    expect(fromCartItem('wordpress-hosting', { ...item, data: {} })).toBeNull();
    expect(toQuoteBody('wordpress-hosting', state, 'k-1')).toMatchObject({ editing: 'k-1', package: 'wp-standard' });
    expect(toConfiguration('wordpress-hosting', state)).not.toHaveProperty('editing');
    expect(configuratorPathOf(item)).toBe('/hosting/wordpress/configure?item=k-1');
    expect(configuratorPathOf({ ...item, type: 'cloud-server' })).toBe('/cloud?item=k-1');
    expect(configuratorPathOf({ ...item, type: 'ssl' })).toBeNull();
    expect(configuratorPathOf({ ...item, type: 'constructor' })).toBeNull();
  });
});
