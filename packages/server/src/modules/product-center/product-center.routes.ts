// The product centre's service: /m-product-center/api/v1 (products, certificates, packaging and labels,
// categories, UDI parsing, the product import, certificate expiry).
import type { FastifyPluginAsync } from 'fastify';
import { categoriesRoutes } from './categories/categories.routes.js';
import { certificatesRoutes } from './certificates/certificates.routes.js';
import { expiryRoutes } from './expiry/expiry.routes.js';
import { packagesRoutes } from './packages/packages.routes.js';
import { productAuditRoutes } from './products/product-audit.routes.js';
import { productImportRoutes } from './product-import/product-import.routes.js';
import { productsRoutes } from './products/products.routes.js';
import { udiRoutes } from './udi/udi.routes.js';

export const productCenterRoutes: FastifyPluginAsync = async (app) => {
  await app.register(productsRoutes);
  await app.register(productAuditRoutes);
  await app.register(productImportRoutes);
  await app.register(certificatesRoutes);
  await app.register(packagesRoutes);
  await app.register(categoriesRoutes);
  await app.register(udiRoutes);
  await app.register(expiryRoutes);
};
