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
