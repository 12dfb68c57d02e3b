// Authorisation letters, reading (prefix /m-channel-center/api/v1): authorization/letter/pageList | issuanceSummary |
// export | receive — the session company's letters as grantor or grantee (the platform: the tenant's), filtered by
// their derived state, the grantor's counts, and the grantee acknowledging an issued letter.
import contentDisposition from 'content-disposition';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CHANNEL_PATHS } from '@medportal/contracts/common/api-paths';
import { emptyBody, envelope } from '@medportal/contracts/common/envelope';
import { letterIdBody, letterPageEnvelope, letterRow } from '@medportal/contracts/channel/letters.contract';
import { letterExportBody, letterIssuanceSummaryEnvelope, letterPageBody } from '@medportal/contracts/channel/letters-read.contract';
import { ok } from '../../../lib/reply.js';
import { sessionOf } from '../../../plugins/context.js';
import { filesRootOf, saveGenerated } from '../../file-library/files/files.service.js';
import { exportLetters, letterExportFileName, letterIssuanceSummary, letterPage, receiveLetter } from './letters-read.service.js';

const tags = ['channel-authorization-letter'];
const read = { access: { resource: ['cm.auth.list', 'cm.auth.issued', 'cm.auth.received'] as const } };
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const lettersReadRoutes: FastifyPluginAsyncZod = async (app) => {
  const root = filesRootOf(app.config);

  app.post(
    CHANNEL_PATHS.letterPageList,
    {
      config: read,
      schema: {
        tags,
        summary:
          '授权书分页（签发/接收/全部；状态、效力（有效/已过期/已终止/已暂停/未签发，含上级授权书的连带暂停）、关键字、产品、有效期至；平台看本租户全部）',
        body: letterPageBody,
        response: { 200: letterPageEnvelope },
      },
    },
    async (request) => ok(await letterPage(app.db, sessionOf(request), request.body)),
  );

  app.post(
    CHANNEL_PATHS.letterIssuanceSummary,
    {
      config: { access: { resource: ['cm.auth.issued'] as const } },
      schema: {
        tags,
        summary: '签发概况（本企业签发的当前授权书：草稿、待盖章、待接收、有效、90天内到期、已过期、已暂停、已终止，及下级转授权数）',
        body: emptyBody.nullable(),
        response: { 200: letterIssuanceSummaryEnvelope },
      },
    },
    async (request) => ok(await letterIssuanceSummary(app.db, sessionOf(request))),
  );

  app.post(
    CHANNEL_PATHS.letterExport,
    {
      config: { ...read, binary: true },
      schema: { tags, summary: '导出授权书（xlsx，条件与排序同列表、不分页，最多10000行；记入导出记录）', body: letterExportBody },
    },
    async (request, reply) => {
      const ctx = sessionOf(request);
      const data = await exportLetters(app.db, ctx, request.body);
      const fileName = await letterExportFileName(app.db, ctx);
      await saveGenerated(app.db, ctx, root, { fileName, mimeType: XLSX, data, operationType: 2 });
      return reply.type(XLSX).header('content-disposition', contentDisposition(fileName)).send(data);
    },
  );

  app.post(
    CHANNEL_PATHS.letterReceive,
    {
      config: { access: { resource: ['cm.auth.received.confirm'] as const } },
      schema: {
        tags,
        summary: '确认接收授权书（被授权方；已签发 → 已接收，记录接收人与时间，关闭“授权书接收”待办）',
        body: letterIdBody,
        response: { 200: envelope(letterRow) },
      },
    },
    async (request) => ok(await receiveLetter(app.db, sessionOf(request), request.body.id)),
  );
};
