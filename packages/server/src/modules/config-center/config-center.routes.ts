// The configuration centre: /m-config-center/api/v1.
import type { FastifyPluginAsync } from 'fastify';

export const configCenterRoutes: FastifyPluginAsync = async () => {};
