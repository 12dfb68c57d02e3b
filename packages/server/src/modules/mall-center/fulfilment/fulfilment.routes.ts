import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const fulfilmentRoutes: FastifyPluginAsyncZod = async () => {};
