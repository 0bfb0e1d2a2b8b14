import { cartItemDetails } from './cart';

describe('cartItemDetails', () => {
  it("issue 28.12: reads a cloud server's name, region, OS, storage type and add-ons from its cart data", () => {
    const data = { serverName: 'web-1', region: 'cambodia', os: 'Ubuntu 22.04', storageType: 'hdd', configuration: { addons: { 'cs-ram': 2, 'cs-more-storage': 20, 'cs-cpu': 0 } } };
    expect(cartItemDetails({ type: 'cloud-server', data })).toEqual([
      { kind: 'name', value: 'web-1' },
      { kind: 'region', value: 'cambodia' },
      { kind: 'os', value: 'Ubuntu 22.04' },
      { kind: 'storageType', value: 'hdd' },
      { kind: 'addon', key: 'cs-ram', quantity: 2, unit: 'GB' },
      { kind: 'addon', key: 'cs-more-storage', quantity: 20, unit: 'GB' },
    ]);
  });

  it("issue 28.12: reads a hosting plan's website, region and add-ons, and the names an SSL certificate covers", () => {
    expect(cartItemDetails({ type: 'shared-hosting', data: { websiteName: 'Angkor Tea', region: 'KH', addons: { fileStorage: 20, databaseStorage: 0, additionalIp: 1 } } })).toEqual([
      { kind: 'name', value: 'Angkor Tea' },
      { kind: 'region', value: 'KH' },
      { kind: 'addon', key: 'fileStorage', quantity: 20, unit: 'GB' },
      { kind: 'addon', key: 'additionalIp', quantity: 1, unit: 'IP' },
    ]);
    expect(cartItemDetails({ type: 'ssl', data: { names: ['angkor.com', 'www.angkor.com'] } })).toEqual([{ kind: 'names', value: ['angkor.com', 'www.angkor.com'] }]);
    expect(cartItemDetails({ type: 'domain', data: { domain: 'angkor.com' } })).toEqual([]);
    expect(cartItemDetails({ type: 'cloud-server', data: { region: 'mars', storageType: 7 } })).toEqual([]);
  });
});
