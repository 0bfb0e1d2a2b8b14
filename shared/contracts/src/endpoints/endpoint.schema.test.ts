import { z } from 'zod';
import { typed, type Carried } from './endpoint';
import { defineEndpoints } from './endpoint.schema';

const answer = z.object({ theme: z.string(), captcha: z.string().nullable() });
type Wider = { theme: string; captcha?: string | null };

describe('defineEndpoints', () => {
  it('binds what a definition says, its declared answer kept for the generator and no schema in its place', () => {
    const area = defineEndpoints({ area: 'probe', declarations: 'probeEndpoints' }, { getProbe: { method: 'GET', path: '/api/probe', response: answer, declares: { response: typed<Wider>() } } });
    expect(area.getProbe.response).toBe(answer);
    expect(area.getProbe.declares).toEqual({ response: {} });
    const declared: Carried<typeof area.getProbe.declares.response> = { theme: 'default' };
    expect(declared.captcha).toBeUndefined();
  });

  it('refuses a declared answer narrower than what its schema answers (type-checked by tsc)', () => {
    const narrower = () =>
      defineEndpoints(
        { area: 'probe', declarations: 'probeEndpoints' },
        // @ts-expect-error -- the schema answers captcha: string | null, which a declared `captcha: string` would not take
        { getProbe: { method: 'GET', path: '/api/probe', response: answer, declares: { response: typed<{ theme: string; captcha: string }>() } } },
      );
    expect(narrower).not.toThrow();
  });
});
