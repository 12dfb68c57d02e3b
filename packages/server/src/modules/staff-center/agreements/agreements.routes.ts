// agreement/checkAgreementSign, agreement/agreementSignature, agreement/save (platform admin),
// agreement/content (public: the privacy policy and service terms before login).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { emptyEnvelope } from '@medportal/contracts/common/envelope';
import {
  agreementContentEnvelope,
  agreementContentQuery,
  agreementSaveBody,
  agreementSavedEnvelope,
  agreementSignatureBody,
  checkAgreementSignBody,
  checkAgreementSignEnvelope,
} from '@medportal/contracts/staff/agreements.contract';
import { STAFF_PATHS } from '@medportal/contracts/common/api-paths';
import { done, ok } from '../../../lib/reply.js';
import { sessionOf } from '../../../plugins/context.js';
import { checkAgreementSign, publicAgreement, saveAgreement, signAgreements } from './agreements.service.js';

const tags = ['agreement'];

export const agreementRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    STAFF_PATHS.checkAgreementSign,
    {
      config: { access: 'session' },
      schema: { tags, summary: '查询当前企业待签署的协议', body: checkAgreementSignBody, response: { 200: checkAgreementSignEnvelope } },
    },
    async (request) => ok(await checkAgreementSign(app.db, sessionOf(request), request.body)),
  );

  app.post(
    STAFF_PATHS.agreementSignature,
    {
      config: { access: 'session' },
      schema: { tags, summary: '当前企业签署协议', body: agreementSignatureBody, response: { 200: emptyEnvelope } },
    },
    async (request) => {
      await signAgreements(app.db, sessionOf(request), request.body);
      return done();
    },
  );

  app.post(
    STAFF_PATHS.agreementSave,
    {
      config: { access: 'session' },
      schema: { tags, summary: '保存协议（生成新版本，平台管理员）', body: agreementSaveBody, response: { 200: agreementSavedEnvelope } },
    },
    async (request) => ok(await saveAgreement(app.db, sessionOf(request), request.body)),
  );

  app.get(
    STAFF_PATHS.agreementContent,
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: '公开协议内容（隐私政策、平台服务协议，最新版本；租户取自 tenantId）',
        querystring: agreementContentQuery,
        response: { 200: agreementContentEnvelope },
      },
    },
    async (request) => ok(await publicAgreement(app.db, request.tenantId, request.query.agreementCode)),
  );
};
