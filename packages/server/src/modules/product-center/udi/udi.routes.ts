// The product centre's udi calls (contracts PRODUCT_PATHS).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const udiRoutes: FastifyPluginAsyncZod = async () => {};
