// appStore/list | appStore/request | appStore/withdraw | appStore/requestPageList (prefix /m-worktable/api/v1).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { emptyBody } from '@medportal/contracts/common/envelope';
import {
  appRequestEnvelope,
  appRequestPageBody,
  appRequestPageEnvelope,
  appRequestSaveBody,
  appRequestWithdrawBody,
  appStoreListEnvelope,
} from '@medportal/contracts/worktable/app-store.contract';
import { WORKTABLE_PATHS } from '@medportal/contracts/common/api-paths';
import { ok } from '../../../lib/reply.js';
import { sessionOf } from '../../../plugins/context.js';
import { auditActor } from '../../staff-center/audit/audit.service.js';
import { appRequestPage, appStoreList, saveAppRequest, withdrawAppRequest } from './app-store.service.js';

const tags = ['appStore'];
// the app centre, the app store and my apps all read the store
const READ = { access: { resource: ['wt.appList', 'wt.appStore', 'wt.myApp'] } } as const;
const REQUEST = { access: { resource: ['wt.appStore.request'] } } as const;

export const appStoreRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    WORKTABLE_PATHS.appStoreList,
    {
      config: READ,
      schema: {
        tags,
        summary: '应用商店：租户的全部应用及本企业的开通状态（已开通、可申请、审批中、已驳回）',
        body: emptyBody.nullable(),
        response: { 200: appStoreListEnvelope },
      },
    },
    async (request) => ok(await appStoreList(app.db, sessionOf(request))),
  );

  app.post(
    WORKTABLE_PATHS.appRequestSave,
    {
      config: REQUEST,
      schema: {
        tags,
        summary: '申请开通应用（提交平台审批；已开通或审批中的应用不能再申请）',
        body: appRequestSaveBody,
        response: { 200: appRequestEnvelope },
      },
    },
    async (request) => ok(await saveAppRequest(app.db, auditActor(sessionOf(request), request), request.body)),
  );

  app.post(
    WORKTABLE_PATHS.appRequestWithdraw,
    {
      config: REQUEST,
      schema: {
        tags,
        summary: '撤回本企业审批中的应用申请（同时撤回审批）',
        body: appRequestWithdrawBody,
        response: { 200: appRequestEnvelope },
      },
    },
    async (request) => ok(await withdrawAppRequest(app.db, auditActor(sessionOf(request), request), request.body.id)),
  );

  app.post(
    WORKTABLE_PATHS.appRequestPageList,
    {
      config: READ,
      schema: {
        tags,
        summary: '应用申请记录分页（本企业的；平台可见全部企业）',
        body: appRequestPageBody,
        response: { 200: appRequestPageEnvelope },
      },
    },
    async (request) => ok(await appRequestPage(app.db, sessionOf(request), request.body)),
  );
};
