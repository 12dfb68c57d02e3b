// exchanges
import type { FastifyPluginAsync } from 'fastify';

export const exchangesRoutes: FastifyPluginAsync = async () => {};
