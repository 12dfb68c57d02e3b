// Route access declarations: a service route registered without config.access, or naming a code the
// catalogue does not have, stops the app before it serves anything.
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { accessProblem, contextPlugin, type RouteAccess } from './context.js';

async function appWith(config: Record<string, unknown> | undefined) {
  const app = Fastify({ logger: false });
  await app.register(async (api) => {
    await api.register(contextPlugin);
    api.post('/x', config ? { config: config as { access: RouteAccess } } : {}, async () => ({}));
  });
  await app.ready();
  return app;
}

describe('route access declarations', () => {
  it.each<[string, RouteAccess]>([
    ['public', 'public'],
    ['session', 'session'],
    ['a menu code', { resource: ['od.list'] }],
    ['a button code', { resource: ['od.list.export'] }],
    ['several codes', { resource: ['od.delivery', 'od.payBill'] }],
  ])('accepts %s', async (_, access) => {
    await (await appWith({ access })).close();
  });

  it('refuses to start with a route that declares nothing', async () => {
    await expect(appWith(undefined)).rejects.toThrow(/route POST \/x declares no access/);
    await expect(appWith({ binary: true })).rejects.toThrow(/declares no access/);
  });

  it('refuses to start with a code that is not in the catalogue, or an empty or malformed declaration', async () => {
    await expect(appWith({ access: { resource: ['od.list', 'od.nothing'] } })).rejects.toThrow(/not in the catalogue: od\.nothing/);
    await expect(appWith({ access: { resource: [] } })).rejects.toThrow(/non-empty resource list/);
    await expect(appWith({ access: 'everyone' })).rejects.toThrow(/neither public, session nor/);
    expect(accessProblem({ resource: [1] })).toMatch(/not in the catalogue/);
  });
});
