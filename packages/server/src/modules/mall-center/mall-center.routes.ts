// The order & mall service: /m-mall-center/api/v1. This part: areas and the master data orders are
// built on (suppliers, contracts, products, warehouses, stock, addresses, dictionaries).
import type { FastifyPluginAsync } from 'fastify';
import { areasRoutes } from './areas/areas.routes.js';
import { vendorsRoutes } from './vendors/vendors.routes.js';
import { catalogueRoutes } from './catalogue/catalogue.routes.js';
import { addressesRoutes } from './addresses/addresses.routes.js';

export const mallCenterRoutes: FastifyPluginAsync = async (app) => {
  await app.register(areasRoutes);
  await app.register(vendorsRoutes);
  await app.register(catalogueRoutes);
  await app.register(addressesRoutes);
};
