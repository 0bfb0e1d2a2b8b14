import { i18n, loadLocale, registerNamespace } from './i18n';

describe('texts loaded per language', () => {
  it('fetches a namespace given as a loader only when its language is needed', async () => {
    const load = jest.fn(async () => ({ default: { hello: 'សួស្តី' } }));
    registerNamespace('greeting-test', { en: { hello: 'Hello' }, km: load });
    expect(load).not.toHaveBeenCalled();
    expect(i18n.getFixedT('km', 'greeting-test')('hello')).toBe('Hello');
    await loadLocale('km');
    expect(load).toHaveBeenCalledTimes(1);
    expect(i18n.getFixedT('km', 'greeting-test')('hello')).toBe('សួស្តី');
    await loadLocale('km');
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('a namespace registered by two builds of one app', () => {
  it('gives the second build’s texts a name of their own, so each version shows its own texts', () => {
    const older = { en: { sale: 'Sale' }, km: { sale: 'លក់' } };
    const newer = { en: { sale: 'On sale', fresh: 'New' }, km: { sale: 'លក់ថោក', fresh: 'ថ្មី' } };
    expect(registerNamespace('shop-test', older)).toBe('shop-test');
    expect(registerNamespace('shop-test', newer)).toBe('shop-test~2');
    // The same texts again (a module evaluated once more) keep their name.
    expect(registerNamespace('shop-test', older)).toBe('shop-test');
    expect(registerNamespace('shop-test', newer)).toBe('shop-test~2');
    expect(i18n.getFixedT('en', 'shop-test')('sale')).toBe('Sale');
    expect(i18n.getFixedT('en', 'shop-test~2')('sale')).toBe('On sale');
    expect(i18n.getFixedT('km', 'shop-test~2')('fresh')).toBe('ថ្មី');
  });
});
