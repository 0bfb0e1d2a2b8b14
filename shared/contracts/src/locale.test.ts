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

  it('formats Khmer dates with Khmer month names and a 24-hour time, without relying on the browser\'s Khmer data', () => {
    expect(formatDate('2026-01-01T20:05:00Z', 'km')).toBe('2 មករា 2026');
    expect(formatDate('2026-11-24T02:30:00Z', 'km', true)).toBe('24 វិច្ឆិកា 2026 09:30');
    expect(formatDate('2026-12-31T16:59:00Z', 'km', true)).toBe('31 ធ្នូ 2026 23:59');
    expect(formatDate('2026-12-31T17:00:00Z', 'km')).toBe('1 មករា 2027');
  });
});
