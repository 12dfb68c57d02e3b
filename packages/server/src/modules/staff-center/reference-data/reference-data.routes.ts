// System setup, reference data (/m-staff-center/api/v1): pick-up addresses (pickUpAddress/*: sys.pickUpAddress,
// writes sys.pickUpAddress.edit; a supplier's options for any session), project statuses (projectStatus/*:
// sys.projectStatus, writes sys.projectStatus.edit; options for any session) and the enterprise registry data
// (qichacha/*: sys.qichacha, the import sys.qichacha.import; the lookup for any session).
import { join, resolve } from 'node:path';
import multipart from '@fastify/multipart';
import contentDisposition from 'content-disposition';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { emptyBody, emptyEnvelope } from '@medportal/contracts/common/envelope';
import { STAFF_PATHS } from '@medportal/contracts/common/api-paths';
import {
  REGISTRY_IMPORT_MAX_BYTES,
  REGISTRY_IMPORT_SHEET,
  pickUpAddressEnvelope,
  pickUpAddressIdBody,
  pickUpAddressOptionsBody,
  pickUpAddressOptionsEnvelope,
  pickUpAddressPageBody,
  pickUpAddressPageEnvelope,
  pickUpAddressSaveBody,
  pickUpAddressStatusBody,
  pickUpAddressUpdateBody,
  projectStatusEnvelope,
  projectStatusIdBody,
  projectStatusOptionsEnvelope,
  projectStatusPageBody,
  projectStatusPageEnvelope,
  projectStatusSaveBody,
  projectStatusSortBody,
  projectStatusStatusBody,
  projectStatusUpdateBody,
  registryExportBody,
  registryImportFailureFileQuery,
  registryImportFailuresBody,
  registryImportFailuresEnvelope,
  registryImportHistoryBody,
  registryImportHistoryEnvelope,
  registryImportProgressBody,
  registryImportProgressEnvelope,
  registryImportQuery,
  registryImportStartedEnvelope,
  registryLookupBody,
  registryLookupEnvelope,
  registryPageBody,
  registryPageEnvelope,
} from '@medportal/contracts/system/reference-data.contract';
import { DomainError } from '../../../lib/domain-error.js';
import { done, ok } from '../../../lib/reply.js';
import { sessionOf } from '../../../plugins/context.js';
import { saveGenerated } from '../../file-library/files/files.service.js';
import { taskTracker, XLSX_MIME, type ImportHost, type Upload } from '../../file-library/imports/import-start.service.js';
import { auditActor } from '../audit/audit.service.js';
import * as pickUp from './pick-up-address.service.js';
import * as statuses from './project-status.service.js';
import * as registry from './registry.service.js';

const SESSION = { access: 'session' } as const;
const PICK_UP = { access: { resource: ['sys.pickUpAddress'] } } as const;
const PICK_UP_EDIT = { access: { resource: ['sys.pickUpAddress.edit'] } } as const;
const STATUS = { access: { resource: ['sys.projectStatus'] } } as const;
const STATUS_EDIT = { access: { resource: ['sys.projectStatus.edit'] } } as const;
const REGISTRY = { access: { resource: ['sys.qichacha'] } } as const;
const REGISTRY_IMPORT = { access: { resource: ['sys.qichacha.import'] } } as const;

async function uploadOf(request: FastifyRequest): Promise<Upload> {
  const part = request.isMultipart() ? await request.file() : undefined;
  if (!part)
    throw new DomainError('BAD_REQUEST', 'file：请选择要导入的 Excel 文件（multipart/form-data，字段名 file）', { httpStatus: 400 });
  return { filename: part.filename, file: part.file };
}

export const referenceDataRoutes: FastifyPluginAsyncZod = async (app) => {
  const filesRoot = resolve(app.config.FILES_DIR ?? join(app.config.DATA_DIR, 'files'));
  await app.register(multipart, { limits: { fileSize: REGISTRY_IMPORT_MAX_BYTES, files: 1, fields: 10, fieldSize: 1024, parts: 20 } });
  const tasks = taskTracker();
  app.addHook('onClose', tasks.settle);
  const host: ImportHost = { db: app.db, filesRoot, log: app.log, track: tasks.track };
  const schema = <B, R>(tags: string[], summary: string, body: B, response: R) => ({ tags, summary, body, response: { 200: response } });
  const actorOf = (request: FastifyRequest) => auditActor(sessionOf(request), request);

  // ---- pick-up addresses
  const addr = ['pickUpAddress'];
  app.post(
    STAFF_PATHS.pickUpAddressPageList,
    {
      config: PICK_UP,
      schema: schema(addr, '自提地址分页（本企业；平台可指定企业；默认与启用在前）', pickUpAddressPageBody, pickUpAddressPageEnvelope),
    },
    async (request) => ok(await pickUp.pickUpAddressPage(app.db, sessionOf(request), request.body)),
  );
  app.post(
    STAFF_PATHS.pickUpAddressSave,
    {
      config: PICK_UP_EDIT,
      schema: schema(
        addr,
        '新增自提地址（省市区按地区编码校验；企业的第一个启用地址为默认）',
        pickUpAddressSaveBody,
        pickUpAddressEnvelope,
      ),
    },
    async (request) => ok(await pickUp.savePickUpAddress(app.db, actorOf(request), request.body)),
  );
  app.post(
    STAFF_PATHS.pickUpAddressUpdate,
    { config: PICK_UP_EDIT, schema: schema(addr, '修改自提地址（设为默认时取消原默认）', pickUpAddressUpdateBody, pickUpAddressEnvelope) },
    async (request) => ok(await pickUp.updatePickUpAddress(app.db, actorOf(request), request.body)),
  );
  app.post(
    STAFF_PATHS.pickUpAddressUpdateStatus,
    {
      config: PICK_UP_EDIT,
      schema: schema(addr, '启用/停用自提地址（停用的地址不再是默认）', pickUpAddressStatusBody, pickUpAddressEnvelope),
    },
    async (request) => ok(await pickUp.setPickUpAddressStatus(app.db, actorOf(request), request.body)),
  );
  app.post(
    STAFF_PATHS.pickUpAddressDelete,
    { config: PICK_UP_EDIT, schema: schema(addr, '删除自提地址', pickUpAddressIdBody, emptyEnvelope) },
    async (request) => {
      await pickUp.deletePickUpAddress(app.db, actorOf(request), request.body);
      return done();
    },
  );
  app.post(
    STAFF_PATHS.pickUpAddressOptions,
    {
      config: SESSION,
      schema: schema(
        addr,
        '供应商的启用自提地址（订单选择“自提”运输方式时使用，默认在前）',
        pickUpAddressOptionsBody,
        pickUpAddressOptionsEnvelope,
      ),
    },
    async (request) => ok(await pickUp.pickUpAddressOptions(app.db, sessionOf(request), request.body)),
  );

  // ---- project statuses
  const ps = ['projectStatus'];
  app.post(
    STAFF_PATHS.projectStatusPageList,
    { config: STATUS, schema: schema(ps, '项目状态分页（按排序）', projectStatusPageBody, projectStatusPageEnvelope) },
    async (request) => ok(await statuses.projectStatusPage(app.db, sessionOf(request), request.body)),
  );
  app.post(
    STAFF_PATHS.projectStatusSave,
    { config: STATUS_EDIT, schema: schema(ps, '新增项目状态（编码与名称在本租户唯一）', projectStatusSaveBody, projectStatusEnvelope) },
    async (request) => ok(await statuses.saveProjectStatus(app.db, actorOf(request), request.body)),
  );
  app.post(
    STAFF_PATHS.projectStatusUpdate,
    { config: STATUS_EDIT, schema: schema(ps, '修改项目状态', projectStatusUpdateBody, projectStatusEnvelope) },
    async (request) => ok(await statuses.updateProjectStatus(app.db, actorOf(request), request.body)),
  );
  app.post(
    STAFF_PATHS.projectStatusUpdateStatus,
    { config: STATUS_EDIT, schema: schema(ps, '启用/停用项目状态', projectStatusStatusBody, projectStatusEnvelope) },
    async (request) => ok(await statuses.setProjectStatusEnabled(app.db, actorOf(request), request.body)),
  );
  app.post(
    STAFF_PATHS.projectStatusDelete,
    { config: STATUS_EDIT, schema: schema(ps, '删除项目状态', projectStatusIdBody, emptyEnvelope) },
    async (request) => {
      await statuses.deleteProjectStatus(app.db, actorOf(request), request.body.id);
      return done();
    },
  );
  app.post(
    STAFF_PATHS.projectStatusSort,
    { config: STATUS_EDIT, schema: schema(ps, '项目状态排序（按传入顺序，须包含全部项目状态）', projectStatusSortBody, emptyEnvelope) },
    async (request) => {
      await statuses.sortProjectStatuses(app.db, actorOf(request), request.body);
      return done();
    },
  );
  app.post(
    STAFF_PATHS.projectStatusOptions,
    { config: SESSION, schema: schema(ps, '启用的项目状态（按排序，供项目列表使用）', emptyBody, projectStatusOptionsEnvelope) },
    async (request) => ok(await statuses.projectStatusOptions(app.db, sessionOf(request))),
  );

  // ---- enterprise registry data
  const qcc = ['qichacha'];
  app.post(
    STAFF_PATHS.qichachaPageList,
    {
      config: REGISTRY,
      schema: schema(qcc, '企业工商数据分页（按企业名称、统一社会信用代码、登记状态查询）', registryPageBody, registryPageEnvelope),
    },
    async (request) => ok(await registry.registryPage(app.db, sessionOf(request), request.body)),
  );
  app.post(
    STAFF_PATHS.qichachaExport,
    {
      config: { ...REGISTRY, binary: true },
      schema: { tags: qcc, summary: '导出企业工商数据（xlsx，最多10000条，记入导入导出记录）', body: registryExportBody },
    },
    async (request, reply) => {
      const ctx = sessionOf(request);
      const data = await registry.exportRegistry(app.db, ctx, request.body);
      const fileName = registry.registryExportFileName();
      await saveGenerated(app.db, ctx, filesRoot, {
        fileName,
        mimeType: XLSX_MIME,
        data,
        operationType: 2,
        businessCode: 'sys-qichacha-export',
      });
      return reply.type(XLSX_MIME).header('content-disposition', contentDisposition(fileName)).send(data);
    },
  );
  app.post(
    STAFF_PATHS.qichachaLookup,
    {
      config: SESSION,
      schema: schema(
        qcc,
        '按统一社会信用代码（精确）或企业名称（包含，最多10条）查询工商数据，用于预填企业认证与合作关系',
        registryLookupBody,
        registryLookupEnvelope,
      ),
    },
    async (request) => ok(await registry.registryLookup(app.db, sessionOf(request), request.body)),
  );
  app.post(
    STAFF_PATHS.qichachaImport,
    {
      config: REGISTRY_IMPORT,
      schema: {
        tags: qcc,
        summary: '上传 Excel 导入企业工商数据（multipart，字段 file）：答复导入记录编号，后台逐行校验',
        consumes: ['multipart/form-data'],
        querystring: registryImportQuery,
        response: { 200: registryImportStartedEnvelope },
      },
    },
    async (request) => ok(await registry.acceptRegistryImport(host, actorOf(request), await uploadOf(request))),
  );
  app.get(
    STAFF_PATHS.qichachaImportTemplate,
    { config: { ...REGISTRY_IMPORT, binary: true }, schema: { tags: qcc, summary: '下载企业工商数据导入模板（含填写说明工作表）' } },
    async (_request, reply) =>
      reply
        .type(XLSX_MIME)
        .header('content-disposition', contentDisposition(`${REGISTRY_IMPORT_SHEET}导入模板.xlsx`))
        .send(await registry.registryImportTemplate()),
  );
  app.post(
    STAFF_PATHS.qichachaImportProgress,
    {
      config: REGISTRY,
      schema: schema(qcc, '企业工商数据导入进度（行数、百分比、结果）', registryImportProgressBody, registryImportProgressEnvelope),
    },
    async (request) => ok(await registry.registryImportProgress(app.db, sessionOf(request), request.body.id)),
  );
  app.post(
    STAFF_PATHS.qichachaImportFailures,
    {
      config: REGISTRY,
      schema: schema(
        qcc,
        '企业工商数据导入失败行分页（行号、错误信息、单元格）',
        registryImportFailuresBody,
        registryImportFailuresEnvelope,
      ),
    },
    async (request) => ok(await registry.registryImportFailures(app.db, sessionOf(request), request.body)),
  );
  app.get(
    STAFF_PATHS.qichachaImportFailureFile,
    {
      config: { ...REGISTRY, binary: true },
      schema: { tags: qcc, summary: '下载企业工商数据导入失败数据：原工作簿加“错误信息”列', querystring: registryImportFailureFileQuery },
    },
    async (request, reply) => {
      const { fileName, stream } = await registry.registryImportFailureFile(app.db, sessionOf(request), filesRoot, request.query.id);
      return reply.type(XLSX_MIME).header('content-disposition', contentDisposition(fileName)).send(stream);
    },
  );
  app.post(
    STAFF_PATHS.qichachaImportHistory,
    {
      config: REGISTRY,
      schema: schema(qcc, '企业工商数据导入记录分页（最新在前）', registryImportHistoryBody, registryImportHistoryEnvelope),
    },
    async (request) => ok(await registry.registryImportHistory(app.db, sessionOf(request), request.body)),
  );
};
