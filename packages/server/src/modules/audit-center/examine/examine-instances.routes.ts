// The audit centre's calls on instances (prefix /m-audit-center/api/v1): lists of my approvals with
// per-kind counts, one instance's detail, and its actions. Any session may call them; the engine checks
// who may see (initiator, approvers, the flow company's sys.examine holders) and who may act.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AUDIT_PATHS } from '@medportal/contracts/common/api-paths';
import { emptyBody } from '@medportal/contracts/common/envelope';
import {
  actionEnvelope,
  auditBody,
  commentBody,
  commitBody,
  detailBody,
  instanceDetailEnvelope,
  instancePageEnvelope,
  menuCountEnvelope,
  queryExamineListBody,
  rollbackBody,
  tagsEnvelope,
  transferBody,
  withdrawBody,
} from '@medportal/contracts/audit/examine.contract';
import { ok } from '../../../lib/reply.js';
import { sessionOf } from '../../../plugins/context.js';
import { auditActor } from '../../staff-center/audit/audit.service.js';
import {
  auditExamine,
  commentExamine,
  commitExamine,
  examineDetail,
  rollbackExamine,
  transferExamine,
  withdrawExamine,
} from './engine.service.js';
import { examineList, examineTags, myDoneCounts, myTodoCounts } from './examine-list.service.js';

const session = { access: 'session' } as const;

export const examineInstancesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    AUDIT_PATHS.queryExamineList,
    {
      config: session,
      schema: {
        tags: ['examineRecord'],
        summary: '审批列表（待我审批、我已审批、我发起的、本企业全部）',
        body: queryExamineListBody,
        response: { 200: instancePageEnvelope },
      },
    },
    async (request) => ok(await examineList(app.db, sessionOf(request), request.body)),
  );

  app.post(
    AUDIT_PATHS.queryAllTags,
    {
      config: session,
      schema: { tags: ['examineRecord'], summary: '审批的业务类型和状态选项', body: emptyBody.nullable(), response: { 200: tagsEnvelope } },
    },
    async () => ok(examineTags()),
  );

  app.post(
    AUDIT_PATHS.orderMenuList,
    {
      config: session,
      schema: {
        tags: ['examines'],
        summary: '各业务类型待我审批的数量（待办页签）',
        body: emptyBody.nullable(),
        response: { 200: menuCountEnvelope },
      },
    },
    async (request) => ok(await myTodoCounts(app.db, sessionOf(request))),
  );

  app.post(
    AUDIT_PATHS.getRecordOrderMenuList,
    {
      config: session,
      schema: {
        tags: ['examines'],
        summary: '各业务类型我处理过的审批数量（已办页签）',
        body: emptyBody.nullable(),
        response: { 200: menuCountEnvelope },
      },
    },
    async (request) => ok(await myDoneCounts(app.db, sessionOf(request))),
  );

  app.post(
    AUDIT_PATHS.detail,
    {
      config: session,
      schema: {
        tags: ['auditCenter'],
        summary: '审批详情（步骤、审批人、处理记录和当前可执行的操作）',
        body: detailBody,
        response: { 200: instanceDetailEnvelope },
      },
    },
    async (request) => ok(await examineDetail(app.db, sessionOf(request), request.body.instanceId)),
  );

  app.post(
    AUDIT_PATHS.audit,
    {
      config: session,
      schema: {
        tags: ['auditCenter'],
        summary: '审批：通过（可修改允许的字段）或驳回（须填写原因）',
        body: auditBody,
        response: { 200: actionEnvelope },
      },
    },
    async (request) => ok(await auditExamine(app.db, auditActor(sessionOf(request), request), request.body)),
  );

  app.post(
    AUDIT_PATHS.commit,
    {
      config: session,
      schema: { tags: ['auditCenter'], summary: '发起人重新提交退回的审批', body: commitBody, response: { 200: actionEnvelope } },
    },
    async (request) => ok(await commitExamine(app.db, auditActor(sessionOf(request), request), request.body)),
  );

  app.post(
    AUDIT_PATHS.rollback,
    {
      config: session,
      schema: {
        tags: ['auditCenter'],
        summary: '退回上一步或退回发起人（须填写原因）',
        body: rollbackBody,
        response: { 200: actionEnvelope },
      },
    },
    async (request) => ok(await rollbackExamine(app.db, auditActor(sessionOf(request), request), request.body)),
  );

  app.post(
    AUDIT_PATHS.withdraw,
    {
      config: session,
      schema: { tags: ['auditCenter'], summary: '发起人在首次处理前撤回审批', body: withdrawBody, response: { 200: actionEnvelope } },
    },
    async (request) => ok(await withdrawExamine(app.db, auditActor(sessionOf(request), request), request.body)),
  );

  app.post(
    AUDIT_PATHS.transfer,
    {
      config: session,
      schema: { tags: ['auditCenter'], summary: '将我的审批转交给本企业其他用户', body: transferBody, response: { 200: actionEnvelope } },
    },
    async (request) => ok(await transferExamine(app.db, auditActor(sessionOf(request), request), request.body)),
  );

  app.post(
    AUDIT_PATHS.comment,
    {
      config: session,
      schema: {
        tags: ['auditCenter'],
        summary: '对审批发表评论（仅记录，不改变审批状态）',
        body: commentBody,
        response: { 200: actionEnvelope },
      },
    },
    async (request) => ok(await commentExamine(app.db, auditActor(sessionOf(request), request), request.body)),
  );
};
