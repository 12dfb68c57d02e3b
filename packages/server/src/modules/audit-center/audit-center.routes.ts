// The approval engine's service: /m-audit-center/api/v1 (flows, instances and their records, the audit centre's actions).
import type { FastifyPluginAsync } from 'fastify';
import { examineInstancesRoutes } from './examine/examine-instances.routes.js';

export const auditCenterRoutes: FastifyPluginAsync = async (app) => {
  await app.register(examineInstancesRoutes);
};
