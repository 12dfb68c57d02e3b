// channel-business
import type { FastifyPluginAsync } from 'fastify';

export const channelBusinessRoutes: FastifyPluginAsync = async () => {};
