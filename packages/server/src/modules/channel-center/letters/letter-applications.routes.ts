// A distributor applies for an authorisation letter, reviewed through the approval engine.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const letterApplicationsRoutes: FastifyPluginAsyncZod = async () => {};
