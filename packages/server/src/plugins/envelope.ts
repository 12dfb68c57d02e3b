// Every failure becomes an envelope: schema violations 400 naming the field, unknown routes 404,
// domain errors 200 with their code, anything else 500 with a request id and no details.
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERRORS } from '@medportal/contracts/common/errors';
import { DomainError } from '../lib/domain-error.js';

const PART: Record<string, string> = { body: '请求体', querystring: '查询参数', headers: '请求头', params: '路径参数' };

const FRAMEWORK_400: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: '请求体不是合法的 JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: '请求体不能为空',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: '不支持的请求内容类型',
  FST_ERR_CTP_BODY_TOO_LARGE: '请求体过大',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: '请求体长度不正确',
};

/** Sends a pre-serialised envelope: route response schemas describe success, not errors. */
export const sendEnvelope = (reply: FastifyReply, status: number, code: string, msg: string, payload: unknown = null) =>
  reply.status(status).type('application/json; charset=utf-8').send(JSON.stringify({ code, msg, payload }));

// The one rule for text input (JSON bodies, query strings, path parameters; keys included): a NUL
// (PostgreSQL text cannot store one) or a lone UTF-16 surrogate (not text: jsonb refuses its escape,
// text columns would silently turn it into U+FFFD) is refused with a 400 naming the field, for every
// route, present and future, before any schema runs.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

const textProblem = (s: string): string | null => {
  if (s.includes('\u0000')) return '不能包含空字符';
  if (LONE_SURROGATE.test(s)) return '不能包含无效字符（不成对的 UTF-16 代理项）';
  return null;
};

/** The first bad string: the field's path and the problem; a bad key is reported on its parent. */
const badText = (value: unknown, path: string, depth = 0): { path: string; problem: string } | null => {
  if (typeof value === 'string') {
    const problem = textProblem(value);
    return problem ? { path, problem } : null;
  }
  if (depth > 20 || value === null || typeof value !== 'object') return null;
  for (const [k, v] of Object.entries(value)) {
    const keyProblem = textProblem(k);
    if (keyProblem) return { path, problem: `字段名${keyProblem}` };
    const hit = badText(v, path ? `${path}.${k}` : k, depth + 1);
    if (hit) return hit;
  }
  return null;
};

export const envelopePlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request, reply) => {
    const hit = badText(request.body, '') ?? badText(request.query, '') ?? badText(request.params, '');
    if (hit) return sendEnvelope(reply, 400, ERRORS.BAD_REQUEST.code, `${hit.path || '参数'}：${hit.problem}`);
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof DomainError) {
      return sendEnvelope(reply, error.httpStatus, error.code, error.message, error.payload);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0]!;
      const field = first.instancePath.replace(/^\//, '').replaceAll('/', '.') || PART[error.validationContext ?? 'body'] || '参数';
      return sendEnvelope(
        reply,
        400,
        ERRORS.BAD_REQUEST.code,
        `${field}：${first.message}`,
        error.validation.map((v) => ({ field: v.instancePath.replace(/^\//, '').replaceAll('/', '.'), message: v.message })),
      );
    }
    const status = error.statusCode ?? 500;
    if (status === 429) return sendEnvelope(reply, 429, ERRORS.TOO_MANY.code, ERRORS.TOO_MANY.msg);
    if (status >= 400 && status < 500) {
      const msg = FRAMEWORK_400[error.code] ?? ERRORS.BAD_REQUEST.msg;
      return sendEnvelope(reply, status, String(status), msg);
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendEnvelope(reply, 500, ERRORS.INTERNAL.code, `${ERRORS.INTERNAL.msg}（请求编号 ${request.id}）`, { requestId: request.id });
  });

  app.setNotFoundHandler((_request, reply) => sendEnvelope(reply, 404, ERRORS.NOT_FOUND.code, ERRORS.NOT_FOUND.msg));
});
