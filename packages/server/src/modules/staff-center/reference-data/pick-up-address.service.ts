// Pick-up addresses (/systemSetup/PickUpAddress): a supplier's places where buyers collect the goods of an
// order with the bySelf carry way. A company administrator manages its own company's, the platform any
// company's of the tenant; the area codes are checked against the area tree (province → city → district);
// at most one default per company, and only an enabled address is default. Buyers read a supplier's
// enabled addresses (options) and the order checks the chosen one (checkSupplierPickUpAddress).
import type { Page } from '@medportal/contracts/common/envelope';
import type {
  PickUpAddressOption,
  PickUpAddressOptionsBody,
  PickUpAddressPageBody,
  PickUpAddressRow,
  PickUpAddressSaveBody,
  PickUpAddressStatusBody,
  PickUpAddressUpdateBody,
} from '@medportal/contracts/system/reference-data.contract';
import type { Database, Tx } from '../../../db/client.js';
import { DomainError } from '../../../lib/domain-error.js';
import type { RequestContext } from '../../../lib/request-context.js';
import type { Clock } from '../../../lib/time.js';
import { tenantClockIn } from '../../config-center/config/config.service.js';
import { listAreas, resolveProvinceCity } from '../../mall-center/areas/areas.service.js';
import { recordAudit, type AuditActor } from '../audit/audit.service.js';
import { companyIdByCode } from '../companies/companies.service.js';
import { companyOf, isUniqueViolation, toPage } from '../roles/roles.service.js';
import * as repo from './reference-data.repository.js';

type SaveInput = Omit<PickUpAddressSaveBody, 'isDefault' | 'enabled'> & { isDefault?: boolean | undefined; enabled?: boolean | undefined };

const notFound = () => new DomainError('PICK_UP_ADDRESS_NOT_FOUND');
const nameTaken = (name: string) => new DomainError('PICK_UP_ADDRESS_NAME_TAKEN', `自提点名称 name “${name}”已存在`);
const areaInvalid = (msg?: string) => new DomainError('PICK_UP_ADDRESS_AREA_INVALID', msg);

/** A municipality's only "city" is 市辖区: the province name alone reads right. */
const fullAddressOf = (r: repo.PickUpAddressRecord) =>
  `${r.provinceName}${r.cityName === '市辖区' ? '' : r.cityName}${r.districtName ?? ''}${r.detailedAddress}`;

const rowOf = (r: repo.PickUpAddressRecord, clock: Clock): PickUpAddressRow => ({
  id: r.id,
  companyId: r.companyId,
  name: r.name,
  contact: r.contact,
  phone: r.phone,
  provinceCode: r.provinceCode,
  provinceName: r.provinceName,
  cityCode: r.cityCode,
  cityName: r.cityName,
  districtCode: r.districtCode,
  districtName: r.districtName,
  detailedAddress: r.detailedAddress,
  fullAddress: fullAddressOf(r),
  businessHours: r.businessHours,
  isDefault: r.isDefault,
  enabled: r.enabled,
  updatedAt: clock.text(r.updatedAt),
});

const optionOf = (r: repo.PickUpAddressRecord): PickUpAddressOption => ({
  id: r.id,
  name: r.name,
  contact: r.contact,
  phone: r.phone,
  fullAddress: fullAddressOf(r),
  businessHours: r.businessHours,
  isDefault: r.isDefault,
});

/** What the audit log keeps of an address. */
const audited = (r: repo.PickUpAddressRecord) => ({
  name: r.name,
  contact: r.contact,
  phone: r.phone,
  address: fullAddressOf(r),
  businessHours: r.businessHours,
  isDefault: r.isDefault,
  enabled: r.enabled,
});

/** Province, city and district names of the codes; the district is required when the city has districts. */
function areaOf(provinceCode: string, cityCode: string, districtCode: string | undefined) {
  let names: { provinceName: string; cityName: string };
  try {
    names = resolveProvinceCity(provinceCode, cityCode);
  } catch {
    throw areaInvalid();
  }
  const districts = listAreas({ provinceCode, cityCode });
  if (districtCode === undefined) {
    if (districts.length) throw areaInvalid('请选择区县 districtCode');
    return { ...names, districtCode: null, districtName: null };
  }
  const district = districts.find((d) => d.code === districtCode);
  if (!district) throw areaInvalid();
  return { ...names, districtCode, districtName: district.name };
}

const valuesOf = (body: SaveInput, enabled: boolean, isDefault: boolean): repo.PickUpAddressValues => ({
  name: body.name,
  contact: body.contact,
  phone: body.phone,
  provinceCode: body.provinceCode,
  cityCode: body.cityCode,
  ...areaOf(body.provinceCode, body.cityCode, body.districtCode),
  detailedAddress: body.detailedAddress,
  businessHours: body.businessHours || null,
  isDefault,
  enabled,
});

/** An address of the managed company (another company's: not found). */
async function ownAddress(tx: Tx, ctx: RequestContext, body: { companyId?: number | undefined; id: number }) {
  const company = await companyOf(tx, ctx, body.companyId);
  const row = await repo.lockPickUpAddress(tx, ctx.tenantId, body.id);
  if (!row || row.companyId !== company.id) throw notFound();
  return { company, row };
}

export function pickUpAddressPage(db: Database, ctx: RequestContext, body: PickUpAddressPageBody): Promise<Page<PickUpAddressRow>> {
  const pageNum = body.pageNum ?? 1;
  const pageSize = body.pageSize ?? 20;
  return db.tenant(ctx.tenantId, async (tx) => {
    const company = await companyOf(tx, ctx, body.companyId);
    const { rows, total } = await repo.pagePickUpAddresses(tx, ctx.tenantId, company.id, body, (pageNum - 1) * pageSize, pageSize);
    const clock = await tenantClockIn(tx, ctx.tenantId);
    return toPage(
      rows.map((r) => rowOf(r, clock)),
      total,
      pageNum,
      pageSize,
    );
  });
}

const writing = async <T>(name: string, run: () => Promise<T>): Promise<T> => {
  try {
    return await run();
  } catch (err) {
    if (isUniqueViolation(err)) throw nameTaken(name);
    throw err;
  }
};

export function savePickUpAddress(db: Database, actor: AuditActor, body: SaveInput): Promise<PickUpAddressRow> {
  const { ctx } = actor;
  const enabled = body.enabled ?? true;
  if (body.isDefault && !enabled) throw new DomainError('PICK_UP_ADDRESS_DEFAULT_DISABLED');
  return writing(body.name, () =>
    db.tenant(ctx.tenantId, async (tx) => {
      const company = await companyOf(tx, ctx, body.companyId);
      const existing = await repo.lockCompanyAddresses(tx, ctx.tenantId, company.id);
      if (await repo.pickUpAddressNamed(tx, ctx.tenantId, company.id, body.name)) throw nameTaken(body.name);
      // the company's first enabled address becomes its default
      const isDefault = Boolean(body.isDefault) || (enabled && existing.length === 0);
      if (isDefault) await repo.clearDefault(tx, ctx.tenantId, company.id);
      const row = await repo.insertPickUpAddress(tx, ctx.tenantId, company.id, ctx.userId, valuesOf(body, enabled, isDefault));
      await recordAudit(tx, actor, {
        action: 'create',
        objectType: 'pickUpAddress',
        objectId: row.id,
        objectName: row.name,
        objectCompanyId: company.id,
        after: audited(row),
      });
      return rowOf(row, await tenantClockIn(tx, ctx.tenantId));
    }),
  );
}

export function updatePickUpAddress(db: Database, actor: AuditActor, body: PickUpAddressUpdateBody): Promise<PickUpAddressRow> {
  const { ctx } = actor;
  const enabled = body.enabled ?? true;
  if (body.isDefault && !enabled) throw new DomainError('PICK_UP_ADDRESS_DEFAULT_DISABLED');
  return writing(body.name, () =>
    db.tenant(ctx.tenantId, async (tx) => {
      const company = await companyOf(tx, ctx, body.companyId);
      await repo.lockCompanyAddresses(tx, ctx.tenantId, company.id);
      const { row: before } = await ownAddress(tx, ctx, body);
      if (await repo.pickUpAddressNamed(tx, ctx.tenantId, company.id, body.name, before.id)) throw nameTaken(body.name);
      // an address stays default unless it is disabled; unsetting the flag leaves the company without one
      const isDefault = enabled && Boolean(body.isDefault ?? before.isDefault);
      if (isDefault && !before.isDefault) await repo.clearDefault(tx, ctx.tenantId, company.id);
      const row = await repo.updatePickUpAddress(tx, ctx.tenantId, before.id, valuesOf(body, enabled, isDefault));
      await recordAudit(tx, actor, {
        action: 'update',
        objectType: 'pickUpAddress',
        objectId: row.id,
        objectName: row.name,
        objectCompanyId: company.id,
        before: audited(before),
        after: audited(row),
      });
      return rowOf(row, await tenantClockIn(tx, ctx.tenantId));
    }),
  );
}

/** Disabling the default address also takes its default flag away. */
export function setPickUpAddressStatus(db: Database, actor: AuditActor, body: PickUpAddressStatusBody): Promise<PickUpAddressRow> {
  const { ctx } = actor;
  return db.tenant(ctx.tenantId, async (tx) => {
    const { company, row: before } = await ownAddress(tx, ctx, body);
    const row = await repo.updatePickUpAddress(tx, ctx.tenantId, before.id, {
      enabled: body.enabled,
      isDefault: body.enabled && before.isDefault,
    });
    await recordAudit(tx, actor, {
      action: body.enabled ? 'enable' : 'disable',
      objectType: 'pickUpAddress',
      objectId: row.id,
      objectName: row.name,
      objectCompanyId: company.id,
      before: audited(before),
      after: audited(row),
    });
    return rowOf(row, await tenantClockIn(tx, ctx.tenantId));
  });
}

/** Orders keep the address they were placed with (copied onto the order): deleting one changes no order. */
export function deletePickUpAddress(db: Database, actor: AuditActor, body: { companyId?: number | undefined; id: number }): Promise<void> {
  const { ctx } = actor;
  return db.tenant(ctx.tenantId, async (tx) => {
    const { company, row } = await ownAddress(tx, ctx, body);
    await repo.deletePickUpAddress(tx, ctx.tenantId, row.id);
    await recordAudit(tx, actor, {
      action: 'delete',
      objectType: 'pickUpAddress',
      objectId: row.id,
      objectName: row.name,
      objectCompanyId: company.id,
      before: audited(row),
    });
  });
}

/** pickUpAddress/options: the supplier's enabled addresses, default first (an unknown supplier has none). */
export function pickUpAddressOptions(db: Database, ctx: RequestContext, body: PickUpAddressOptionsBody): Promise<PickUpAddressOption[]> {
  return db.tenant(ctx.tenantId, async (tx) => {
    const supplierId = body.supplierCompanyId ?? (await companyIdByCode(tx, ctx.tenantId, body.supplierCode!));
    if (supplierId === undefined) return [];
    return (await repo.enabledPickUpAddresses(tx, ctx.tenantId, supplierId)).map(optionOf);
  });
}

/**
 * For an order with the bySelf carry way (in the order's transaction): the pick-up address must be an
 * enabled address of the order's supplier. Answers what the order copies (name, contact, phone, full
 * address, business hours).
 */
export async function checkSupplierPickUpAddress(
  tx: Tx,
  tenantId: number,
  supplierCompanyId: number,
  pickUpAddressId: number,
): Promise<PickUpAddressOption> {
  const row = await repo.lockPickUpAddress(tx, tenantId, pickUpAddressId);
  if (!row || row.companyId !== supplierCompanyId || !row.enabled) throw new DomainError('PICK_UP_ADDRESS_NOT_OF_SUPPLIER');
  return optionOf(row);
}

/** Whether the supplier has an enabled pick-up address (then a bySelf order must name one). */
export const hasEnabledPickUpAddress = async (tx: Tx, tenantId: number, supplierCompanyId: number): Promise<boolean> =>
  (await repo.enabledPickUpAddresses(tx, tenantId, supplierCompanyId)).length > 0;
