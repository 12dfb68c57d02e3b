// The product centre's expiry calls (contracts PRODUCT_PATHS).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const expiryRoutes: FastifyPluginAsyncZod = async () => {};
