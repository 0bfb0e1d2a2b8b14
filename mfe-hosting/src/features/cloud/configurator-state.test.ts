import { CLOUD_SERVER_ADDONS, LIMITS, type CartItem } from '@storefront/contracts';
import { clampAddon, configurationProblem, configuratorReducer, fromCartItem, INITIAL_STATE, toConfiguration, toQuoteBody } from './configurator-state';

describe('the cloud configurator state', () => {
  it('starts on the best seller, Ubuntu 24.04, SSD, a new server for 12 months', () => {
    expect(INITIAL_STATE).toMatchObject({ package: 'cs-basic-cloud-1', os: 'ubuntu-24.04', storageType: 'ssd', source: 'NEW', months: 12, addons: {} });
  });

  it('keeps add-on quantities within their limits and steps, and drops a zero', () => {
    expect(clampAddon('cs-cpu', 99)).toBe(CLOUD_SERVER_ADDONS['cs-cpu'].max);
    expect(clampAddon('cs-ram', -3)).toBe(0);
    expect(clampAddon('cs-more-storage', 24)).toBe(20);
    expect(clampAddon('cs-more-storage', Number.NaN)).toBe(0);
    let state = configuratorReducer(INITIAL_STATE, { type: 'addon', key: 'cs-cpu', quantity: 2 });
    expect(state.addons).toEqual({ 'cs-cpu': 2 });
    state = configuratorReducer(state, { type: 'addon', key: 'cs-cpu', quantity: 0 });
    expect(state.addons).toEqual({});
  });

  it('forgets the backup when the source goes back to NEW, and needs one for BACKUP', () => {
    let state = configuratorReducer({ ...INITIAL_STATE, serverName: 'web-1' }, { type: 'source', source: 'BACKUP' });
    expect(configurationProblem(state)).toBe('backup');
    state = configuratorReducer(state, { type: 'backup', backupId: 'b1' });
    expect(configurationProblem(state)).toBeNull();
    expect(toConfiguration(state).backupId).toBe('b1');
    state = configuratorReducer(state, { type: 'source', source: 'NEW' });
    expect(state.backupId).toBeNull();
  });

  it('checks the server name by the §5 rule and prices without it', () => {
    expect(configurationProblem(INITIAL_STATE)).toBe('name');
    expect(configurationProblem({ ...INITIAL_STATE, serverName: 'x'.repeat(LIMITS.serverNameMax + 1) })).toBe('name');
    expect(configurationProblem({ ...INITIAL_STATE, serverName: 'bad name' })).toBe('name');
    expect(configurationProblem({ ...INITIAL_STATE, serverName: 'web-1.shop' })).toBeNull();
    expect(toQuoteBody({ ...INITIAL_STATE, serverName: 'web' })).not.toHaveProperty('serverName');
    expect(toConfiguration({ ...INITIAL_STATE, serverName: '  web  ' }).serverName).toBe('web');
  });

  it('loads a cart item back, its term from the item', () => {
    const item: CartItem = {
      key: 'k1',
      type: 'cloud-server',
      category: 'CLOUD_SERVER',
      title: 'Baby Cloud 1',
      description: '',
      period: 24,
      periodUnit: 'month',
      unitPrice: 100,
      amount: 2400,
      data: { configuration: { region: 'thailand', package: 'cs-baby-cloud-1', os: 'windows-10', storageType: 'hdd', addons: { 'cs-ram': 2 }, source: 'NEW', serverName: 'win', months: 12 } },
    };
    expect(fromCartItem(item)).toMatchObject({ region: 'thailand', package: 'cs-baby-cloud-1', os: 'windows-10', storageType: 'hdd', addons: { 'cs-ram': 2 }, serverName: 'win', months: 24, editing: 'k1' });
    expect(fromCartItem({ ...item, type: 'ssl' })).toBeNull();
    expect(fromCartItem({ ...item, data: {} })).toBeNull();
  });
});
