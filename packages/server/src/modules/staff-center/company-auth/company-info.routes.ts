// The company's information: enterprise profile and financial (invoice) information.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const companyInfoRoutes: FastifyPluginAsyncZod = async () => {};
