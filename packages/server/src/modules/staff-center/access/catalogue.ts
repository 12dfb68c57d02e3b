// The app and menu catalogue, defined once in code and synced into every tenant at start-up.
// Codes are stable keys: renaming a node here renames it in tenants whose admins did not edit it.
export type CatalogueNode = {
  code: string;
  name: string;
  path?: string;
  icon?: string;
  /** 1 menu (default), 2 button */
  type?: 1 | 2;
  children?: CatalogueNode[];
};

export type CatalogueApp = {
  appCode: string;
  appName: string;
  groupName: string;
  domain: string;
  sort: number;
  businessCode?: string;
  resources: CatalogueNode[];
};

const button = (code: string, name: string): CatalogueNode => ({ code, name, type: 2 });

export const CATALOGUE: CatalogueApp[] = [
  {
    appCode: 'BK000',
    appName: '工作台',
    groupName: '平台应用',
    domain: '/worktable',
    sort: 1,
    resources: [
      { code: 'wt.home', name: '我的工作台', path: '/worktable', icon: 'HomeOutlined' },
      { code: 'wt.examine', name: '审批中心', path: '/worktable/todo', icon: 'AuditOutlined' },
      { code: 'wt.todo', name: '待办事项', path: '/worktable/moreTodo', icon: 'CheckSquareOutlined' },
      {
        code: 'wt.notice',
        name: '通知公告',
        path: '/worktable/moreNotices',
        icon: 'NotificationOutlined',
        children: [button('wt.notice.publish', '发布公告')],
      },
      { code: 'wt.warning', name: '证照效期预警', path: '/worktable/warning', icon: 'WarningOutlined' },
      { code: 'wt.shortcut', name: '快捷入口', path: '/worktable/shortcut', icon: 'ThunderboltOutlined' },
      {
        code: 'wt.appList',
        name: '应用中心',
        path: '/worktable/appList',
        icon: 'AppstoreOutlined',
        children: [button('wt.appStore.request', '申请应用')],
      },
      { code: 'wt.appStore', name: '应用商店', path: '/home/app-store', icon: 'ShopOutlined' },
      { code: 'wt.myApp', name: '我的应用', path: '/home/my-app', icon: 'AppstoreAddOutlined' },
      {
        code: 'wt.video',
        name: '培训视频',
        path: '/worktable/video',
        icon: 'PlaySquareOutlined',
        children: [button('wt.video.manage', '管理视频')],
      },
      { code: 'wt.exportRecord', name: '导出记录', path: '/group-exportRecord', icon: 'ExportOutlined' },
      { code: 'wt.settings', name: '工作台设置', path: '/WorkbenchSettings', icon: 'LayoutOutlined' },
      { code: 'wt.todoNoticeSet', name: '待办与通知设置', path: '/todoNoticeSet', icon: 'BellOutlined' },
    ],
  },
  {
    appCode: 'SYS01',
    appName: '系统设置',
    groupName: '平台应用',
    domain: '/systemSetup/userManagement',
    sort: 2,
    resources: [
      {
        code: 'sys.org',
        name: '组织与人员',
        icon: 'TeamOutlined',
        children: [
          {
            code: 'sys.user',
            name: '用户管理',
            path: '/systemSetup/userManagement',
            children: [
              button('sys.user.add', '新增用户'),
              button('sys.user.edit', '编辑用户'),
              button('sys.user.delete', '删除用户'),
              button('sys.user.status', '启用/停用'),
              button('sys.user.lock', '锁定用户'),
              button('sys.user.unlock', '解锁用户'),
              button('sys.user.resetPwd', '重置密码'),
              button('sys.user.import', '导入用户'),
              button('sys.user.export', '导出用户'),
              button('sys.user.adminChange', '管理员变更'),
            ],
          },
          {
            code: 'sys.orgManage',
            name: '组织管理',
            path: '/systemSetup/orgainzationManagement',
            children: [button('sys.orgManage.edit', '编辑组织')],
          },
          { code: 'sys.duty', name: '岗位管理', path: '/systemSetup/dutyManage', children: [button('sys.duty.update', '编辑岗位')] },
          {
            code: 'sys.userGroup',
            name: '用户组管理',
            path: '/systemSetup/userGroupManagement',
            children: [button('sys.userGroup.edit', '编辑用户组')],
          },
          { code: 'sys.unlockUser', name: '账号解锁', path: '/systemSetup/unlockUser' },
        ],
      },
      {
        code: 'sys.permission',
        name: '权限管理',
        icon: 'SafetyOutlined',
        children: [
          {
            code: 'sys.role',
            name: '角色权限',
            path: '/systemSetup/jurisdiction',
            children: [button('sys.role.edit', '编辑角色'), button('sys.role.grant', '分配权限'), button('sys.role.delete', '删除角色')],
          },
          {
            code: 'sys.examine',
            name: '审批流程',
            path: '/systemSetup/examine',
            children: [button('sys.examine.edit', '编辑审批流程')],
          },
          {
            code: 'sys.dataManagement',
            name: '数据权限',
            path: '/systemSetup/dataManagement',
            children: [button('sys.dataManagement.edit', '编辑数据权限')],
          },
        ],
      },
      { code: 'sys.auditLog', name: '操作日志', path: '/systemSetup/auditLog', icon: 'FileSearchOutlined' },
      {
        code: 'sys.signature',
        name: '签章管理',
        path: '/systemSetup/signatureManagement',
        icon: 'SignatureOutlined',
        children: [button('sys.signature.edit', '管理印章'), button('sys.signature.grant', '授权用章')],
      },
      {
        code: 'sys.platform',
        name: '平台配置',
        icon: 'SettingOutlined',
        children: [
          {
            code: 'sys.defaultRole',
            name: '默认角色管理',
            path: '/systemSetup/default-role-management',
            children: [button('sys.defaultRole.edit', '编辑默认角色')],
          },
          {
            code: 'sys.adminExamine',
            name: '管理员变更审核',
            path: '/systemSetup/admin/examine',
            children: [button('sys.adminExamine.audit', '审核')],
          },
          {
            code: 'sys.subsystem',
            name: '子系统管理',
            path: '/systemSetup/subsystemManagement',
            children: [button('sys.subsystem.edit', '编辑子系统')],
          },
          {
            code: 'sys.menu',
            name: '菜单管理',
            path: '/systemSetup/menuManagement',
            children: [button('sys.menu.edit', '编辑菜单')],
          },
          {
            code: 'sys.menuConfig',
            name: '应用分组',
            path: '/systemSetup/menuConfig',
            children: [button('sys.menuConfig.edit', '编辑分组')],
          },
          {
            code: 'sys.navMenu',
            name: '导航菜单',
            path: '/systemSetup/navMenuManagement',
            children: [button('sys.navMenu.edit', '编辑导航')],
          },
          {
            code: 'sys.enterprise',
            name: '企业应用授权',
            path: '/systemSetup/enterprise',
            children: [button('sys.enterprise.grant', '授权应用')],
          },
          {
            code: 'sys.companyGroup',
            name: '企业集团管理',
            path: '/systemSetup/companyGroupManagement',
            children: [button('sys.companyGroup.edit', '编辑集团')],
          },
          {
            code: 'sys.companyRelation',
            name: '企业关系',
            path: '/systemSetup/companyRelation',
            children: [button('sys.companyRelation.edit', '编辑关系')],
          },
          {
            code: 'sys.platformSetting',
            name: '平台设置',
            path: '/systemSetup/system/platform',
            children: [button('sys.platformSetting.edit', '修改平台设置')],
          },
          {
            code: 'sys.sms',
            name: '短信设置',
            path: '/systemSetup/smsSet',
            children: [button('sys.sms.edit', '编辑短信设置')],
          },
          {
            code: 'sys.projectStatus',
            name: '项目状态',
            path: '/systemSetup/projectStatus',
            children: [button('sys.projectStatus.edit', '编辑项目状态')],
          },
          {
            code: 'sys.qichacha',
            name: '企业工商数据',
            path: '/systemSetup/qichachaData',
            children: [button('sys.qichacha.import', '导入工商数据')],
          },
        ],
      },
      {
        code: 'sys.company',
        name: '企业配置',
        icon: 'ShopOutlined',
        children: [
          {
            code: 'sys.companySetting',
            name: '企业设置',
            path: '/systemSetup/system/company',
            children: [button('sys.companySetting.edit', '修改企业设置')],
          },
          {
            code: 'sys.appLogo',
            name: '应用标识',
            path: '/systemSetup/appLogoManagement',
            children: [button('sys.appLogo.edit', '编辑应用标识')],
          },
          {
            code: 'sys.mail',
            name: '邮件设置',
            path: '/systemSetup/mail-setting',
            children: [button('sys.mail.edit', '编辑邮件设置')],
          },
          {
            code: 'sys.pickUpAddress',
            name: '自提地址',
            path: '/systemSetup/PickUpAddress',
            children: [button('sys.pickUpAddress.edit', '编辑自提地址')],
          },
        ],
      },
    ],
  },
  {
    appCode: 'CM001',
    appName: '渠道管理',
    groupName: '供应链协同',
    domain: '/channelManagement/qualification',
    sort: 3,
    businessCode: 'CHANNEL',
    resources: [
      {
        code: 'cm.qualification',
        name: '首营资质交换',
        path: '/channelManagement/qualification',
        icon: 'AuditOutlined',
        children: [
          button('cm.qualification.addNew', '新增首营'),
          button('cm.qualification.createBtnPart', '发起首营'),
          button('cm.qualification.exchangeBtnPart', '资质交换'),
        ],
      },
      {
        code: 'cm.authorization',
        name: '授权书管理',
        icon: 'FileProtectOutlined',
        children: [
          { code: 'cm.auth.list', name: '授权书列表', path: '/authorization-management/authorization-list' },
          {
            code: 'cm.auth.issued',
            name: '授权书签发',
            path: '/authorization-management/authorized-issuance',
            children: [
              button('cm.auth.issued.edit', '新建授权书'),
              button('cm.auth.issued.stamp', '盖章签发'),
              button('cm.auth.issued.manage', '续期/暂停/终止'),
            ],
          },
          {
            code: 'cm.auth.received',
            name: '授权书接收',
            path: '/authorization-management/authorized-receive',
            children: [button('cm.auth.received.confirm', '确认接收')],
          },
          {
            code: 'cm.auth.application',
            name: '授权申请',
            path: '/authorization-management/authorizationApplication',
            children: [button('cm.auth.application.apply', '申请授权')],
          },
          { code: 'cm.auth.details', name: '授权明细', path: '/authorization-management/authorization-details' },
          { code: 'cm.auth.dealer', name: '经销商授权明细', path: '/authorization-management/authorization-details-dealer' },
          { code: 'cm.auth.converge', name: '授权汇总', path: '/authorization-management/authorization-converge-adetails' },
          { code: 'cm.auth.heart', name: '授权链路', path: '/authorization-management/authorization-heart' },
        ],
      },
      {
        code: 'cm.contract',
        name: '合同查询',
        path: '/channelManagement/contractManagement/contract/query',
        icon: 'FileSearchOutlined',
      },
      {
        code: 'cm.enterprise',
        name: '企业管理',
        icon: 'BankOutlined',
        children: [
          {
            code: 'cm.enterprise.dealer',
            name: '经销商',
            path: '/basicData/enterprise/companyList',
            children: [button('cm.enterprise.dealer.edit', '维护经销商')],
          },
          {
            code: 'cm.enterprise.cso',
            name: 'CSO',
            path: '/basicData/enterprise/csoList',
            children: [button('cm.enterprise.cso.edit', '维护CSO')],
          },
          {
            code: 'cm.enterprise.third',
            name: '第三方企业',
            path: '/basicData/enterprise/threeCompanyList',
            children: [button('cm.enterprise.third.edit', '维护第三方企业')],
          },
          {
            code: 'cm.enterprise.factory',
            name: '生产厂家',
            path: '/basicData/enterprise/fcCompanyList',
            children: [button('cm.enterprise.factory.edit', '维护生产厂家')],
          },
          {
            code: 'cm.enterprise.hospital',
            name: '医院',
            path: '/basicData/enterprise/hospitalList',
            children: [button('cm.enterprise.hospital.edit', '维护医院')],
          },
        ],
      },
      {
        code: 'cm.qualificationFile',
        name: '资质档案',
        path: '/basicData/qualificationFile',
        icon: 'SafetyCertificateOutlined',
        children: [button('cm.qualificationFile.edit', '维护资质证照')],
      },
      {
        code: 'cm.channelBusiness',
        name: '渠道商务',
        path: '/basicData/channelBusinessManagement',
        icon: 'PartitionOutlined',
        children: [button('cm.channelBusiness.edit', '维护渠道商务')],
      },
      {
        code: 'cm.investment',
        name: '招商管理',
        path: '/basicData/investmentEntry',
        icon: 'FlagOutlined',
        children: [button('cm.investment.edit', '发布招商'), button('cm.investment.apply', '申请代理')],
      },
    ],
  },
  {
    appCode: 'PD001',
    appName: '产品管理',
    groupName: '基础数据',
    domain: '/productManagement/productControl',
    sort: 4,
    resources: [
      {
        code: 'pd.product',
        name: '产品管理',
        path: '/productManagement/productControl',
        icon: 'MedicineBoxOutlined',
        children: [
          button('fc.product.edit', '编辑产品'),
          button('fc.product.audit', '审核产品'),
          button('fc.product.commit', '提交产品'),
          button('fc.product.detail', '产品详情'),
        ],
      },
      {
        code: 'pd.registercard',
        name: '注册证管理',
        path: '/productManagement/registercard',
        icon: 'IdcardOutlined',
        children: [button('pd.registercard.edit', '编辑注册证')],
      },
      {
        code: 'pd.package',
        name: '产品包装',
        path: '/productManagement/productPackage',
        icon: 'GiftOutlined',
        children: [button('pd.package.edit', '编辑包装与条码')],
      },
      {
        code: 'pd.category',
        name: '产品分类',
        path: '/merchants/management/products/product-category',
        icon: 'ApartmentOutlined',
        children: [
          button('pt.productCategory.add', '新增分类'),
          button('pt.productCategory.update', '编辑分类'),
          button('pt.productCategory.delete', '删除分类'),
        ],
      },
      {
        code: 'pd.labelCategory',
        name: '标签分类',
        path: '/merchants/management/labelClassification',
        icon: 'TagsOutlined',
        children: [button('pd.labelCategory.edit', '编辑标签分类')],
      },
      {
        code: 'pd.labelList',
        name: '标签管理',
        path: '/merchants/management/labelList',
        icon: 'TagOutlined',
        children: [button('pd.labelList.edit', '编辑标签')],
      },
    ],
  },
  {
    appCode: 'BI001',
    appName: '数据看板',
    groupName: '数据分析',
    domain: '/bi',
    sort: 5,
    resources: [
      { code: 'bi.home', name: '经营看板', path: '/bi', icon: 'DashboardOutlined' },
      {
        code: 'bi.purchase',
        name: '采购分析',
        path: '/bi/purchase',
        icon: 'BarChartOutlined',
        children: [button('provincial.purchase.confirm', '确认采购数据')],
      },
      {
        code: 'bi.policy',
        name: '政策审核',
        path: '/bi/policy',
        icon: 'FileSearchOutlined',
        children: [button('policy.management.review.button', '政策审核')],
      },
    ],
  },
  {
    // the order screens of the mall centre (/m-mall-center); the detail page's actions are buttons of the list
    appCode: 'OD001',
    appName: '订单管理',
    groupName: '业务应用',
    domain: '/order/list',
    sort: 6,
    resources: [
      {
        code: 'od.list',
        name: '订单列表',
        path: '/order/list',
        icon: 'ShoppingCartOutlined',
        children: [
          button('od.list.create', '新建订单'),
          button('od.list.delete', '删除草稿'),
          button('od.list.export', '导出'),
          button('od.detail.confirm', '确认订单'),
          button('od.detail.ship', '发货'),
          button('od.detail.receive', '收货'),
          button('od.detail.pay', '付款'),
        ],
      },
      { code: 'od.consignment', name: '寄售管理', path: '/order/consignment', icon: 'InboxOutlined' },
      { code: 'od.fillup', name: '补货单', path: '/order/fillup', icon: 'ReconciliationOutlined' },
      { code: 'od.import', name: '订单导入', path: '/order/import', icon: 'FileDoneOutlined' },
      { code: 'od.delivery', name: '发货通知单', path: '/order/delivery', icon: 'TruckOutlined' },
      { code: 'od.payBill', name: '付款单', path: '/order/payBill', icon: 'PayCircleOutlined' },
      { code: 'od.address', name: '收货地址', path: '/order/address', icon: 'HomeOutlined' },
    ],
  },
];

/** Every node of an app, parents before children, with its parent code. */
export function* walk(
  nodes: CatalogueNode[],
  parent: string | null = null,
): Generator<CatalogueNode & { parent: string | null; sort: number }> {
  let sort = 0;
  for (const node of nodes) {
    yield { ...node, parent, sort: ++sort };
    if (node.children) yield* walk(node.children, node.code);
  }
}
