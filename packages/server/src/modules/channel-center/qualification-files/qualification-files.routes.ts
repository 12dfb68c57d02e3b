// qualification-files
import type { FastifyPluginAsync } from 'fastify';

export const qualificationFilesRoutes: FastifyPluginAsync = async () => {};
