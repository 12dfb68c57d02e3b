// Permission (button) codes: the server checks them per route, the web derives capability flags.
import type { OrderAction } from './mall/orders.contract.js';

export const PERMISSIONS = [
  'sys.user.unlock',
  // system setup, /systemSetup/userManagement: the toolbar's and the rows' buttons
  'sys.user.add',
  'sys.user.edit',
  'sys.user.delete',
  'sys.user.status',
  'sys.user.lock',
  'sys.user.resetPwd',
  'sys.user.import',
  'sys.user.export',
  'sys.user.adminChange',
  'sys.duty.update',
  // system setup: administrator change (the company's request, the platform's review)
  'sys.adminExamine.audit',
  // system setup: organisation (the posts' button above)
  'sys.orgManage.edit',
  // workbench: requesting (and withdrawing) apps of the app store
  'wt.appStore.request',
  'fc.product.edit',
  'fc.product.audit',
  'fc.product.commit',
  'fc.product.detail',
  // product packaging (/productManagement/productPackage): levels and barcode rule
  'pd.package.edit',
  'pt.productCategory.add',
  'pt.productCategory.delete',
  'pt.productCategory.update',
  'pd.registercard.edit',
  // labels (issue 17): 标签分类 and 标签管理 of the platform
  'pd.labelCategory.edit',
  'pd.labelList.edit',
  'provincial.purchase.confirm',
  'cm.qualification.addNew',
  'cm.qualification.createBtnPart',
  'cm.qualification.exchangeBtnPart',
  // channel management CM001: qualification files (新增 and 换证)
  'cm.qualificationFile.edit',
  // channel management CM001, enterprise registry (/basicData/enterprise/*): add, edit, enable/disable, delete per kind
  'cm.enterprise.dealer.edit',
  'cm.enterprise.cso.edit',
  'cm.enterprise.third.edit',
  'cm.enterprise.factory.edit',
  'cm.enterprise.hospital.edit',
  // channel business (/basicData/channelBusinessManagement): add, stop and restart
  'cm.channelBusiness.edit',
  // channel management CM001: investment entries (发布招商 for manufacturers, 申请代理 for distributors)
  'cm.investment.edit',
  'cm.investment.apply',
  // channel management CM001: authorisation letters (新建, 盖章签发, 续期/暂停/终止, 确认接收)
  'cm.auth.issued.edit',
  'cm.auth.issued.stamp',
  'cm.auth.issued.manage',
  'cm.auth.received.confirm',
  // channel management, authorisation applications (/authorization-management/authorizationApplication)
  'cm.auth.application.apply',
  'policy.management.review.button',
  // order app OD001: creating and submitting, deleting drafts, exporting; the detail page's actions
  'od.list.create',
  'od.list.delete',
  'od.list.export',
  'od.detail.confirm',
  'od.detail.ship',
  'od.detail.receive',
  'od.detail.pay',
  // system setup: roles and grants, data scopes, default roles, user groups
  'sys.role.edit',
  'sys.role.grant',
  'sys.role.delete',
  'sys.dataManagement.edit',
  'sys.defaultRole.edit',
  'sys.userGroup.edit',
  // system setup: enterprise app grants and company groups (issue 17)
  'sys.enterprise.grant',
  'sys.companyGroup.edit',
  // system setup: electronic seals (/systemSetup/signatureManagement): managing seals, granting their use
  'sys.signature.edit',
  'sys.signature.grant',
  // system setup, reference data (issue 17): pick-up addresses, project statuses, registry data import
  'sys.pickUpAddress.edit',
  'sys.projectStatus.edit',
  'sys.qichacha.import',
  // system setup: app groups, top navigation, app branding (issue 17)
  'sys.menuConfig.edit',
  'sys.navMenu.edit',
  'sys.appLogo.edit',
  // system setup: company relations (/systemSetup/companyRelation): add, edit, enable/disable, delete
  'sys.companyRelation.edit',
  // system setup: apps and menus (subsystemManagement, menuManagement and their sysMenu)
  'sys.subsystem.edit',
  'sys.menu.edit',
  // system setup (issue 17): platform and company settings
  'sys.platformSetting.edit',
  'sys.companySetting.edit',
  // system setup: SMS and mail settings and templates (/systemSetup/smsSet, /mail-setting; issue 17)
  'sys.sms.edit',
  'sys.mail.edit',
  // system setup: approval flows (save, enable, disable)
  'sys.examine.edit',
  // workbench BK000: training videos (the platform's managers)
  'wt.video.manage',
  // workbench BK000: publishing notices (/worktable/moreNotices 发布管理)
  'wt.notice.publish',
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
