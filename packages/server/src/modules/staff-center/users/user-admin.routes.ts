// /systemSetup/userManagement calls: create, edit, delete, detail, enable/disable, lock, the administrator's
// password reset, account details and the user's companies. Reads need the menu sys.user, writes their button.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { emptyEnvelope } from '@medportal/contracts/common/envelope';
import { STAFF_PATHS } from '@medportal/contracts/common/api-paths';
import {
  sysUserAvatarBody,
  sysUserCompanyListBody,
  sysUserCompanyListEnvelope,
  sysUserDetailEnvelope,
  sysUserFormOptionsBody,
  sysUserFormOptionsEnvelope,
  sysUserIdentityBody,
  sysUserLoginNameBody,
  sysUserMailBody,
  sysUserPhoneBody,
  sysUserRefBody,
  sysUserSaveBody,
  sysUserSavedEnvelope,
  sysUserStatusBody,
  sysUserTempPasswordEnvelope,
  sysUserUpdateBody,
} from '@medportal/contracts/system/users.contract';
import { done, ok } from '../../../lib/reply.js';
import { sessionOf } from '../../../plugins/context.js';
import type { Database } from '../../../db/client.js';
import { auditActor, type AuditActor } from '../audit/audit.service.js';
import { companiesOfUser, setAvatar, setIdentity, setLoginName, setMail, setPhone } from './user-account.service.js';
import {
  adminResetPassword,
  deleteSysUser,
  lockSysUser,
  saveUser,
  sysUserDetail,
  sysUserFormOptions,
  updateSysUser,
  updateSysUserStatus,
} from './user-admin.service.js';

const tags = ['merchantUser'];
const actorOf = (request: FastifyRequest) => auditActor(sessionOf(request), request);
const access = (...resource: [string, ...string[]]) => ({ access: { resource } });

export const userAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    STAFF_PATHS.merchantUserSave,
    {
      config: access('sys.user.add'),
      schema: {
        tags,
        summary: '新增用户（未填初始密码时生成临时密码，仅本次返回，首次登录须修改）',
        body: sysUserSaveBody,
        response: { 200: sysUserSavedEnvelope },
      },
    },
    async (request) => ok(await saveUser(app.db, actorOf(request), request.body)),
  );

  app.post(
    STAFF_PATHS.merchantUserUpdate,
    {
      config: access('sys.user.edit'),
      schema: { tags, summary: '编辑用户（姓名、邮箱、部门、岗位、角色）', body: sysUserUpdateBody, response: { 200: emptyEnvelope } },
    },
    async (request) => {
      await updateSysUser(app.db, actorOf(request), request.body);
      return done();
    },
  );

  app.post(
    STAFF_PATHS.merchantUserDelete,
    {
      config: access('sys.user.delete'),
      schema: {
        tags,
        summary: '删除用户在该企业的任职（不能删除自己、企业管理员与平台管理员）',
        body: sysUserRefBody,
        response: { 200: emptyEnvelope },
      },
    },
    async (request) => {
      await deleteSysUser(app.db, actorOf(request), request.body);
      return done();
    },
  );

  app.post(
    STAFF_PATHS.merchantUserDetail,
    {
      config: access('sys.user'),
      schema: { tags, summary: '用户详情', body: sysUserRefBody, response: { 200: sysUserDetailEnvelope } },
    },
    async (request) => ok(await sysUserDetail(app.db, actorOf(request), request.body)),
  );

  app.post(
    STAFF_PATHS.merchantUserUpdateStatus,
    {
      config: access('sys.user.status'),
      schema: { tags, summary: '启用或停用用户（停用即结束其会话）', body: sysUserStatusBody, response: { 200: emptyEnvelope } },
    },
    async (request) => {
      await updateSysUserStatus(app.db, actorOf(request), request.body);
      return done();
    },
  );

  app.post(
    STAFF_PATHS.merchantUserLock,
    {
      config: access('sys.user.lock'),
      schema: { tags, summary: '锁定用户（直至管理员解锁，并结束其会话）', body: sysUserRefBody, response: { 200: emptyEnvelope } },
    },
    async (request) => {
      await lockSysUser(app.db, actorOf(request), request.body);
      return done();
    },
  );

  app.post(
    STAFF_PATHS.adminResetPassword,
    {
      config: access('sys.user.resetPwd'),
      schema: {
        tags: ['login'],
        summary: '管理员重置用户密码（返回一次性临时密码，用户下次登录须修改，其会话全部结束）',
        body: sysUserRefBody,
        response: { 200: sysUserTempPasswordEnvelope },
      },
    },
    async (request) => ok(await adminResetPassword(app.db, actorOf(request), request.body)),
  );

  app.post(
    STAFF_PATHS.merchantUserFormOptions,
    {
      config: access('sys.user'),
      schema: {
        tags,
        summary: '用户表单的部门、岗位与角色选项',
        body: sysUserFormOptionsBody,
        response: { 200: sysUserFormOptionsEnvelope },
      },
    },
    async (request) => ok(await sysUserFormOptions(app.db, actorOf(request), request.body.companyId)),
  );

  app.post(
    STAFF_PATHS.merchantUserGetCompanyListByUser,
    {
      config: access('sys.user'),
      schema: {
        tags,
        summary: '用户在各企业的任职（他人仅限可管理的企业）',
        body: sysUserCompanyListBody,
        response: { 200: sysUserCompanyListEnvelope },
      },
    },
    async (request) => ok(await companiesOfUser(app.db, actorOf(request), request.body)),
  );

  // the account details of the user drawer: one body each, the edit button
  const account = <B extends z.ZodType>(
    url: string,
    summary: string,
    body: B,
    change: (db: Database, actor: AuditActor, b: z.infer<B>) => Promise<void>,
  ) =>
    app.post(
      url,
      { config: access('sys.user.edit'), schema: { tags, summary, body, response: { 200: emptyEnvelope } } },
      async (request) => {
        await change(app.db, actorOf(request), request.body as z.infer<B>);
        return done();
      },
    );
  account(STAFF_PATHS.merchantUserIdentity, '实名信息（姓名与身份证号，身份证号仅保存脱敏值）', sysUserIdentityBody, setIdentity);
  account(STAFF_PATHS.merchantUserAvatar, '修改用户头像', sysUserAvatarBody, setAvatar);
  account(STAFF_PATHS.merchantUserPhone, '修改用户手机号（本人须提供新手机号的验证码）', sysUserPhoneBody, setPhone);
  account(STAFF_PATHS.merchantUserMail, '修改用户邮箱', sysUserMailBody, setMail);
  account(STAFF_PATHS.merchantUserLoginName, '修改用户登录名（租户内唯一）', sysUserLoginNameBody, setLoginName);
};
