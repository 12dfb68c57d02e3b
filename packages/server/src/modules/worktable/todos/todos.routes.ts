// todo/pageList | todo/count | todo/done (prefix /m-worktable/api/v1).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { emptyBody, emptyEnvelope } from '@medportal/contracts/common/envelope';
import {
  todoCountEnvelope,
  todoDoneBody,
  todoKindCountsEnvelope,
  todoPageBody,
  todoPageEnvelope,
} from '@medportal/contracts/worktable/todos.contract';
import { WORKTABLE_PATHS } from '@medportal/contracts/common/api-paths';
import { done, ok } from '../../../lib/reply.js';
import { sessionOf } from '../../../plugins/context.js';
import { completeTodo, todoCount, todoKindCounts, todoPage } from './todos.service.js';

const tags = ['todo'];

export const todosRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    WORKTABLE_PATHS.todoPageList,
    {
      config: { access: 'session' },
      schema: {
        tags,
        summary: '我的待办分页（本人及本人角色在当前企业的待办，可按类型和标题关键词筛选）',
        body: todoPageBody,
        response: { 200: todoPageEnvelope },
      },
    },
    async (request) => ok(await todoPage(app.db, sessionOf(request), request.body)),
  );

  app.post(
    WORKTABLE_PATHS.todoCount,
    {
      config: { access: 'session' },
      schema: { tags, summary: '我的待处理待办数量', body: emptyBody.nullable(), response: { 200: todoCountEnvelope } },
    },
    async (request) => ok(await todoCount(app.db, sessionOf(request))),
  );

  app.post(
    WORKTABLE_PATHS.todoKindCounts,
    {
      config: { access: 'session' },
      schema: {
        tags,
        summary: '我的待处理待办按类型计数（待办页签角标）',
        body: emptyBody.nullable(),
        response: { 200: todoKindCountsEnvelope },
      },
    },
    async (request) => ok(await todoKindCounts(app.db, sessionOf(request))),
  );

  app.post(
    WORKTABLE_PATHS.todoDone,
    {
      config: { access: 'session' },
      schema: { tags, summary: '将待办标记为已处理', body: todoDoneBody, response: { 200: emptyEnvelope } },
    },
    async (request) => {
      await completeTodo(app.db, sessionOf(request), request.body.id);
      return done();
    },
  );
};
