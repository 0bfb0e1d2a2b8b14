import { RETURN_PATH_PATTERN, returnPathSchema, startPaymentSchema } from './payment-flow';

/** Issue 11, finding 7: a return path goes into a Location header as it is, so it holds only what a header can. */
describe('return paths (the provider sends the customer back to them)', () => {
  const accepted = [
    '/',
    '/payment/success?orderId=0b0f6f3e-1d2a-4c55-9a34-6f1e2d3c4b5a',
    '/checkout-basket?step=payment&orderId=1',
    '/top-up?topUpId=abc&x=1',
    "/a-b_c.d~e/!$&'()*+,;=:@",
    '/search?q=%E2%82%AC',
    '/path%20with%20escaped%20spaces',
  ];
  const refused = [
    ['', 'empty'],
    ['payment/success', 'relative'],
    ['//evil.example/x', 'protocol-relative (another site)'],
    ['/\\evil.example', 'backslash after the slash (browsers read it as //)'],
    ['https://evil.example/', 'absolute URL'],
    ['/€', 'a character outside Latin-1'],
    ['/é', 'a non-ASCII character'],
    ['/a b', 'a space'],
    ['/a\tb', 'a tab'],
    ['/a\r\nLocation: https://evil.example', 'CR LF (header injection)'],
    ['/a\u0000', 'NUL'],
    ['/a\u007f', 'DEL'],
    ['/a#fragment', 'a fragment'],
    ['/a"b', 'a double quote'],
    ['/a<script>', 'angle brackets'],
    ['/a\\b', 'a backslash'],
    ['/100%', 'a bare percent sign'],
    ['/%zz', 'an invalid percent escape'],
    ['/%E2%8', 'a truncated percent escape'],
    ['/\ud800', 'a lone surrogate'],
    ['/😀', 'an emoji'],
  ] as const;

  it.each(accepted)('accepts %s', (path) => {
    expect(RETURN_PATH_PATTERN.test(path)).toBe(true);
    expect(returnPathSchema.safeParse(path).success).toBe(true);
  });

  it.each(refused)('refuses %j (%s)', (path) => {
    expect(RETURN_PATH_PATTERN.test(path)).toBe(false);
    expect(returnPathSchema.safeParse(path).success).toBe(false);
  });

  it('everything it accepts can be a header value: printable ASCII only', () => {
    for (const path of accepted) expect(path).toMatch(/^[\x21-\x7e]+$/);
  });

  it('is at most 500 characters', () => {
    expect(returnPathSchema.safeParse(`/${'a'.repeat(499)}`).success).toBe(true);
    expect(returnPathSchema.safeParse(`/${'a'.repeat(500)}`).success).toBe(false);
  });

  it('holds for both return paths of a payment', () => {
    const body = { kind: 'order', id: '0b0f6f3e-1d2a-4c55-9a34-6f1e2d3c4b5a', method: 'card', continuePath: '/payment/success', cancelPath: '/€' };
    const result = startPaymentSchema.safeParse(body);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['cancelPath']);
    expect(startPaymentSchema.safeParse({ ...body, cancelPath: '/checkout-basket?step=payment' }).success).toBe(true);
  });
});
