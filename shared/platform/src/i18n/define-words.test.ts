import { i18n } from './i18n';
import { defineWords } from './define-words';

describe('defineWords', () => {
  it("registers a feature's words in both languages, Khmer with one plural form", () => {
    const ns = defineWords('define-words-test', {
      en: { title: 'Traffic', hours_one: 'the last hour', hours_other: 'the last {{count}} hours', nested: { in: 'In' } },
      km: { title: 'ចរាចរណ៍', hours_other: '{{count}} ម៉ោងចុងក្រោយ', nested: { in: 'ចូល' } },
    });
    expect(i18n.getFixedT('en', ns)('hours', { count: 1 })).toBe('the last hour');
    expect(i18n.getFixedT('en', ns)('hours', { count: 3 })).toBe('the last 3 hours');
    expect(i18n.getFixedT('km', ns)('hours', { count: 1 })).toBe('1 ម៉ោងចុងក្រោយ');
    expect(i18n.getFixedT('km', ns)('nested.in')).toBe('ចូល');
  });

  it('does not compile when Khmer lacks a key of English or has one English does not', () => {
    // @ts-expect-error Khmer lacks `nested.out`
    defineWords('define-words-missing', { en: { nested: { in: 'In', out: 'Out' } }, km: { nested: { in: 'ចូល' } } });
    // @ts-expect-error English has no `extra`
    defineWords('define-words-extra', { en: { title: 'Title' }, km: { title: 'ចំណងជើង', extra: 'បន្ថែម' } });
    expect(i18n.getFixedT('km', 'define-words-missing')('nested.in')).toBe('ចូល');
  });
});
