// Authorisation letters, views: detail lines, dealers with and without hospitals, summary, the chain graph.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const letterViewsRoutes: FastifyPluginAsyncZod = async () => {};
