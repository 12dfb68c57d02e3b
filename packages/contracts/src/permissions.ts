// Permission (button) codes: the server checks them per route, the web derives capability flags.
export const PERMISSIONS = [
  'sys.user.unlock',
  'sys.duty.update',
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
] as const;

export type Permission = (typeof PERMISSIONS)[number];
