// Company authentication (UcAuthCompany), the platform's review (businessUser) and video statements (UcAuthVideo).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const companyAuthRoutes: FastifyPluginAsyncZod = async () => {};
