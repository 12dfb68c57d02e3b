// The channel centre's service: /m-channel-center/api/v1 (the enterprise registry, qualification files,
// the first-camp exchange with the shell's forced check, contract query, channel business and investment, authorisation letters).
import type { FastifyPluginAsync } from 'fastify';
import { channelBusinessRoutes } from './channel-business/channel-business.routes.js';
import { investmentRoutes } from './channel-business/investment.routes.js';
import { letterApplicationsRoutes } from './letters/letter-applications.routes.js';
import { letterStampRoutes } from './letters/letter-stamp.routes.js';
import { letterViewsRoutes } from './letters/letter-views.routes.js';
import { lettersReadRoutes } from './letters/letters-read.routes.js';
import { lettersWriteRoutes } from './letters/letters-write.routes.js';
import { contractQueryRoutes } from './contract-query/contract-query.routes.js';
import { exchangesRoutes } from './exchanges/exchanges.routes.js';
import { partnersRoutes } from './partners/partners.routes.js';
import { qualificationFilesRoutes } from './qualification-files/qualification-files.routes.js';

export const channelCenterRoutes: FastifyPluginAsync = async (app) => {
  await app.register(partnersRoutes);
  await app.register(qualificationFilesRoutes);
  await app.register(exchangesRoutes);
  await app.register(contractQueryRoutes);
  await app.register(channelBusinessRoutes);
  await app.register(investmentRoutes);
  await app.register(lettersWriteRoutes);
  await app.register(lettersReadRoutes);
  await app.register(letterStampRoutes);
  await app.register(letterViewsRoutes);
  await app.register(letterApplicationsRoutes);
};
