// The configuration centre: /m-config-center/api/v1.
import type { FastifyPluginAsync } from 'fastify';
import { configRoutes } from './config/config.routes.js';

export const configCenterRoutes: FastifyPluginAsync = async (app) => {
  await app.register(configRoutes);
};
