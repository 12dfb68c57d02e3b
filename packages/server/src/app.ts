// Builds the Fastify app: external plugins, then app plugins (envelope, context), then the modules'
// routes. Tests call build() with a database and use app.inject.
import { existsSync } from 'node:fs';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { z } from 'zod';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import {
  CONFIG_CENTER_BASE,
  FILE_LIBRARY_BASE,
  MALL_CENTER_BASE,
  AUDIT_CENTER_BASE,
  PRODUCT_CENTER_BASE,
  CHANNEL_CENTER_BASE,
  STAFF_CENTER_BASE,
  WORKTABLE_BASE,
} from '@medportal/contracts/common/api-paths';
import type { Database } from './db/client.js';
import type { Config } from './config.js';
import { envelopePlugin } from './plugins/envelope.js';
import { contextPlugin } from './plugins/context.js';
import { webStatic } from './plugins/web-static.js';
import { listenForEvictions } from './lib/session-cache.js';
import { staffCenterRoutes } from './modules/staff-center/staff-center.routes.js';
import { configCenterRoutes } from './modules/config-center/config-center.routes.js';
import { fileLibraryRoutes } from './modules/file-library/file-library.routes.js';
import { worktableRoutes } from './modules/worktable/worktable.routes.js';
import { auditCenterRoutes } from './modules/audit-center/audit-center.routes.js';
import { productCenterRoutes } from './modules/product-center/product-center.routes.js';
import { channelCenterRoutes } from './modules/channel-center/channel-center.routes.js';
import { mallCenterRoutes } from './modules/mall-center/mall-center.routes.js';

z.config(z.locales.zhCN());

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    config: Config;
    /** every route registered, for the isolation and bad-input test matrices */
    routeCatalogue: RouteOptions[];
  }
}

// never log credentials, tokens or codes
const REDACT = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.body.password',
  'req.body.newPassword',
  'req.body.oldPassword',
  'req.body.verificationCode',
  'req.body.tokenId',
  'req.body.code',
  'req.body.accessKeyId',
  'req.body.accessKeySecret',
];

export type BuildOptions = { db: Database; config: Config; logger?: boolean; logStream?: NodeJS.WritableStream };

export async function build({ db, config, logger = true, logStream }: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger
      ? { level: config.LOG_LEVEL, redact: { paths: REDACT, censor: '[redacted]' }, ...(logStream ? { stream: logStream } : {}) }
      : false,
    bodyLimit: 1024 * 1024,
    trustProxy: config.TRUST_PROXY ? config.TRUST_PROXY.split(',').map((s) => s.trim()) : false,
    genReqId: () => crypto.randomUUID(),
    ajv: undefined,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', db);
  app.decorate('config', config);
  app.decorate('routeCatalogue', [] as RouteOptions[]);
  app.addHook('onRoute', (route) => {
    app.routeCatalogue.push(route as RouteOptions);
  });

  // external
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: { 'img-src': ["'self'", 'data:', 'blob:'], 'script-src': ["'self'"], 'style-src': ["'self'", "'unsafe-inline'"] },
    },
  });
  await app.register(rateLimit, { global: false });
  await app.register(swagger, {
    openapi: {
      info: {
        title: '医械供应链协同平台 API',
        version: '1.0.0',
        description:
          '统一返回 {code, msg, payload}，成功 code 为 "0"。登录后在请求头携带 Authorization: Bearer <token> 与 tenantId。' +
          '所有文本参数（请求体、查询参数、路径参数及其字段名）不能包含空字符或不成对的 UTF-16 代理项，否则返回 HTTP 400 并指明字段。',
      },
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearerAuth: [] }],
    },
    transform: jsonSchemaTransform,
    // components for schemas with an id (recursive ones such as the menu tree)
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: '/docs' });

  // app
  await app.register(envelopePlugin);
  await listenForEvictions(db);
  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));

  // service routes: every one needs a session unless its config says public
  await app.register(async (api) => {
    await api.register(contextPlugin);
    await api.register(staffCenterRoutes, { prefix: STAFF_CENTER_BASE });
    await api.register(configCenterRoutes, { prefix: CONFIG_CENTER_BASE });
    await api.register(fileLibraryRoutes, { prefix: FILE_LIBRARY_BASE });
    await api.register(worktableRoutes, { prefix: WORKTABLE_BASE });
    await api.register(mallCenterRoutes, { prefix: MALL_CENTER_BASE });
    await api.register(auditCenterRoutes, { prefix: AUDIT_CENTER_BASE });
    await api.register(productCenterRoutes, { prefix: PRODUCT_CENTER_BASE });
    await api.register(channelCenterRoutes, { prefix: CHANNEL_CENTER_BASE });
  });

  if (config.WEB_DIST && existsSync(config.WEB_DIST)) {
    await webStatic(app, config.WEB_DIST);
  }
  return app;
}
