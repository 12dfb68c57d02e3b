// The product centre's products calls (contracts PRODUCT_PATHS).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const productsRoutes: FastifyPluginAsyncZod = async () => {};
