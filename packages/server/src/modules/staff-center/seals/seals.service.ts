// Electronic seals and personal signatures (see seals.table.ts): the company's seals managed in system setup
// (image: an uploaded transparent PNG of the company's file library, or a generated round seal; a holder who
// is an enabled user of the company), who may use them (users and user groups of the company), their use
// records, and each user's own signature. Every change is audit-logged in its transaction.
import { SEAL_TYPES, type SealType } from '@medportal/contracts/channel/letter-rules';
import type { Page } from '@medportal/contracts/common/envelope';
import {
  SEAL_IMAGE_MAX_BYTES,
  type PersonalSignatureSaveBody,
  type SealDetail,
  type SealGrantList,
  type SealGrantSaveBody,
  type SealGroupListBody,
  type SealGroupRow,
  type SealGroupSaveBody,
  type SealIdBody,
  type SealMine,
  type SealOption,
  type SealPageBody,
  type SealRow,
  type SealSaveBody,
  type SealStatusBody,
  type SealUpdateBody,
  type SealUsePageBody,
  type SealUseRow,
} from '@medportal/contracts/staff/seals.contract';
import type { Database, Tx } from '../../../db/client.js';
import { DomainError } from '../../../lib/domain-error.js';
import type { RequestContext } from '../../../lib/request-context.js';
import type { Clock } from '../../../lib/time.js';
import { tenantClock, tenantClockIn } from '../../config-center/config/config.service.js';
import { fileInfo, openDownload, saveGenerated, storedFileOf } from '../../file-library/files/files.service.js';
import { recordAudit, type AuditActor } from '../audit/audit.service.js';
import { companyOf, isUniqueViolation, toPage } from '../roles/roles.service.js';
import { isPlatformSession } from '../tenancy/managed-company.js';
import * as repo from './seals.repository.js';
import { isPng, pngHasTransparency, renderSealPng, sealSvg } from './seal-image.js';

const notFound = () => new DomainError('SEAL_NOT_FOUND');
const nameTaken = (name: string) => new DomainError('SEAL_NAME_TAKEN', `同名印章“${name}”已存在`);

const rowOf = (r: repo.SealListRow, clock: Clock): SealRow => ({
  id: r.seal.id,
  companyId: r.seal.companyId,
  companyName: r.companyName,
  kind: r.seal.kind === 'personal' ? 'personal' : 'company',
  sealType: r.seal.sealType,
  sealTypeName: SEAL_TYPES[r.seal.sealType as SealType] ?? r.seal.sealType,
  name: r.seal.name,
  imageFileCode: r.seal.imageFileCode,
  holderUserId: r.seal.holderUserId,
  holderName: r.holderName,
  enabled: r.seal.enabled,
  grantCount: r.grantCount,
  useCount: r.useCount,
  lastUsedAt: clock.textOrNull(r.lastUsedAt),
  createdAt: clock.text(r.seal.createdAt),
});

const useOf = (
  r: {
    use: {
      id: number;
      sealId: number;
      usedBy: number;
      usedAt: Date;
      documentType: string;
      documentId: number;
      documentNo: string;
      documentHash: string;
    };
    sealName: string;
    userName: string;
  },
  clock: Clock,
): SealUseRow => ({
  id: r.use.id,
  sealId: r.use.sealId,
  sealName: r.sealName,
  userId: r.use.usedBy,
  userName: r.userName,
  usedAt: clock.text(r.use.usedAt),
  documentType: r.use.documentType,
  documentId: r.use.documentId,
  documentNo: r.use.documentNo,
  documentHash: r.use.documentHash,
});

/** What the audit log keeps of a seal. */
const audited = (s: Pick<repo.SealRecord, 'name' | 'sealType' | 'imageFileCode' | 'holderUserId' | 'enabled'>) => ({
  name: s.name,
  sealType: s.sealType,
  imageFileCode: s.imageFileCode,
  holderUserId: s.holderUserId,
  enabled: s.enabled,
});

/** A company seal of the managed company (another company's or a personal signature: not found). */
async function companySeal(tx: Tx, ctx: RequestContext, body: { companyId?: number | undefined; id: number }) {
  const company = await companyOf(tx, ctx, body.companyId);
  const seal = await repo.lockSeal(tx, ctx.tenantId, body.id);
  if (!seal || seal.companyId !== company.id || seal.kind !== 'company') throw notFound();
  return { company, seal };
}

async function readRow(tx: Tx, tenantId: number, id: number, clock?: Clock): Promise<SealRow> {
  const row = await repo.sealById(tx, tenantId, id);
  if (!row) throw notFound();
  return rowOf(row, clock ?? (await tenantClockIn(tx, tenantId)));
}

export function sealPage(db: Database, ctx: RequestContext, body: SealPageBody): Promise<Page<SealRow>> {
  return db.tenant(ctx.tenantId, async (tx) => {
    const company = await companyOf(tx, ctx, body.companyId);
    const { rows, total } = await repo.pageSeals(tx, ctx.tenantId, company.id, body, body.page, body.pageSize);
    const clock = await tenantClockIn(tx, ctx.tenantId);
    return toPage(
      rows.map((r) => rowOf(r, clock)),
      total,
      body.page,
      body.pageSize,
    );
  });
}

export function sealDetail(db: Database, ctx: RequestContext, body: SealIdBody): Promise<SealDetail> {
  return db.tenant(ctx.tenantId, async (tx) => {
    const { company, seal } = await companySeal(tx, ctx, body);
    const clock = await tenantClockIn(tx, ctx.tenantId);
    const uses = await repo.latestUses(tx, ctx.tenantId, { companyId: company.id, sealId: seal.id }, 10);
    return {
      ...(await readRow(tx, ctx.tenantId, seal.id, clock)),
      grants: await repo.grantsOf(tx, ctx.tenantId, seal.id),
      lastUses: uses.map((u) => useOf(u, clock)),
    };
  });
}

/**
 * An uploaded image for a seal or a signature: a file of the session's company in the file library, at most
 * 1 MB, a PNG (by its bytes) that can be transparent.
 */
async function checkedImage(db: Database, ctx: RequestContext, root: string, fileCode: string): Promise<string> {
  const info = await fileInfo(db, ctx, fileCode).catch(() => null);
  if (!info) throw new DomainError('SEAL_IMAGE_NOT_FOUND');
  if (info.size > SEAL_IMAGE_MAX_BYTES) throw new DomainError('SEAL_IMAGE_TOO_LARGE');
  const { stream } = await openDownload(db, ctx, root, fileCode);
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  const bytes = Buffer.concat(chunks);
  if (bytes.length > SEAL_IMAGE_MAX_BYTES) throw new DomainError('SEAL_IMAGE_TOO_LARGE');
  if (!isPng(bytes) || !pngHasTransparency(bytes)) throw new DomainError('SEAL_IMAGE_NOT_PNG');
  return fileCode;
}

/** A generated round seal of the company, stored in the file library of the session's company. */
async function generatedImage(db: Database, ctx: RequestContext, root: string, text: string, sealType: SealType): Promise<string> {
  const png = renderSealPng(sealSvg(text, SEAL_TYPES[sealType]));
  return saveGenerated(db, ctx, root, {
    fileName: `${text}-${SEAL_TYPES[sealType]}.png`,
    mimeType: 'image/png',
    data: png,
    operationType: 2,
  });
}

type ImageChoice = { fileCode?: string | undefined; generate?: { text?: string | undefined } | undefined; sealType: SealType };

/** The image of a save: checked upload, or generated (outside the writing transaction: files are written to disk). */
async function imageOf(db: Database, ctx: RequestContext, root: string, companyName: string, body: ImageChoice): Promise<string | null> {
  if (body.fileCode) return checkedImage(db, ctx, root, body.fileCode);
  if (body.generate) return generatedImage(db, ctx, root, body.generate.text || companyName, body.sealType);
  return null;
}

async function checkHolder(tx: Tx, tenantId: number, companyId: number, holderUserId: number) {
  const users = await repo.companyUsers(tx, tenantId, companyId);
  if (!users.some((u) => u.id === holderUserId)) throw new DomainError('SEAL_HOLDER_INVALID');
}

const companyName = (db: Database, ctx: RequestContext, requested: number | undefined) =>
  db.tenant(ctx.tenantId, async (tx) => (await companyOf(tx, ctx, requested)).name);

export async function saveSeal(db: Database, actor: AuditActor, root: string, body: SealSaveBody): Promise<SealRow> {
  const { ctx } = actor;
  // name and holder first: a generated image is stored in the file library
  const name = await db.tenant(ctx.tenantId, async (tx) => {
    const company = await companyOf(tx, ctx, body.companyId);
    if (await repo.companySealWithName(tx, ctx.tenantId, company.id, body.name)) throw nameTaken(body.name);
    await checkHolder(tx, ctx.tenantId, company.id, body.holderUserId);
    return company.name;
  });
  const image = (await imageOf(db, ctx, root, name, body))!;
  try {
    return await db.tenant(ctx.tenantId, async (tx) => {
      const company = await companyOf(tx, ctx, body.companyId);
      if (await repo.companySealWithName(tx, ctx.tenantId, company.id, body.name)) throw nameTaken(body.name);
      await checkHolder(tx, ctx.tenantId, company.id, body.holderUserId);
      const seal = await repo.insertSeal(tx, {
        tenantId: ctx.tenantId,
        companyId: company.id,
        kind: 'company',
        sealType: body.sealType,
        name: body.name,
        imageFileCode: image,
        holderUserId: body.holderUserId,
        enabled: true,
        createdBy: ctx.userId,
      });
      await recordAudit(tx, actor, {
        action: 'create',
        objectType: 'seal',
        objectId: seal.id,
        objectName: seal.name,
        objectCompanyId: company.id,
        after: audited(seal),
      });
      return readRow(tx, ctx.tenantId, seal.id);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw nameTaken(body.name);
    throw err;
  }
}

export async function updateSeal(db: Database, actor: AuditActor, root: string, body: SealUpdateBody): Promise<SealRow> {
  const { ctx } = actor;
  const image = await imageOf(db, ctx, root, await companyName(db, ctx, body.companyId), body);
  return db.tenant(ctx.tenantId, async (tx) => {
    const { company, seal } = await companySeal(tx, ctx, body);
    const other = await repo.companySealWithName(tx, ctx.tenantId, company.id, body.name);
    if (other && other.id !== seal.id) throw nameTaken(body.name);
    if (body.holderUserId !== seal.holderUserId) await checkHolder(tx, ctx.tenantId, company.id, body.holderUserId);
    const values = {
      name: body.name,
      sealType: body.sealType,
      holderUserId: body.holderUserId,
      imageFileCode: image ?? seal.imageFileCode,
    };
    await repo.updateSeal(tx, ctx.tenantId, seal.id, values);
    await recordAudit(tx, actor, {
      action: 'update',
      objectType: 'seal',
      objectId: seal.id,
      objectName: values.name,
      objectCompanyId: company.id,
      before: audited(seal),
      after: audited({ ...seal, ...values }),
    });
    return readRow(tx, ctx.tenantId, seal.id);
  });
}

export function updateSealStatus(db: Database, actor: AuditActor, body: SealStatusBody): Promise<SealRow> {
  const { ctx } = actor;
  return db.tenant(ctx.tenantId, async (tx) => {
    const { company, seal } = await companySeal(tx, ctx, body);
    if (seal.enabled !== body.enabled) {
      await repo.updateSeal(tx, ctx.tenantId, seal.id, { enabled: body.enabled });
      await recordAudit(tx, actor, {
        action: body.enabled ? 'enable' : 'disable',
        objectType: 'seal',
        objectId: seal.id,
        objectName: seal.name,
        objectCompanyId: company.id,
        before: { enabled: seal.enabled },
        after: { enabled: body.enabled },
      });
    }
    return readRow(tx, ctx.tenantId, seal.id);
  });
}

/** A seal that was never used may be deleted (with its grants); a used one can only be disabled. */
export function deleteSeal(db: Database, actor: AuditActor, body: SealIdBody): Promise<void> {
  const { ctx } = actor;
  return db.tenant(ctx.tenantId, async (tx) => {
    const { company, seal } = await companySeal(tx, ctx, body);
    if (await repo.hasUses(tx, ctx.tenantId, seal.id)) throw new DomainError('SEAL_IN_USE');
    const grants = await repo.grantsOf(tx, ctx.tenantId, seal.id);
    await repo.deleteSeal(tx, ctx.tenantId, seal.id);
    await recordAudit(tx, actor, {
      action: 'delete',
      objectType: 'seal',
      objectId: seal.id,
      objectName: seal.name,
      objectCompanyId: company.id,
      before: { ...audited(seal), grants: grants.map((g) => ({ userId: g.userId, userGroupId: g.userGroupId })) },
    });
  });
}

/**
 * GET seal/image: the PNG of a seal or signature, for the users of its company and the platform (a stamped
 * letter's PDF carries the bytes, so its readers need no access to this call).
 */
export async function sealImage(db: Database, ctx: RequestContext, root: string, id: number) {
  const row = await db.tenant(ctx.tenantId, (tx) => repo.sealById(tx, ctx.tenantId, id));
  if (!row || (row.seal.companyId !== ctx.companyId && !isPlatformSession(ctx)))
    throw new DomainError('SEAL_NOT_FOUND', undefined, { httpStatus: 404 });
  const file = await storedFileOf(db, ctx.tenantId, root, row.seal.imageFileCode);
  return { fileName: `${row.seal.name}.png`, size: file.size, stream: file.open(0, file.size - 1) };
}

/** For the stamping (server side): the PNG bytes of a seal of the tenant, to embed in a document. */
export async function sealImageBytes(db: Database, tenantId: number, root: string, sealId: number): Promise<Buffer> {
  const row = await db.tenant(tenantId, (tx) => repo.sealById(tx, tenantId, sealId));
  if (!row) throw new DomainError('SEAL_NOT_FOUND');
  const file = await storedFileOf(db, tenantId, root, row.seal.imageFileCode);
  const chunks: Buffer[] = [];
  for await (const chunk of file.open(0, file.size - 1)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const option = (r: { id: number; name: string }): SealOption => ({ id: r.id, name: r.name });

async function candidatesIn(tx: Tx, tenantId: number, companyId: number): Promise<Pick<SealGrantList, 'users' | 'userGroups'>> {
  return {
    users: (await repo.companyUsers(tx, tenantId, companyId)).map((u) => ({
      id: u.id,
      name: u.name === u.userName ? u.name : `${u.name}（${u.userName}）`,
    })),
    userGroups: (await repo.companyUserGroups(tx, tenantId, companyId)).map(option),
  };
}

/** The company's enabled users (holders, grantees) and user groups (grantees). */
export function sealCandidates(db: Database, ctx: RequestContext, body: { companyId?: number | undefined }) {
  return db.tenant(ctx.tenantId, async (tx) => candidatesIn(tx, ctx.tenantId, (await companyOf(tx, ctx, body.companyId)).id));
}

export function sealGrantList(db: Database, ctx: RequestContext, body: SealIdBody): Promise<SealGrantList> {
  return db.tenant(ctx.tenantId, async (tx) => {
    const { company, seal } = await companySeal(tx, ctx, body);
    const grants = await repo.grantsOf(tx, ctx.tenantId, seal.id);
    return {
      userIds: grants.flatMap((g) => (g.userId === null ? [] : [g.userId])),
      userGroupIds: grants.flatMap((g) => (g.userGroupId === null ? [] : [g.userGroupId])),
      ...(await candidatesIn(tx, ctx.tenantId, company.id)),
    };
  });
}

/** Replaces who may use the seal: users (enabled, of the company) and user groups of the company. */
export function saveSealGrants(db: Database, actor: AuditActor, body: SealGrantSaveBody): Promise<void> {
  const { ctx } = actor;
  return db.tenant(ctx.tenantId, async (tx) => {
    const { company, seal } = await companySeal(tx, ctx, body);
    const userIds = [...new Set(body.userIds)];
    const userGroupIds = [...new Set(body.userGroupIds)];
    const users = new Set((await repo.companyUsers(tx, ctx.tenantId, company.id)).map((u) => u.id));
    const groups = new Set((await repo.companyUserGroups(tx, ctx.tenantId, company.id)).map((g) => g.id));
    if (userIds.some((id) => !users.has(id)) || userGroupIds.some((id) => !groups.has(id))) throw new DomainError('SEAL_GRANTEE_INVALID');
    const before = await repo.grantsOf(tx, ctx.tenantId, seal.id);
    await repo.replaceGrants(tx, ctx.tenantId, seal.id, userIds, userGroupIds, ctx.userId);
    await recordAudit(tx, actor, {
      action: 'grant',
      objectType: 'seal',
      objectId: seal.id,
      objectName: seal.name,
      objectCompanyId: company.id,
      before: {
        userIds: before.flatMap((g) => (g.userId === null ? [] : [g.userId])),
        userGroupIds: before.flatMap((g) => (g.userGroupId === null ? [] : [g.userGroupId])),
      },
      after: { userIds, userGroupIds },
    });
  });
}

export async function sealUsePage(db: Database, ctx: RequestContext, body: SealUsePageBody): Promise<Page<SealUseRow>> {
  const clock = await tenantClock(db, ctx.tenantId);
  return db.tenant(ctx.tenantId, async (tx) => {
    const company = await companyOf(tx, ctx, body.companyId);
    const filter = {
      companyId: company.id,
      sealId: body.sealId,
      userName: body.userName,
      documentNo: body.documentNo,
      from: clock.from(body.usedFrom),
      to: clock.to(body.usedTo),
    };
    const { rows, total } = await repo.pageUses(tx, ctx.tenantId, filter, body.page, body.pageSize);
    return toPage(
      rows.map((r) => useOf(r, clock)),
      total,
      body.page,
      body.pageSize,
    );
  });
}

/** The enabled company seals the session's user may use (directly or through a user group), their signature, their latest uses. */
export function sealMine(db: Database, ctx: RequestContext): Promise<SealMine> {
  if (ctx.companyId <= 0) return Promise.resolve({ seals: [], companySeals: [], signature: null, recentUses: [] });
  return db.tenant(ctx.tenantId, async (tx) => {
    const clock = await tenantClockIn(tx, ctx.tenantId);
    const ids = await repo.sealIdsGrantedTo(tx, ctx.tenantId, ctx.companyId, ctx.userId);
    const signature = await repo.personalSealOf(tx, ctx.tenantId, ctx.companyId, ctx.userId);
    const uses = await repo.latestUses(tx, ctx.tenantId, { companyId: ctx.companyId, usedBy: ctx.userId }, 10);
    return {
      seals: (await repo.sealsByIds(tx, ctx.tenantId, ids, true)).map((r) => rowOf(r, clock)),
      companySeals: (await repo.companySeals(tx, ctx.tenantId, ctx.companyId)).map((r) => rowOf(r, clock)),
      signature: signature ? rowOf(signature, clock) : null,
      recentUses: uses.map((u) => useOf(u, clock)),
    };
  });
}

/** For the stamping: the ids of the enabled company seals the user may use in the company. */
export function usableSealIds(db: Database, tenantId: number, companyId: number, userId: number): Promise<number[]> {
  return db.tenant(tenantId, async (tx) =>
    (await repo.sealsByIds(tx, tenantId, await repo.sealIdsGrantedTo(tx, tenantId, companyId, userId), true)).map((r) => r.seal.id),
  );
}

export function personalSignature(db: Database, ctx: RequestContext): Promise<SealRow | null> {
  if (ctx.companyId <= 0) return Promise.resolve(null);
  return db.tenant(ctx.tenantId, async (tx) => {
    const row = await repo.personalSealOf(tx, ctx.tenantId, ctx.companyId, ctx.userId);
    return row ? rowOf(row, await tenantClockIn(tx, ctx.tenantId)) : null;
  });
}

/** The user's own signature in the current company: a transparent PNG; replaces the previous one. */
export async function savePersonalSignature(
  db: Database,
  actor: AuditActor,
  root: string,
  body: PersonalSignatureSaveBody,
): Promise<SealRow> {
  const { ctx } = actor;
  if (ctx.companyId <= 0) throw new DomainError('SEAL_NO_COMPANY');
  const image = await checkedImage(db, ctx, root, body.fileCode);
  return db.tenant(ctx.tenantId, async (tx) => {
    const current = await repo.personalSealOf(tx, ctx.tenantId, ctx.companyId, ctx.userId);
    if (current) {
      await repo.updateSeal(tx, ctx.tenantId, current.seal.id, { imageFileCode: image });
      await recordAudit(tx, actor, {
        action: 'update',
        objectType: 'signature',
        objectId: current.seal.id,
        objectName: current.seal.name,
        before: { imageFileCode: current.seal.imageFileCode },
        after: { imageFileCode: image },
      });
      return readRow(tx, ctx.tenantId, current.seal.id);
    }
    const seal = await repo.insertSeal(tx, {
      tenantId: ctx.tenantId,
      companyId: ctx.companyId,
      kind: 'personal',
      sealType: 'personal',
      name: `${ctx.userName}的签名`.slice(0, 60),
      imageFileCode: image,
      holderUserId: ctx.userId,
      enabled: true,
      createdBy: ctx.userId,
    });
    await recordAudit(tx, actor, {
      action: 'create',
      objectType: 'signature',
      objectId: seal.id,
      objectName: seal.name,
      after: audited(seal),
    });
    return readRow(tx, ctx.tenantId, seal.id);
  });
}

/** Group seals: each user group of the company with the seals its members may use. */
export function sealGroupList(
  db: Database,
  ctx: RequestContext,
  body: SealGroupListBody,
): Promise<{ groups: SealGroupRow[]; seals: SealOption[] }> {
  return db.tenant(ctx.tenantId, async (tx) => {
    const company = await companyOf(tx, ctx, body.companyId);
    const grants = await repo.groupGrantsOf(tx, ctx.tenantId, company.id);
    const groups = await repo.companyGroupsWithMembers(tx, ctx.tenantId, company.id);
    return {
      groups: groups.map((g) => ({
        userGroupId: g.id,
        name: g.name,
        memberCount: g.memberCount,
        seals: grants.filter((s) => s.userGroupId === g.id).map((s) => ({ id: s.sealId, name: s.sealName })),
      })),
      seals: (await repo.companySealOptions(tx, ctx.tenantId, company.id)).map(option),
    };
  });
}

/** Replaces the seals one user group of the company may use (seals of the company only). */
export function saveSealGroup(db: Database, actor: AuditActor, body: SealGroupSaveBody): Promise<void> {
  const { ctx } = actor;
  return db.tenant(ctx.tenantId, async (tx) => {
    const company = await companyOf(tx, ctx, body.companyId);
    const group = (await repo.companyUserGroups(tx, ctx.tenantId, company.id)).find((g) => g.id === body.userGroupId);
    if (!group) throw new DomainError('SEAL_GRANTEE_INVALID');
    const sealIds = [...new Set(body.sealIds)];
    const own = new Set((await repo.companySealOptions(tx, ctx.tenantId, company.id)).map((s) => s.id));
    if (sealIds.some((id) => !own.has(id))) throw notFound();
    const before = (await repo.groupGrantsOf(tx, ctx.tenantId, company.id)).filter((g) => g.userGroupId === group.id).map((g) => g.sealId);
    await repo.replaceGroupSeals(tx, ctx.tenantId, group.id, sealIds, ctx.userId);
    await recordAudit(tx, actor, {
      action: 'grant',
      objectType: 'sealGroup',
      objectId: group.id,
      objectName: group.name,
      objectCompanyId: company.id,
      before: { sealIds: before },
      after: { sealIds },
    });
  });
}
