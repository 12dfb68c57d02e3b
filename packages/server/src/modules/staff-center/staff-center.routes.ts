// The staff-centre service: every route group of /m-staff-center/api/v1.
import type { FastifyPluginAsync } from 'fastify';
import { loginRoutes } from './auth/login.routes.js';
import { codesRoutes } from './auth/codes.routes.js';
import { passwordRoutes } from './auth/password.routes.js';
import { registerRoutes } from './auth/register.routes.js';
import { oauthRoutes } from './auth/oauth.routes.js';
import { positionsRoutes } from './positions/positions.routes.js';
import { appsRoutes } from './access/apps.routes.js';
import { menuRoutes } from './access/menu.routes.js';
import { customTableRoutes } from './custom-table/custom-table.routes.js';
import { agreementRoutes } from './agreements/agreements.routes.js';
import { customerServiceRoutes } from './customer-service/customer-service.routes.js';
import { orgRoutes } from './org/org.routes.js';
import { brandingRoutes } from './branding/branding.routes.js';
import { profileRoutes } from './profile/profile.routes.js';
import { companiesRoutes } from './companies/companies.routes.js';
import { usersRoutes } from './users/users.routes.js';
import { fieldPermissionRoutes } from './field-permissions/field-permissions.routes.js';

export const staffCenterRoutes: FastifyPluginAsync = async (app) => {
  await app.register(loginRoutes);
  await app.register(codesRoutes);
  await app.register(passwordRoutes);
  await app.register(registerRoutes);
  await app.register(oauthRoutes);
  await app.register(positionsRoutes);
  await app.register(appsRoutes);
  await app.register(menuRoutes);
  await app.register(customTableRoutes);
  await app.register(agreementRoutes);
  await app.register(customerServiceRoutes);
  await app.register(orgRoutes);
  await app.register(brandingRoutes);
  await app.register(profileRoutes);
  await app.register(companiesRoutes);
  await app.register(usersRoutes);
  await app.register(fieldPermissionRoutes);
};
