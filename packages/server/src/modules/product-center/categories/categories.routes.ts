// The product centre's categories calls (contracts PRODUCT_PATHS).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const categoriesRoutes: FastifyPluginAsyncZod = async () => {};
