// The product centre's packages calls (contracts PRODUCT_PATHS).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const packagesRoutes: FastifyPluginAsyncZod = async () => {};
