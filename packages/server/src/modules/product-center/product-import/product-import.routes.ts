// The product centre's product-import calls (contracts PRODUCT_PATHS).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const productImportRoutes: FastifyPluginAsyncZod = async () => {};
