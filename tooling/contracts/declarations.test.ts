import { cloudServerEndpoints, cloudServerSchemas, defineEndpoints, definedAreaOf, typed, type Endpoint } from '@storefront/contracts';
import { z } from 'zod';
import { declarationsSource, expectedDeclarations, staleDeclarations } from './declarations';

describe('the browser declarations generated from defined areas', () => {
  it('are up to date on disk (npm run contracts:declarations writes them)', () => {
    expect(expectedDeclarations().length).toBeGreaterThan(0);
    expect(staleDeclarations()).toEqual([]);
  });

  it('carry what the definition says, and no schema', () => {
    for (const [name, declared] of Object.entries(cloudServerEndpoints) as [keyof typeof cloudServerSchemas, Endpoint][]) {
      const defined = cloudServerSchemas[name];
      expect({ method: declared.method, path: declared.path, kind: declared.kind, tags: declared.tags }).toEqual({ method: defined.method, path: defined.path, kind: defined.kind, tags: defined.tags });
      expect(Object.values(declared).some((value) => value instanceof z.ZodType)).toBe(false);
    }
  });

  it('differ when a definition changes, so a stale file is caught', () => {
    const before = defineEndpoints({ area: 'probe', declarations: 'probeEndpoints' }, { getProbe: { method: 'GET', path: '/api/probe', response: z.object({ ok: z.boolean() }), tags: ['Probe'] } });
    const after = defineEndpoints({ area: 'probe', declarations: 'probeEndpoints' }, { getProbe: { method: 'GET', path: '/api/probe/:id', response: z.object({ ok: z.boolean() }), tags: ['Probe'] } });
    const source = declarationsSource('probe', 'probeSchemas', definedAreaOf(before)!);
    expect(source).toContain("getProbe: { method: 'GET', path: '/api/probe', response: typed<z.output<Defined['getProbe']['response']>>(), tags: ['Probe'] },");
    expect(declarationsSource('probe', 'probeSchemas', definedAreaOf(after)!)).not.toEqual(source);
  });

  it('declare an answer as `declares` says where it is wider than the schema, importing Carried only then', () => {
    const area = defineEndpoints(
      { area: 'probe', declarations: 'probeEndpoints' },
      { getProbe: { method: 'GET', path: '/api/probe', response: z.object({ ok: z.boolean() }), declares: { response: typed<{ ok: boolean; later?: string }>() }, tags: ['Probe'] } },
    );
    const source = declarationsSource('probe', 'probeSchemas', definedAreaOf(area)!);
    expect(source).toContain("getProbe: { method: 'GET', path: '/api/probe', response: typed<Carried<Defined['getProbe']['declares']['response']>>(), tags: ['Probe'] },");
    expect(source).toContain("import { typed, type Carried, type Endpoints } from './endpoint';");
    const plain = defineEndpoints({ area: 'probe', declarations: 'probeEndpoints' }, { getProbe: { method: 'GET', path: '/api/probe', response: z.object({}) } });
    expect(declarationsSource('probe', 'probeSchemas', definedAreaOf(plain)!)).toContain("import { typed, type Endpoints } from './endpoint';");
  });

  it('bind each endpoint with its area, name and default path parameters', () => {
    const defined = defineEndpoints({ area: 'probe', declarations: 'probeEndpoints' }, { getProbe: { method: 'GET', path: '/api/probe/:id', response: z.object({}) } });
    expect(defined.getProbe).toMatchObject({ area: 'probe', name: 'getProbe' });
    expect(defined.getProbe.params?.safeParse({ id: '' }).success).toBe(false);
    expect(defined.getProbe.params?.safeParse({ id: 'x' }).success).toBe(true);
    expect(Object.keys(defined)).toEqual(['getProbe']);
  });

  it('spread an included area from its own module, and refuse including what is not a defined area', () => {
    const bell = defineEndpoints({ area: 'bell', declarations: 'bellEndpoints' }, { getBell: { method: 'GET', path: '/api/bell', response: z.object({ unread: z.number() }) } });
    const page = defineEndpoints({ area: 'page', declarations: 'pageEndpoints' }, { getPage: { method: 'GET', path: '/api/page', response: z.object({}) } }, bell);
    expect(Object.keys(page)).toEqual(['getPage', 'getBell']);
    expect(definedAreaOf(page)!.includes).toEqual(['bellEndpoints']);
    const source = declarationsSource('page', 'pageSchemas', definedAreaOf(page)!, new Map([['bellEndpoints', 'bell']]));
    expect(source).toContain("import { bellEndpoints } from './bell';");
    expect(source).toContain('  ...bellEndpoints,');
    expect(() => declarationsSource('page', 'pageSchemas', definedAreaOf(page)!)).toThrow('pageEndpoints includes bellEndpoints, which no defined area declares');
    expect(() => defineEndpoints({ area: 'page', declarations: 'pageEndpoints' }, {}, { getBell: {} })).toThrow('only a defined area can be included');
  });
});
