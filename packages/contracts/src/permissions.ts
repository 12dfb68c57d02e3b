// Permission (button) codes: the server checks them per route, the web derives capability flags.
import type { OrderAction } from './mall/orders.contract.js';

export const PERMISSIONS = [
  'sys.user.unlock',
  'sys.duty.update',
  // system setup: organisation (the posts' button above)
  'sys.orgManage.edit',
  'fc.product.edit',
  'fc.product.audit',
  'fc.product.commit',
  'fc.product.detail',
  'pt.productCategory.add',
  'pt.productCategory.delete',
  'pt.productCategory.update',
  'provincial.purchase.confirm',
  'cm.qualification.addNew',
  'cm.qualification.createBtnPart',
  'cm.qualification.exchangeBtnPart',
  'policy.management.review.button',
  // order app OD001: creating and submitting, deleting drafts, exporting; the detail page's actions
  'od.list.create',
  'od.list.delete',
  'od.list.export',
  'od.detail.confirm',
  'od.detail.ship',
  'od.detail.receive',
  'od.detail.pay',
] as const;

export type Permission = (typeof PERMISSIONS)[number];

/** The button an order action needs (order/orderOperation); cancel and complete need none beyond being a party. */
export const ORDER_ACTION_PERMISSION: Partial<Record<OrderAction, Permission>> = {
  submit: 'od.list.create',
  confirm: 'od.detail.confirm',
  reject: 'od.detail.confirm',
  ship: 'od.detail.ship',
  receive: 'od.detail.receive',
  pay: 'od.detail.pay',
};
