// The supplier puts an audited product of the product centre into one of its contracts (or changes its
// price there): the contract product copies the product's name, 规格型号, unit and product line, so the
// buyer's order form, picker and import find it as they find every contract product. Only the contract's
// supplier, with a product it manufactures itself, or the platform (any product into any contract); the
// product must be audited and enabled, its product line one of the supplier's (an order line needs the
// line's operation types). The product centre is read through its service, never its tables.
import type { ContractProductItem, ContractProductSaveBody } from '@medportal/contracts/mall/vendors.contract';
import type { Database } from '../../../db/client.js';
import { DomainError } from '../../../lib/domain-error.js';
import { tenantTodayIn } from '../../config-center/config/config.service.js';
import { productForContract } from '../../product-center/products/product-audit.service.js';
import { recordAudit, type AuditActor } from '../../staff-center/audit/audit.service.js';
import { isPlatformSession } from '../../staff-center/tenancy/managed-company.js';
import { companyOf } from '../scope.js';
import { findContractProduct, lockContractByCode, productLineOf, upsertContractProduct } from './vendors.repository.js';

export async function saveContractProduct(db: Database, actor: AuditActor, body: ContractProductSaveBody): Promise<ContractProductItem> {
  const { ctx } = actor;
  const platform = isPlatformSession(ctx);
  const companyId = platform ? ctx.companyId : companyOf(ctx);
  return db.tenant(ctx.tenantId, async (tx) => {
    const contract = await lockContractByCode(tx, ctx.tenantId, body.contractCode);
    // a contract the session is no party to stays unknown to it
    if (!contract || (!platform && contract.buyerCompanyId !== companyId && contract.supplierCompanyId !== companyId)) {
      throw new DomainError('CONTRACT_NOT_FOUND');
    }
    if (!platform && contract.supplierCompanyId !== companyId) throw new DomainError('CONTRACT_NOT_SUPPLIER');
    if (contract.status !== 'valid' || contract.validTo < (await tenantTodayIn(tx, ctx.tenantId))) {
      throw new DomainError('CONTRACT_NOT_EFFECTIVE', `合同${contract.contractCode}已终止或已到期，不能维护合同产品`);
    }
    const product = await productForContract(tx, ctx.tenantId, body.productCode);
    if (!product) throw new DomainError('PRODUCT_NOT_FOUND', `产品${body.productCode}不存在`);
    if (!platform && product.manufacturerCompanyId !== contract.supplierCompanyId) throw new DomainError('CONTRACT_PRODUCT_NOT_OWN');
    if (!product.orderable) throw new DomainError('CONTRACT_PRODUCT_NOT_APPROVED', `产品${product.code}未审核通过或已停用，不能加入合同`);
    const line = product.productLineCode ? await productLineOf(tx, ctx.tenantId, product.productLineCode) : undefined;
    if (!line || line.supplierCompanyId !== contract.supplierCompanyId) throw new DomainError('CONTRACT_PRODUCT_NO_LINE');
    const before = await findContractProduct(tx, ctx.tenantId, contract.id, product.code);
    const values = {
      productCode: product.code,
      productName: product.name,
      specification: product.specification,
      unit: product.unit,
      productLineCode: line.code,
      priceFen: body.priceFen,
    };
    await upsertContractProduct(tx, ctx.tenantId, contract.id, values);
    await recordAudit(tx, actor, {
      action: before ? 'update' : 'create',
      objectType: 'contractProduct',
      objectId: `${contract.contractCode}/${product.code}`,
      objectName: `${contract.name}：${product.name}`.slice(0, 200),
      objectCompanyId: contract.supplierCompanyId,
      before: before
        ? {
            productName: before.productName,
            specification: before.specification,
            unit: before.unit,
            productLineCode: before.productLineCode,
            priceFen: before.priceFen,
          }
        : null,
      after: values,
    });
    return { contractCode: contract.contractCode, ...values, created: !before };
  });
}
