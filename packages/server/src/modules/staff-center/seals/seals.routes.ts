// Electronic seals and personal signatures: the company's seals, who may use them, their use records
// (seal/* under /m-staff-center/api/v1; management: sys.signature, writes sys.signature.edit / .grant),
// the session user's usable seals and own signature (any session).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { emptyBody, emptyEnvelope } from '@medportal/contracts/common/envelope';
import { STAFF_PATHS } from '@medportal/contracts/common/api-paths';
import {
  personalSignatureEnvelope,
  personalSignatureSaveBody,
  sealCandidatesBody,
  sealCandidatesEnvelope,
  sealDetailEnvelope,
  sealEnvelope,
  sealGrantListEnvelope,
  sealGrantSaveBody,
  sealGroupListBody,
  sealGroupListEnvelope,
  sealGroupSaveBody,
  sealIdBody,
  sealImageQuery,
  sealMineEnvelope,
  sealPageBody,
  sealPageEnvelope,
  sealSaveBody,
  sealStatusBody,
  sealUpdateBody,
  sealUsePageBody,
  sealUsePageEnvelope,
} from '@medportal/contracts/staff/seals.contract';
import { done, ok } from '../../../lib/reply.js';
import { sessionOf } from '../../../plugins/context.js';
import { filesRootOf } from '../../file-library/files/files.service.js';
import { auditActor } from '../audit/audit.service.js';
import * as service from './seals.service.js';

const tags = ['seal'];
const READ = { access: { resource: ['sys.signature'] } } as const;
const EDIT = { access: { resource: ['sys.signature.edit'] } } as const;
const GRANT = { access: { resource: ['sys.signature.grant'] } } as const;
const SESSION = { access: 'session' } as const;

export const sealsRoutes: FastifyPluginAsyncZod = async (app) => {
  const root = filesRootOf(app.config);
  const schema = <B, R>(summary: string, body: B, response: R) => ({ tags, summary, body, response: { 200: response } });

  app.post(
    STAFF_PATHS.sealPageList,
    { config: READ, schema: schema('企业印章分页（保管人、授权数、最近使用；平台可指定企业）', sealPageBody, sealPageEnvelope) },
    async (request) => ok(await service.sealPage(app.db, sessionOf(request), request.body)),
  );
  app.post(
    STAFF_PATHS.sealDetail,
    { config: READ, schema: schema('印章详情（授权与最近使用记录）', sealIdBody, sealDetailEnvelope) },
    async (request) => ok(await service.sealDetail(app.db, sessionOf(request), request.body)),
  );
  app.post(
    STAFF_PATHS.sealSave,
    {
      config: EDIT,
      schema: schema('新增企业印章（上传透明背景PNG或按企业名称生成圆形印章；保管人须为本企业启用用户）', sealSaveBody, sealEnvelope),
    },
    async (request) => ok(await service.saveSeal(app.db, auditActor(sessionOf(request), request), root, request.body)),
  );
  app.post(
    STAFF_PATHS.sealUpdate,
    { config: EDIT, schema: schema('修改企业印章（不传图片则保留原图）', sealUpdateBody, sealEnvelope) },
    async (request) => ok(await service.updateSeal(app.db, auditActor(sessionOf(request), request), root, request.body)),
  );
  app.post(
    STAFF_PATHS.sealUpdateStatus,
    { config: EDIT, schema: schema('启用/停用企业印章', sealStatusBody, sealEnvelope) },
    async (request) => ok(await service.updateSealStatus(app.db, auditActor(sessionOf(request), request), request.body)),
  );
  app.post(
    STAFF_PATHS.sealDelete,
    { config: EDIT, schema: schema('删除企业印章（仅限没有使用记录的印章）', sealIdBody, emptyEnvelope) },
    async (request) => {
      await service.deleteSeal(app.db, auditActor(sessionOf(request), request), request.body);
      return done();
    },
  );
  app.get(
    STAFF_PATHS.sealImage,
    {
      config: { ...SESSION, binary: true },
      schema: { tags, summary: '印章/签名图片（PNG；本企业用户与平台可查看）', querystring: sealImageQuery },
    },
    async (request, reply) => {
      const image = await service.sealImage(app.db, sessionOf(request), root, request.query.id);
      return reply.type('image/png').header('cache-control', 'private, max-age=60').send(image.stream);
    },
  );
  app.post(
    STAFF_PATHS.sealGrantList,
    { config: READ, schema: schema('印章的用章授权（用户与用户组）及可选的本企业用户、用户组', sealIdBody, sealGrantListEnvelope) },
    async (request) => ok(await service.sealGrantList(app.db, sessionOf(request), request.body)),
  );
  app.post(
    STAFF_PATHS.sealCandidates,
    { config: READ, schema: schema('本企业的启用用户与用户组（可选的保管人与用章人）', sealCandidatesBody, sealCandidatesEnvelope) },
    async (request) => ok(await service.sealCandidates(app.db, sessionOf(request), request.body)),
  );
  app.post(
    STAFF_PATHS.sealGrantSave,
    { config: GRANT, schema: schema('替换印章的用章授权（须为本企业的用户或用户组）', sealGrantSaveBody, emptyEnvelope) },
    async (request) => {
      await service.saveSealGrants(app.db, auditActor(sessionOf(request), request), request.body);
      return done();
    },
  );
  app.post(
    STAFF_PATHS.sealUsePageList,
    { config: READ, schema: schema('用章记录分页（印章、用章人、时间、文件类型与编号、文件哈希）', sealUsePageBody, sealUsePageEnvelope) },
    async (request) => ok(await service.sealUsePage(app.db, sessionOf(request), request.body)),
  );
  app.post(
    STAFF_PATHS.sealGroupList,
    { config: READ, schema: schema('用户组印章：本企业各用户组可使用的印章', sealGroupListBody, sealGroupListEnvelope) },
    async (request) => ok(await service.sealGroupList(app.db, sessionOf(request), request.body)),
  );
  app.post(
    STAFF_PATHS.sealGroupSave,
    { config: GRANT, schema: schema('替换用户组可使用的印章（须为本企业的印章）', sealGroupSaveBody, emptyEnvelope) },
    async (request) => {
      await service.saveSealGroup(app.db, auditActor(sessionOf(request), request), request.body);
      return done();
    },
  );
  app.post(
    STAFF_PATHS.sealMine,
    { config: SESSION, schema: schema('我可使用的企业印章、我的签名与最近用章记录', emptyBody, sealMineEnvelope) },
    async (request) => ok(await service.sealMine(app.db, sessionOf(request))),
  );
  app.get(
    STAFF_PATHS.personalSignature,
    { config: SESSION, schema: { tags, summary: '我在当前企业的个人签名', response: { 200: personalSignatureEnvelope } } },
    async (request) => ok(await service.personalSignature(app.db, sessionOf(request))),
  );
  app.post(
    STAFF_PATHS.personalSignatureSave,
    { config: SESSION, schema: schema('保存我的个人签名（透明背景PNG，替换原签名）', personalSignatureSaveBody, sealEnvelope) },
    async (request) => ok(await service.savePersonalSignature(app.db, auditActor(sessionOf(request), request), root, request.body)),
  );
};
