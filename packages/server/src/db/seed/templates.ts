// What every company of a type starts with (departments, posts, roles) and what the platform grants
// each type (auth groups). Role grants must stay inside their type's auth groups: writer.ts checks it.
import type { CompanyType } from '@medportal/contracts/common/constants';
import type { AuthGroupSeed, CompanyTemplate, TableFieldSeed } from './types.js';

/**
 * The workbench's everyday screens for staff roles (quality managers): every menu of BK000 but the app
 * store's (requesting apps is the administrator's business) and without its managing buttons (publishing
 * notices, managing videos).
 */
const WORKBENCH_EVERYDAY = [
  'wt.home',
  'wt.examine',
  'wt.todo',
  'wt.notice',
  'wt.warning',
  'wt.shortcut',
  'wt.video',
  'wt.exportRecord',
  'wt.settings',
  'wt.todoNoticeSet',
];

/**
 * Viewing products (distributors and hospitals: the audited, enabled products they buy, read-only): the
 * product list and its detail button; the groups and quality roles also read registration certificates.
 */
const PRODUCT_VIEW = ['pd.product', 'fc.product.detail'];

const DISTRIBUTOR: CompanyTemplate = {
  departments: [
    { name: '销售部', children: [{ name: '医院业务组' }, { name: '渠道业务组' }] },
    { name: '质量管理部' },
    { name: '仓储物流部' },
    { name: '财务部' },
  ],
  duties: ['总经理', '销售代表', '质量负责人', '仓库管理员', '行政专员'],
  roles: [
    {
      code: 'SALES',
      name: '业务员',
      dataScope: 'own',
      // no cm.qualification.exchangeBtnPart: only quality staff exchange qualification sets
      grants: {
        apps: ['OD001'],
        codes: [
          'wt.home',
          'wt.todo',
          'wt.notice',
          'cm.qualification',
          'cm.qualification.addNew',
          'cm.qualification.createBtnPart',
          'cm.auth.list',
          'cm.auth.received',
          'cm.auth.application',
          'cm.auth.application.apply',
          ...PRODUCT_VIEW,
        ],
      },
    },
    {
      code: 'QUALITY',
      name: '质量负责人',
      dataScope: 'company',
      grants: { codes: [...WORKBENCH_EVERYDAY, ...PRODUCT_VIEW, 'pd.registercard'], trees: ['cm.qualification', 'cm.authorization'] },
    },
    { code: 'ADMIN_ASSIST', name: '行政人事', dataScope: 'company', grants: { codes: ['wt.home', 'bi.home'], trees: ['sys.org'] } },
  ],
};

export const TEMPLATES: Record<CompanyType, CompanyTemplate> = {
  MM: {
    departments: [
      { name: '运营部', children: [{ name: '客户成功组' }, { name: '平台运维组' }] },
      { name: '产品技术部', children: [{ name: '研发组' }] },
      { name: '财务部' },
    ],
    duties: ['运营总监', '平台运营专员', '客服专员', '财务专员'],
    roles: [
      { code: 'PLATFORM_OPS', name: '平台运营', dataScope: 'company', grants: { apps: ['BK000'], trees: ['sys.org', 'sys.platform'] } },
      {
        code: 'SERVICE_DESK',
        name: '客服专员',
        dataScope: 'own',
        grants: { codes: ['wt.home', 'wt.todo', 'wt.notice', 'sys.user', 'sys.unlockUser'] },
      },
    ],
  },
  FC: {
    departments: [
      { name: '销售部', children: [{ name: '东部大区' }, { name: '南部大区' }] },
      { name: '质量管理部' },
      { name: '注册事务部' },
      { name: '综合管理部' },
    ],
    duties: ['总经理', '销售经理', '质量负责人', '注册专员'],
    roles: [
      {
        code: 'SALES',
        name: '业务员',
        dataScope: 'related',
        grants: {
          apps: ['OD001'],
          codes: ['wt.home', 'wt.todo', 'wt.notice', 'pd.product', 'fc.product.detail'],
          trees: ['cm.qualification', 'cm.authorization'],
        },
      },
      {
        code: 'QUALITY',
        name: '质量负责人',
        dataScope: 'company',
        grants: {
          trees: ['cm.qualification', 'pd.registercard'],
          codes: [...WORKBENCH_EVERYDAY, 'pd.product', 'fc.product.audit', 'fc.product.detail'],
        },
      },
    ],
  },
  AG: DISTRIBUTOR,
  HO: {
    departments: [{ name: '医学装备部', children: [{ name: '设备科' }, { name: '耗材管理科' }] }, { name: '采购中心' }, { name: '院办' }],
    duties: ['设备科科长', '采购员', '耗材管理员'],
    roles: [
      {
        code: 'BUYER',
        name: '采购员',
        dataScope: 'own',
        grants: { apps: ['OD001'], codes: ['wt.home', 'wt.todo', 'wt.warning', 'cm.qualification', ...PRODUCT_VIEW] },
      },
      { code: 'EQUIPMENT_HEAD', name: '设备科主任', dataScope: 'department', grants: { apps: ['BK000'], trees: ['cm.qualification'] } },
    ],
  },
  SV: {
    departments: [{ name: '运营部' }, { name: '仓配中心', children: [{ name: '冷链组' }] }],
    duties: ['总经理', '调度员'],
    roles: [{ code: 'SERVICE', name: '服务专员', dataScope: 'own', grants: { codes: ['wt.home', 'wt.todo', 'wt.notice'] } }],
  },
  AM: {
    departments: [{ name: '审计一部' }, { name: '审计二部' }],
    duties: ['合伙人', '审计师'],
    roles: [{ code: 'AUDITOR', name: '审计专员', dataScope: 'related', grants: { codes: ['wt.home', 'wt.notice'] } }],
  },
};

/** One group per company type; every company of the type is attached to its group. */
export const BASE_AUTH_GROUPS: AuthGroupSeed[] = [
  // the platform sees the whole catalogue
  { name: '平台运营权限组', companyType: 'MM', grants: { all: true } },
  {
    name: '生产厂家基础权限',
    companyType: 'FC',
    grants: {
      apps: ['BK000', 'CM001', 'OD001'],
      // PD001 without the platform's label menus
      trees: [
        'pd.product',
        'pd.registercard',
        'pd.package',
        'pd.category',
        'sys.org',
        'sys.permission',
        'sys.auditLog',
        'sys.signature',
        'sys.company',
      ],
    },
  },
  {
    name: '经销商基础权限',
    companyType: 'AG',
    grants: {
      apps: ['BK000', 'CM001', 'OD001'],
      trees: ['sys.org', 'sys.permission', 'sys.auditLog', 'sys.signature', 'sys.company'],
      codes: ['bi.home', ...PRODUCT_VIEW, 'pd.registercard'],
    },
  },
  {
    name: '医疗机构基础权限',
    companyType: 'HO',
    grants: { apps: ['BK000', 'OD001'], trees: ['cm.qualification'], codes: [...PRODUCT_VIEW, 'pd.registercard'] },
  },
  { name: '服务商基础权限', companyType: 'SV', grants: { apps: ['BK000'] } },
  { name: '第三方审计基础权限', companyType: 'AM', grants: { apps: ['BK000'] } },
];

/** The order list's fields (web /order/list, table 'orderList'): the row fields of the mall's order list. */
export const ORDER_LIST_FIELDS: TableFieldSeed = {
  tableNo: 'orderList',
  fields: [
    ['orderCode', '订单编号'],
    ['orderTypeName', '订单类型'],
    ['status', '订单状态'],
    ['buyerName', '采购方'],
    ['supplierName', '供应商'],
    ['contractName', '合同'],
    ['totalFen', '订单金额'],
    ['paidFen', '已付金额'],
    ['lineCount', '产品行数'],
    ['carryWayName', '运输方式'],
    ['receiver', '收货人'],
    ['createdAt', '下单时间'],
    ['submittedAt', '提交时间'],
  ],
};
