// The order address book of the session company: list, create or update (codes checked against the
// area tree, one default per company in the same transaction) and the receivers for an order.
import type { AddressItem, ReceiverItem, SaveAddressBody } from '@medportal/contracts/mall/addresses.contract';
import type { Database } from '../../../db/client.js';
import { DomainError } from '../../../lib/domain-error.js';
import type { RequestContext } from '../../../lib/request-context.js';
import { resolveProvinceCity } from '../areas/areas.service.js';
import { companyOf } from '../scope.js';
import * as repo from './addresses.repository.js';

const toItem = (r: repo.AddressRow): AddressItem => ({
  id: r.id,
  receiver: r.receiver,
  phone: r.phone,
  provinceCode: r.provinceCode,
  provinceName: r.provinceName,
  cityCode: r.cityCode,
  cityName: r.cityName,
  detailedAddress: r.detailedAddress,
  isDefault: r.isDefault,
  // a municipality's only "city" is 市辖区: the province name alone reads right
  fullAddress: `${r.provinceName}${r.cityName === '市辖区' ? '' : r.cityName}${r.detailedAddress}`,
});

/** orderAddress/getOrderAddressList: default first, then the most recently changed. */
export const addressList = (db: Database, ctx: RequestContext, detailedAddress?: string): Promise<AddressItem[]> =>
  db.tenant(ctx.tenantId, async (tx) => (await repo.listAddresses(tx, ctx.tenantId, companyOf(ctx), { detailedAddress })).map(toItem));

/** orderAddress/saveOrderAddress: the company's first address becomes its default. */
export function saveAddress(db: Database, ctx: RequestContext, body: SaveAddressBody): Promise<AddressItem> {
  const companyId = companyOf(ctx);
  const names = resolveProvinceCity(body.provinceCode, body.cityCode);
  return db.tenant(ctx.tenantId, async (tx) => {
    await repo.lockCompanyBook(tx, ctx.tenantId, companyId);
    const existing = body.id !== undefined ? await repo.lockAddress(tx, ctx.tenantId, companyId, body.id) : undefined;
    if (body.id !== undefined && !existing) throw new DomainError('ADDRESS_NOT_FOUND');
    const isDefault = body.isDefault || (existing ? existing.isDefault : !(await repo.hasDefault(tx, ctx.tenantId, companyId)));
    if (isDefault) await repo.clearDefault(tx, ctx.tenantId, companyId, existing?.id);
    const values: repo.AddressValues = {
      receiver: body.receiver,
      phone: body.phone,
      provinceCode: body.provinceCode,
      cityCode: body.cityCode,
      detailedAddress: body.detailedAddress,
      isDefault,
      ...names,
    };
    const row = existing
      ? await repo.updateAddress(tx, ctx.tenantId, existing.id, values)
      : await repo.insertAddress(tx, ctx.tenantId, companyId, ctx.userId, values);
    return toItem(row);
  });
}

/** order/orderReceiver: who can receive the company's orders, from its address book. */
export const receivers = (db: Database, ctx: RequestContext, keyword?: string): Promise<ReceiverItem[]> =>
  db.tenant(ctx.tenantId, async (tx) =>
    (await repo.listAddresses(tx, ctx.tenantId, companyOf(ctx), { receiver: keyword })).map((r) => {
      const item = toItem(r);
      return { receiver: r.receiver, phone: r.phone, addressId: r.id, fullAddress: item.fullAddress, isDefault: r.isDefault };
    }),
  );
