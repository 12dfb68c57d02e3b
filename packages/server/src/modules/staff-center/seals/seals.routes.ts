// Electronic seals and personal signatures: the company's seals, who may use them, their use records.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const sealsRoutes: FastifyPluginAsyncZod = async () => {};
