import { filtersOf, paramsOf, queryOf } from './order-filters';

describe('the order list filters in the address', () => {
  it('reads what is set, ignores what is not one of its values, and writes back only what differs from the default', () => {
    const filters = filtersOf(new URLSearchParams('status=paid&method=bankTransfer&from=2026-12-01&to=2026-12-31&sort=total&dir=asc&q=%20INV-000123%20'));
    expect(filters).toEqual({ q: ' INV-000123 ', status: 'paid', method: 'bankTransfer', customer: '', from: '2026-12-01', to: '2026-12-31', sort: 'total', dir: 'asc' });
    expect(paramsOf(filters).toString()).toBe('q=INV-000123&status=paid&method=bankTransfer&from=2026-12-01&to=2026-12-31&sort=total&dir=asc');
    expect(filtersOf(new URLSearchParams('status=refunded&method=cash&from=yesterday&sort=email&dir=sideways'))).toEqual({ q: '', status: '', method: '', customer: '', from: '', to: '', sort: 'createdAt', dir: 'desc' });
    expect(paramsOf(filtersOf(new URLSearchParams(''))).toString()).toBe('');
  });

  it("keeps one customer's orders (a customer page's link), a customer id and nothing else", () => {
    const id = '0b0e7a57-5b7e-4b44-9d0e-1f0c3c2d4e5f';
    expect(queryOf(filtersOf(new URLSearchParams(`customer=${id}`)))).toEqual({ sort: 'createdAt', dir: 'desc', customer: id });
    expect(filtersOf(new URLSearchParams("customer=1' or '1'='1")).customer).toBe('');
  });

  it("asks for Bangkok days: from the day's midnight to the midnight after the last day (UTC+7)", () => {
    expect(queryOf(filtersOf(new URLSearchParams('from=2026-12-01&to=2026-12-31')))).toEqual({
      sort: 'createdAt',
      dir: 'desc',
      since: '2026-11-30T17:00:00.000Z',
      until: '2026-12-31T17:00:00.000Z',
    });
  });
});
