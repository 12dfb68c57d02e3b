// The file library service: /guoke-deepexi-file-library/api/v1.
import type { FastifyPluginAsync } from 'fastify';
import { filesRoutes } from './files/files.routes.js';
import { qrUploadRoutes } from './qr-upload/qr-upload.routes.js';

export const fileLibraryRoutes: FastifyPluginAsync = async (app) => {
  await app.register(filesRoutes);
  await app.register(qrUploadRoutes);
};
