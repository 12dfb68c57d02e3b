// The order & mall service: /m-mall-center/api/v1. Master data orders are built on (areas,
// suppliers, contracts, products, warehouses, stock, addresses, dictionaries), the order lifecycle,
// delivery notices, payments, consignment and fill-up orders, templates and relations, Excel imports.
import type { FastifyPluginAsync } from 'fastify';
import { areasRoutes } from './areas/areas.routes.js';
import { vendorsRoutes } from './vendors/vendors.routes.js';
import { catalogueRoutes } from './catalogue/catalogue.routes.js';
import { addressesRoutes } from './addresses/addresses.routes.js';
import { ordersRoutes } from './orders/orders.routes.js';
import { fulfilmentRoutes } from './fulfilment/fulfilment.routes.js';
import { extrasRoutes } from './extras/extras.routes.js';
import { importsRoutes } from './imports/imports.routes.js';

export const mallCenterRoutes: FastifyPluginAsync = async (app) => {
  await app.register(areasRoutes);
  await app.register(vendorsRoutes);
  await app.register(catalogueRoutes);
  await app.register(addressesRoutes);
  await app.register(ordersRoutes);
  await app.register(fulfilmentRoutes);
  await app.register(extrasRoutes);
  await app.register(importsRoutes);
};
