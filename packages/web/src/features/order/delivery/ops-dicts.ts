// Dictionaries of the order-operation screens: the contracts keep them in *.contract modules, which the
// web takes types from only, so the lists are repeated here (ops-dicts.test.ts holds them to the
// contracts); names come from the orderOps namespace, zh-CN equal to the contracts' names.
import type { NoticeStatus, PayBillKind } from '@medportal/contracts/mall/fulfilment.contract';
import type { ImportKind, ImportStatus } from '@medportal/contracts/mall/imports.contract';

export const NOTICE_STATUS_LIST = ['shipped', 'received'] as const satisfies readonly NoticeStatus[];
export const NOTICE_STATUS_COLORS: Record<NoticeStatus, string> = { shipped: 'cyan', received: 'green' };

export const PAY_BILL_KIND_LIST = ['payment', 'refund'] as const satisfies readonly PayBillKind[];
export const PAY_BILL_KIND_COLORS: Record<PayBillKind, string> = { payment: 'blue', refund: 'orange' };

export const IMPORT_KIND_LIST = [
  'orderLines',
  'templateProduct',
  'templateOperation',
  'operation',
  'wareHosp',
] as const satisfies readonly ImportKind[];
export const IMPORT_STATUS_LIST = ['running', 'succeeded', 'failed'] as const satisfies readonly ImportStatus[];
export const IMPORT_STATUS_COLORS: Record<ImportStatus, string> = { running: 'processing', succeeded: 'success', failed: 'error' };
/** The header row each template starts with (IMPORT_HEADERS): the columns of a failed row's cells. */
export const IMPORT_HEADER_LIST: Record<ImportKind, readonly string[]> = {
  orderLines: ['产品编码', '数量', '手术类型编码', '备注'],
  templateProduct: ['模板名称', '供应商编码', '产品编码', '数量'],
  templateOperation: ['产品线编码', '手术类型编码', '手术类型名称'],
  operation: ['仓库编码', '产品编码', '批号', '序列号', '有效期', '数量'],
  wareHosp: ['仓库编码', '仓库名称'],
};
/** The server's limit of an upload (IMPORT_MAX_BYTES), checked before sending. */
export const IMPORT_MAX_BYTES = 20 * 1024 * 1024;
