// The product centre's certificates calls (contracts PRODUCT_PATHS).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const certificatesRoutes: FastifyPluginAsyncZod = async () => {};
