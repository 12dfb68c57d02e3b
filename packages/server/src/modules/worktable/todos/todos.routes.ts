// todo/pageList | todo/count | todo/done (prefix /m-worktable/api/v1).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { emptyBody, emptyEnvelope } from '@medportal/contracts/common/envelope';
import { todoCountEnvelope, todoDoneBody, todoPageBody, todoPageEnvelope } from '@medportal/contracts/worktable/todos.contract';
import { WORKTABLE_PATHS } from '@medportal/contracts/common/api-paths';
import { done, ok } from '../../../lib/reply.js';
import { sessionOf } from '../../../plugins/context.js';
import { completeTodo, todoCount, todoPage } from './todos.service.js';

const tags = ['todo'];

export const todosRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    WORKTABLE_PATHS.todoPageList,
    {
      config: { access: 'session' },
      schema: { tags, summary: '我的待办分页（本人及本人角色在当前企业的待办）', body: todoPageBody, response: { 200: todoPageEnvelope } },
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
