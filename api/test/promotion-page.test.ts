import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { categoryBannerSchema, PROMOTION_CATEGORIES, promotionSchema, seasonalAssetSchema, trialSettingsAnswerSchema } from '@storefront/contracts';
import { Client, createTestApp, CUSTOMER, STAFF, type TestApp } from './helpers/app';

let t: TestApp;
let staff: Client;

before(async () => {
  t = await createTestApp();
  staff = new Client(t.app);
  expect((await staff.login(STAFF.login, STAFF.password)).statusCode).toBe(200);
});
after(() => t.close());

const setTheme = async (theme: string) => expect((await staff.send('PATCH', '/api/admin/settings', { theme, reason: 'season change test' })).statusCode).toBe(200);

describe('promotion page banners and seasonal assets', () => {
  it('gives each category a banner that follows the seasonal theme running', async () => {
    const guest = new Client(t.app);
    for (const category of PROMOTION_CATEGORIES) {
      const banner = categoryBannerSchema.parse((await guest.get(`/api/category-banner/${category}`)).json());
      expect(banner).toMatchObject({ category, theme: 'default' });
      expect(banner.href.startsWith('/')).toBe(true);
    }
    await setTheme('christmas');
    const christmas = categoryBannerSchema.parse((await guest.get('/api/category-banner/cloud-server')).json());
    expect(christmas).toMatchObject({ theme: 'christmas', href: '/cloud' });
    expect(christmas.title).toMatch(/^Christmas offer/);
    expect((await guest.get('/api/category-banner/nothing')).statusCode).toBe(400);
    await setTheme('default');
  });

  it('lists a theme\'s assets by category, and refuses an unknown category or theme', async () => {
    const guest = new Client(t.app);
    const assets = (await guest.get('/api/assets?categories=hero,badge&theme=summer')).json();
    expect(assets.map((asset: unknown) => seasonalAssetSchema.parse(asset)).map((asset: { id: string }) => asset.id)).toEqual(['summer-hero', 'summer-badge']);
    expect((await guest.get('/api/assets?categories=hero&theme=winter')).statusCode).toBe(400);
    expect((await guest.get('/api/assets?categories=posters&theme=summer')).statusCode).toBe(400);
  });
});

describe('the promotions advertised', () => {
  it('advertise only codes the api accepts for what the page says, through the end of the promotion, with their terms and product', async () => {
    const promotions = ((await new Client(t.app).get('/api/promotions/active')).json() as unknown[]).map((promotion) => promotionSchema.parse(promotion));
    // The trial's TRIAL-CS1M is not among them: the trial gives it after its two steps (the page's trial card).
    expect(promotions.map((promotion) => promotion.code).sort()).toEqual(['CLOUD_HOSTING_DOMAIN_DISCOUNT', 'SHARED_HOSTING_DOMAIN_DISCOUNT', 'WP_HOSTING_EXTRA_DISCOUNT']);
    for (const promotion of promotions) {
      const voucher = await t.app.db.selectFrom('vouchers').selectAll().where('code', '=', promotion.code).executeTakeFirstOrThrow();
      expect({ code: promotion.code, active: voucher.active, type: voucher.discount_type, value: voucher.value }).toEqual({ code: promotion.code, active: true, type: promotion.discountType, value: promotion.discountValue });
      // A voucher with an end lasts at least as long as its promotion (one without an end does).
      expect(voucher.valid_until ? new Date(voucher.valid_until).getTime() : Infinity).toBeGreaterThanOrEqual(Date.parse(promotion.endsAt));
      expect(promotion.terms).toMatchObject({ minSubtotal: voucher.min_subtotal, scope: voucher.scope, oncePerCustomer: voucher.per_user_once });
    }
    const byCode = Object.fromEntries(promotions.map((promotion) => [promotion.code, promotion]));
    expect(byCode['WP_HOSTING_EXTRA_DISCOUNT']).toMatchObject({ productPath: '/hosting/wordpress', terms: { categories: ['WORDPRESS_HOSTING'], minMonths: 12 } });
  });
});

describe('trial settings (staff)', () => {
  it('reads the spec\'s defaults, changes them with an audited reason, and keeps customers out', async () => {
    expect(trialSettingsAnswerSchema.parse((await staff.get('/api/admin/trial-settings')).json())).toMatchObject({ days: 30, products: ['CLOUD_SERVER', 'CLOUD_HOSTING', 'SHARED_HOSTING', 'WORDPRESS_HOSTING'], updatedBy: null });
    const changed = await staff.send('PUT', '/api/admin/trial-settings', { days: 14, products: ['CLOUD_SERVER'], reason: 'Shorter trial this quarter' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ days: 14, products: ['CLOUD_SERVER'], updatedBy: STAFF.login });
    const audit = await t.app.db.selectFrom('staff_audit').selectAll().where('target', '=', 'trial').execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'trial settings', reason: 'Shorter trial this quarter', actor: STAFF.login });
    expect((await staff.send('PUT', '/api/admin/trial-settings', { days: 0, products: [], reason: 'bad' })).statusCode).toBe(400);
    expect((await t.app.db.selectFrom('staff_audit').select('id').where('target', '=', 'trial').execute()).length).toBe(1);

    const customer = new Client(t.app);
    expect((await customer.login(CUSTOMER.login, CUSTOMER.password)).statusCode).toBe(200);
    expect((await customer.get('/api/admin/trial-settings')).statusCode).toBe(403);
    expect((await new Client(t.app).send('PUT', '/api/admin/trial-settings', { days: 10, products: ['CLOUD_SERVER'], reason: 'guest' })).statusCode).toBe(401);
  });
});
