import { configureZodWithoutEval, ZOD_CONFIG_KEY } from './zod-jitless';

describe('zod without eval in the browser', () => {
  afterEach(() => {
    delete (globalThis as Record<string, unknown>)[ZOD_CONFIG_KEY];
    jest.resetModules();
  });

  it('is the configuration a zod loaded afterwards reads (fails if zod moves where it keeps it)', async () => {
    configureZodWithoutEval();
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
    expect(z.object({ name: z.string() }).parse({ name: 'Angkor' })).toEqual({ name: 'Angkor' });
  });

  it('keeps what was configured before', () => {
    const scope: Record<string, unknown> = { [ZOD_CONFIG_KEY]: { customError: 'kept' } };
    configureZodWithoutEval(scope);
    expect(scope[ZOD_CONFIG_KEY]).toEqual({ customError: 'kept', jitless: true });
  });
});
