import { readLocaleCookie, writeLocaleCookie } from './locale-cookie';

describe('locale cookie', () => {
  it('reads the choice among other cookies', () => {
    expect(readLocaleCookie('a=1; locale=km; b=2')).toBe('km');
    expect(readLocaleCookie('locale=fr')).toBeNull();
    expect(readLocaleCookie('')).toBeNull();
  });

  it('writes a cookie that lasts 365 days', () => {
    const setter = jest.spyOn(document, 'cookie', 'set');
    writeLocaleCookie('km');
    expect(setter).toHaveBeenCalledWith('locale=km; Max-Age=31536000; Path=/; SameSite=Lax');
    expect(readLocaleCookie()).toBe('km');
  });
});
