import type { OwnedService } from '@storefront/contracts';
import { expiringSoon } from './expiring-soon';

const service = (id: string, status: OwnedService['status'], renewsAt: string) => ({ id, status, renewsAt }) as OwnedService;

describe('expiringSoon', () => {
  it('keeps what renews within 30 days and what is suspended or in redemption, soonest first', () => {
    const now = new Date('2026-11-24T00:00:00Z');
    const list = [
      service('later', 'active', '2027-02-01T00:00:00Z'),
      service('soon', 'active', '2026-12-10T00:00:00Z'),
      service('sooner', 'active', '2026-11-30T00:00:00Z'),
      service('suspended', 'suspended', '2026-11-20T00:00:00Z'),
      service('cancelled', 'cancelled', '2026-11-25T00:00:00Z'),
    ];
    expect(expiringSoon(list, now).map((s) => s.id)).toEqual(['suspended', 'sooner', 'soon']);
  });
});
