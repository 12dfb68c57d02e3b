// The file library service: /guoke-deepexi-file-library/api/v1.
import type { FastifyPluginAsync } from 'fastify';
import { filesRoutes } from './files/files.routes.js';

export const fileLibraryRoutes: FastifyPluginAsync = async (app) => {
  await app.register(filesRoutes);
};
