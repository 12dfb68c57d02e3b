// authorization/letter/* (prefix /m-channel-center/api/v1), writing: the detail every part reads, templates, the
// form's options, drafts (save, delete, submit for the stamp), renew, suspend, reinstate, terminate, and the
// derived letters a termination or suspension affects.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CHANNEL_PATHS } from '@medportal/contracts/common/api-paths';
import { emptyBody, envelope } from '@medportal/contracts/common/envelope';
import { letterDetailEnvelope, letterIdBody } from '@medportal/contracts/channel/letters.contract';
import {
  letterChangeEnvelope,
  letterDescendantsEnvelope,
  letterOptionsBody,
  letterOptionsEnvelope,
  letterReasonBody,
  letterReinstateBody,
  letterRenewBody,
  letterSaveBody,
  letterTemplatesEnvelope,
} from '@medportal/contracts/channel/letters-write.contract';
import { z } from 'zod';
import { ok } from '../../../lib/reply.js';
import { sessionOf } from '../../../plugins/context.js';
import { auditActor } from '../../staff-center/audit/audit.service.js';
import { letterDetail } from './letter-detail.service.js';
import {
  deleteLetter,
  letterDescendants,
  letterOptions,
  letterTemplates,
  reinstateLetter,
  renewLetter,
  saveLetter,
  submitLetter,
  suspendLetter,
  terminateLetter,
} from './letters-write.service.js';

const tags = ['channel-letters'];
const read = { access: { resource: ['cm.auth.list', 'cm.auth.issued', 'cm.auth.received'] as const } };
const issued = { access: { resource: ['cm.auth.issued'] as const } };
const edit = { access: { resource: ['cm.auth.issued.edit'] as const } };
const manage = { access: { resource: ['cm.auth.issued.manage'] as const } };

export const lettersWriteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    CHANNEL_PATHS.letterDetail,
    {
      config: read,
      schema: {
        tags,
        summary: '授权书详情（授权方、被授权方、状态、授权范围、步骤、上下级授权链、版本及当前可执行的操作）',
        body: letterIdBody,
        response: { 200: letterDetailEnvelope },
      },
    },
    async (request) => ok(await letterDetail(app.db, sessionOf(request), request.body.id)),
  );

  app.post(
    CHANNEL_PATHS.letterTemplates,
    {
      config: issued,
      schema: { tags, summary: '授权书模板（名称及含占位符的正文）', body: emptyBody, response: { 200: letterTemplatesEnvelope } },
    },
    async () => ok(letterTemplates()),
  );

  app.post(
    CHANNEL_PATHS.letterOptions,
    {
      config: edit,
      schema: {
        tags,
        summary: '新建授权书的可选项（被授权经销商、上级授权书、产品及产品线、区域、医院）',
        body: letterOptionsBody,
        response: { 200: letterOptionsEnvelope },
      },
    },
    async (request) => ok(await letterOptions(app.db, sessionOf(request), request.body)),
  );

  app.post(
    CHANNEL_PATHS.letterSave,
    {
      config: edit,
      schema: {
        tags,
        summary: '保存授权书草稿（新建或修改；模板正文按授权内容生成；经销商转授权须在上级授权范围内）',
        body: letterSaveBody,
        response: { 200: letterDetailEnvelope },
      },
    },
    async (request) => ok(await saveLetter(app.db, auditActor(sessionOf(request), request), request.body)),
  );

  app.post(
    CHANNEL_PATHS.letterDelete,
    {
      config: edit,
      schema: { tags, summary: '删除授权书草稿', body: letterIdBody, response: { 200: envelope(z.null()) } },
    },
    async (request) => ok(await deleteLetter(app.db, auditActor(sessionOf(request), request), request.body.id)),
  );

  app.post(
    CHANNEL_PATHS.letterSubmit,
    {
      config: edit,
      schema: { tags, summary: '提交授权书盖章（草稿 → 待盖章，通知用章人）', body: letterIdBody, response: { 200: letterDetailEnvelope } },
    },
    async (request) => ok(await submitLetter(app.db, auditActor(sessionOf(request), request), request.body.id)),
  );

  app.post(
    CHANNEL_PATHS.letterRenew,
    {
      config: manage,
      schema: {
        tags,
        summary: '授权书续期（生成新版本，待盖章签发后替代原版本）',
        body: letterRenewBody,
        response: { 200: letterChangeEnvelope },
      },
    },
    async (request) => ok(await renewLetter(app.db, auditActor(sessionOf(request), request), request.body)),
  );

  app.post(
    CHANNEL_PATHS.letterTerminate,
    {
      config: manage,
      schema: {
        tags,
        summary: '提前终止授权书（须填写原因，不可恢复；其下级授权书随之暂停）',
        body: letterReasonBody,
        response: { 200: letterChangeEnvelope },
      },
    },
    async (request) => ok(await terminateLetter(app.db, auditActor(sessionOf(request), request), request.body)),
  );

  app.post(
    CHANNEL_PATHS.letterSuspend,
    {
      config: manage,
      schema: {
        tags,
        summary: '暂停授权书（须填写原因；其下级授权书随之暂停）',
        body: letterReasonBody,
        response: { 200: letterChangeEnvelope },
      },
    },
    async (request) => ok(await suspendLetter(app.db, auditActor(sessionOf(request), request), request.body)),
  );

  app.post(
    CHANNEL_PATHS.letterReinstate,
    {
      config: manage,
      schema: {
        tags,
        summary: '恢复已暂停的授权书（其在有效期内的下级授权书随之恢复）',
        body: letterReinstateBody,
        response: { 200: letterChangeEnvelope },
      },
    },
    async (request) => ok(await reinstateLetter(app.db, auditActor(sessionOf(request), request), request.body)),
  );

  app.post(
    CHANNEL_PATHS.letterDescendants,
    {
      config: read,
      schema: {
        tags,
        summary: '授权书的下级授权链（终止或暂停本授权书时将随之暂停的授权书）',
        body: letterIdBody,
        response: { 200: letterDescendantsEnvelope },
      },
    },
    async (request) => ok(await letterDescendants(app.db, sessionOf(request), request.body.id)),
  );
};
