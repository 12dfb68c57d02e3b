// The staff-centre service: every route group of /m-staff-center/api/v1.
import type { FastifyPluginAsync } from 'fastify';
import { loginRoutes } from './auth/login.routes.js';

export const staffCenterRoutes: FastifyPluginAsync = async (app) => {
  await app.register(loginRoutes);
};
