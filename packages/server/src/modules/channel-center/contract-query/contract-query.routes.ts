// contract-query
import type { FastifyPluginAsync } from 'fastify';

export const contractQueryRoutes: FastifyPluginAsync = async () => {};
