import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const extrasRoutes: FastifyPluginAsyncZod = async () => {};
