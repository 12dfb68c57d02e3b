// The worktable service: /m-worktable/api/v1 (notices, todos and shortcuts of the home pages).
import type { FastifyPluginAsync } from 'fastify';
import { noticesRoutes } from './notices/notices.routes.js';
import { noticesManageRoutes } from './notices/notices-manage.routes.js';
import { todosRoutes } from './todos/todos.routes.js';
import { shortcutsRoutes } from './shortcuts/shortcuts.routes.js';
import { appStoreRoutes } from './app-store/app-store.routes.js';
import { videosRoutes } from './videos/videos.routes.js';
import { exportRecordsRoutes } from './export-records/export-records.routes.js';
import { settingsRoutes } from './settings/settings.routes.js';
import { warningsRoutes } from './warnings/warnings.routes.js';

export const worktableRoutes: FastifyPluginAsync = async (app) => {
  await app.register(noticesRoutes);
  await app.register(noticesManageRoutes);
  await app.register(todosRoutes);
  await app.register(shortcutsRoutes);
  await app.register(appStoreRoutes);
  await app.register(videosRoutes);
  await app.register(exportRecordsRoutes);
  await app.register(settingsRoutes);
  await app.register(warningsRoutes);
};
