// Excel imports (prefix /m-mall-center/api/v1): file/readFile, file/readExcelTemplateProduct,
// file/readExcelTemplateOperation, file/readExcelOperation, file/readExcelWareHosp, file/template (a
// portal addition: the template workbooks), file/downloadFailUploadData and the order/*Progress calls.
import { join, resolve } from 'node:path';
import multipart from '@fastify/multipart';
import contentDisposition from 'content-disposition';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addImportProgressBody,
  deletedEnvelope,
  deleteProgressBody,
  failRowPageEnvelope,
  failRowsBody,
  failUploadQuery,
  getImportProgressBody,
  IMPORT_HEADERS,
  IMPORT_KIND_NAMES,
  IMPORT_KINDS,
  IMPORT_MAX_BYTES,
  importProgressEnvelope,
  importProgressListBody,
  importProgressListEnvelope,
  importProgressPageBody,
  importProgressPageEnvelope,
  importStartedEnvelope,
  progressIdEnvelope,
  readFileQuery,
  templateQuery,
  updateImportProgressBody,
  type ImportKind,
} from '@medportal/contracts/mall/imports.contract';
import { MALL_PATHS } from '@medportal/contracts/common/api-paths';
import { DomainError } from '../../../lib/domain-error.js';
import { ok } from '../../../lib/reply.js';
import type { RequestContext } from '../../../lib/request-context.js';
import { sessionOf } from '../../../plugins/context.js';
import { taskTracker } from '../../file-library/imports/import-start.service.js';
import {
  addProgress,
  deleteProgress,
  failRowsPage,
  failSilentImports,
  failWorkbook,
  getProgress,
  progressList,
  progressPage,
  SWEEP_MS,
  updateProgress,
  type ImportScope,
  type SheetLayout,
} from '../../file-library/imports/imports.service.js';
import { templateWorkbook } from '../../file-library/imports/sheet-io.js';
import { companyOf } from '../scope.js';
import { acceptUpload, XLSX_MIME, type ImportHost, type Upload } from './import-upload.service.js';
import { IMPORT_KIND_DEFS } from './kinds.js';
import { IMPORT } from '../order-access.js';

const tags = ['mall-import'];
const consumes = ['multipart/form-data'];

const ROUTE_OF: Record<ImportKind, string> = {
  orderLines: MALL_PATHS.readFile,
  templateProduct: MALL_PATHS.readExcelTemplateProduct,
  templateOperation: MALL_PATHS.readExcelTemplateOperation,
  operation: MALL_PATHS.readExcelOperation,
  wareHosp: MALL_PATHS.readExcelWareHosp,
};

/** The mall's calls see its own kinds and the client-driven ones of the session company (never 'sys.user'). */
const mallScope = (ctx: RequestContext): ImportScope => ({
  tenantId: ctx.tenantId,
  companyId: companyOf(ctx),
  userId: ctx.userId,
  kinds: null,
});

const mallLayout: SheetLayout = (kind) =>
  (IMPORT_KINDS as readonly string[]).includes(kind)
    ? { width: IMPORT_HEADERS[kind as ImportKind].length, sheetName: IMPORT_KIND_NAMES[kind as ImportKind] }
    : undefined;

const NO_FILE = 'file：请选择要导入的 Excel 文件（multipart/form-data，字段名 file）';

/** The uploaded file; none (or no multipart body at all) is a 400 naming the tsv argument. */
async function uploadOf(request: FastifyRequest): Promise<Upload> {
  const part = request.isMultipart() ? await request.file() : undefined;
  if (!part) throw new DomainError('BAD_REQUEST', NO_FILE, { httpStatus: 400 });
  return { filename: part.filename, file: part.file };
}

export const importsRoutes: FastifyPluginAsyncZod = async (app) => {
  const filesRoot = resolve(app.config.FILES_DIR ?? join(app.config.DATA_DIR, 'files'));
  await app.register(multipart, { limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 10, fieldSize: 1024, parts: 20 } });
  // imports still running when the app closes are awaited, so none is cut off half-way
  const tasks = taskTracker();
  app.addHook('onClose', tasks.settle);
  // several replicas on one PostgreSQL: each fails the imports whose process stopped (silent for 30 s)
  if (app.db.kind === 'postgres') {
    const sweep = setInterval(() => {
      failSilentImports(app.db).catch((err: unknown) => app.log.error({ err }, 'import sweep failed'));
    }, SWEEP_MS);
    sweep.unref();
    app.addHook('onClose', async () => clearInterval(sweep));
  }
  const host: ImportHost = {
    db: app.db,
    filesRoot,
    log: app.log,
    track: tasks.track,
  };
  const upload = (kind: ImportKind, summary: string) =>
    app.post(
      ROUTE_OF[kind],
      {
        config: { access: IMPORT },
        schema: { tags, summary, consumes, response: { 200: importStartedEnvelope } },
      },
      async (request) => {
        const ctx = sessionOf(request);
        companyOf(ctx);
        return ok(await acceptUpload(host, ctx, kind, await uploadOf(request)));
      },
    );

  app.post(
    MALL_PATHS.readFile,
    {
      config: { access: IMPORT },
      schema: {
        tags,
        summary: '导入订单明细（生成该供应商的草稿订单，按合同价）：立即返回导入记录编号，后台逐行校验写入',
        consumes,
        querystring: readFileQuery,
        response: { 200: importStartedEnvelope },
      },
    },
    async (request) => {
      const ctx = sessionOf(request);
      companyOf(ctx);
      return ok(await acceptUpload(host, ctx, 'orderLines', await uploadOf(request), request.query));
    },
  );
  upload('templateProduct', '导入订单模板（按模板名称新增或更新，明细按产品编码）');
  upload('templateOperation', '导入手术类型（本企业产品线的手术类型，按编码新增或更新）');
  upload('operation', '导入入库（本企业仓库的批号、序列号、有效期与数量）');
  upload('wareHosp', '导入仓库（按仓库编码新增或更新本企业的仓库）');

  app.get(
    MALL_PATHS.importTemplate,
    {
      config: { access: IMPORT, binary: true },
      schema: {
        tags,
        summary: '下载导入模板（门户新增）：kind 为 orderLines、templateProduct、templateOperation、operation 或 wareHosp',
        querystring: templateQuery,
      },
    },
    async (request, reply) => {
      companyOf(sessionOf(request));
      const { kind } = request.query;
      const data = await templateWorkbook(IMPORT_KIND_NAMES[kind], IMPORT_HEADERS[kind], IMPORT_KIND_DEFS[kind].rules);
      return reply
        .type(XLSX_MIME)
        .header('content-disposition', contentDisposition(`${IMPORT_KIND_NAMES[kind]}模板.xlsx`))
        .send(data);
    },
  );

  app.post(
    MALL_PATHS.downloadFailUploadData,
    {
      config: { access: IMPORT, binary: true },
      schema: { tags, summary: '下载导入失败数据：原工作簿加“错误信息”列（templateId 为导入记录编号）', querystring: failUploadQuery },
    },
    async (request, reply) => {
      const { fileName, stream } = await failWorkbook(
        app.db,
        mallScope(sessionOf(request)),
        filesRoot,
        request.query.templateId,
        mallLayout,
      );
      return reply.type(XLSX_MIME).header('content-disposition', contentDisposition(fileName)).send(stream);
    },
  );

  app.post(
    MALL_PATHS.addImportProgress,
    {
      config: { access: IMPORT },
      schema: {
        tags,
        summary: '新增导入进度记录（由前端自行更新进度），返回编号',
        body: addImportProgressBody,
        response: { 200: progressIdEnvelope },
      },
    },
    async (request) => ok(await addProgress(app.db, mallScope(sessionOf(request)), request.body)),
  );

  app.post(
    MALL_PATHS.updateImportProgress,
    {
      config: { access: IMPORT },
      schema: {
        tags,
        summary: '更新本人的导入进度（百分比由行数计算）',
        body: updateImportProgressBody,
        response: { 200: importProgressEnvelope },
      },
    },
    async (request) => ok(await updateProgress(app.db, mallScope(sessionOf(request)), request.body)),
  );

  app.post(
    MALL_PATHS.getImportProgress,
    {
      config: { access: IMPORT },
      schema: { tags, summary: '导入进度（本企业的记录）', body: getImportProgressBody, response: { 200: importProgressEnvelope } },
    },
    async (request) => ok(await getProgress(app.db, mallScope(sessionOf(request)), request.body.id)),
  );

  app.post(
    MALL_PATHS.getImportProgressList,
    {
      config: { access: IMPORT },
      schema: { tags, summary: '本人最近20条导入记录', body: importProgressListBody, response: { 200: importProgressListEnvelope } },
    },
    async (request) => ok(await progressList(app.db, mallScope(sessionOf(request)), request.body)),
  );

  app.post(
    MALL_PATHS.getImportProgressPageList,
    {
      config: { access: IMPORT },
      schema: {
        tags,
        summary: '本企业导入记录分页（按类型、状态、日期）',
        body: importProgressPageBody,
        response: { 200: importProgressPageEnvelope },
      },
    },
    async (request) => ok(await progressPage(app.db, mallScope(sessionOf(request)), request.body)),
  );

  app.post(
    MALL_PATHS.deleteProgress,
    {
      config: { access: IMPORT },
      schema: {
        tags,
        summary: '删除本人已结束的导入记录（进行中的不能删除）',
        body: deleteProgressBody,
        response: { 200: deletedEnvelope },
      },
    },
    async (request) => ok(await deleteProgress(app.db, mallScope(sessionOf(request)), request.body.ids)),
  );

  app.post(
    MALL_PATHS.checkFailMessagePageList,
    {
      config: { access: IMPORT },
      schema: { tags, summary: '导入失败行分页（行号、错误信息、单元格）', body: failRowsBody, response: { 200: failRowPageEnvelope } },
    },
    async (request) => ok(await failRowsPage(app.db, mallScope(sessionOf(request)), request.body)),
  );
};
