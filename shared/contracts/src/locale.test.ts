import { formatDate, localePath, splitLocalePath } from './locale';

describe('locale paths', () => {
  it('splits the Khmer prefix', () => {
    expect(splitLocalePath('/km/domain/gtld')).toEqual({ locale: 'km', path: '/domain/gtld' });
    expect(splitLocalePath('/km')).toEqual({ locale: 'km', path: '/' });
    expect(splitLocalePath('/kmx')).toEqual({ locale: 'en', path: '/kmx' });
    expect(splitLocalePath('/domain')).toEqual({ locale: 'en', path: '/domain' });
  });

  it('builds paths per locale', () => {
    expect(localePath('/domain', 'km')).toBe('/km/domain');
    expect(localePath('/', 'km')).toBe('/km');
    expect(localePath('/domain', 'en')).toBe('/domain');
  });

  it('formats dates in Asia/Bangkok', () => {
    // 2026-01-01T20:00Z is already 2 January in Bangkok (UTC+7).
    expect(formatDate('2026-01-01T20:00:00Z', 'en')).toBe('Jan 2, 2026');
  });
});
