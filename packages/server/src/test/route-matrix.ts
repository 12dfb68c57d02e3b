// Builds requests for every registered service route from its zod schema, so that a route added in a
// later issue joins the isolation and bad-input matrices by being registered.
import type { FastifyInstance, RouteOptions } from 'fastify';
import type { z } from 'zod';
import type { RouteAccess } from '../plugins/context.js';

export type ServiceRoute = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  public: boolean;
  /** the catalogue codes a session needs one of (config.access.resource); empty when any session may call it */
  resources: readonly string[];
  body?: z.ZodType;
  query?: z.ZodType;
};

const accessOf = (r: RouteOptions): RouteAccess | undefined => (r.config as { access?: RouteAccess } | undefined)?.access;

export function serviceRoutes(app: FastifyInstance): ServiceRoute[] {
  return app.routeCatalogue
    .filter((r: RouteOptions) => /^\/m-|^\/guoke-|^\/api\//.test(r.url))
    .flatMap((r) =>
      [r.method]
        .flat()
        .filter((m) => m !== 'HEAD' && m !== 'OPTIONS')
        .map((method) => ({
          method: method as ServiceRoute['method'],
          url: r.url,
          public: accessOf(r) === 'public',
          resources: ((a) => (typeof a === 'object' ? a.resource : []))(accessOf(r)),
          body: (r.schema as { body?: z.ZodType } | undefined)?.body,
          query: (r.schema as { querystring?: z.ZodType } | undefined)?.querystring,
        })),
    );
}

const unwrap = (s: z.ZodType): z.ZodType => {
  let cur: any = s;
  for (let i = 0; i < 10; i++) {
    const def = cur?._zod?.def;
    if (!def) return cur;
    if (['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional'].includes(def.type)) cur = def.innerType;
    else if (def.type === 'pipe') cur = def.in;
    else return cur;
  }
  return cur;
};

export type Candidates = { numbers: number[]; strings: string[] };

/**
 * Bodies that put each candidate id or string into every field of the route's schema (one field at a
 * time filled with a candidate, the others with the first candidate of their kind).
 */
export function candidateBodies(schema: z.ZodType | undefined, c: Candidates, max = 40): Record<string, unknown>[] {
  const root = schema ? unwrap(schema) : undefined;
  const shape: Record<string, z.ZodType> = (root as any)?._zod?.def?.type === 'object' ? (root as any)._zod.def.shape : {};
  const keys = Object.keys(shape);
  const valueFor = (t: z.ZodType, i: number): unknown => {
    const u: any = unwrap(t);
    switch (u?._zod?.def?.type) {
      case 'number':
      case 'int':
      case 'bigint':
        return c.numbers[i % c.numbers.length];
      case 'string':
        return c.strings[i % c.strings.length];
      case 'boolean':
        return true;
      case 'literal':
        return u._zod.def.values[0];
      case 'enum':
        return Object.values(u._zod.def.entries)[0];
      case 'array':
        return [valueFor(u._zod.def.element, i), valueFor(u._zod.def.element, i + 1)];
      case 'union':
        return valueFor(u._zod.def.options[i % u._zod.def.options.length], i);
      case 'object':
        return candidateBodies(u, c, 1)[0];
      default:
        return c.strings[i % c.strings.length];
    }
  };
  const bodies: Record<string, unknown>[] = [];
  const n = Math.max(c.numbers.length, c.strings.length);
  // a list body (e.g. order/deleteOrder's ids): the candidates themselves, two at a time
  if ((root as any)?._zod?.def?.type === 'array') {
    const element = (root as any)._zod.def.element;
    for (let i = 0; i < n && bodies.length < max; i++)
      bodies.push([valueFor(element, i), valueFor(element, i + 1)] as unknown as Record<string, unknown>);
    return bodies;
  }
  for (let i = 0; i < n && bodies.length < max; i++) {
    bodies.push(Object.fromEntries(keys.map((k) => [k, valueFor(shape[k]!, i)])));
  }
  return bodies.length ? bodies : [{}];
}

export async function send(app: FastifyInstance, route: ServiceRoute, input: unknown, token?: string, tenantId?: number) {
  const headers: Record<string, string> = {};
  if (token) headers['authorization'] = `Bearer ${token}`;
  if (tenantId !== undefined) headers['tenantid'] = String(tenantId);
  const url = route.url.replace(/:(\w+)\??/g, (_, name) => String((input as Record<string, unknown>)?.[name] ?? '1'));
  const isQuery = route.method === 'GET' || route.method === 'DELETE';
  const query =
    isQuery && input && typeof input === 'object' && !Array.isArray(input)
      ? Object.fromEntries(Object.entries(input).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]))
      : undefined;
  const res = await app.inject({
    method: route.method,
    url,
    headers,
    ...(isQuery ? { query } : { payload: input as any }),
  });
  return res;
}
