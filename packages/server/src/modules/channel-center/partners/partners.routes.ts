// partners
import type { FastifyPluginAsync } from 'fastify';

export const partnersRoutes: FastifyPluginAsync = async () => {};
