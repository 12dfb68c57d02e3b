// Tenant 1, 医械供应链协同平台: every company type, approval states, a user with 17 positions, and the
// accounts the tests log in with. Nothing here may contain '华东' (tenant 2's marker for isolation tests).
import type { CompanyType } from '@medportal/contracts/common/constants';
import { privacyPolicy, serviceAgreement } from './agreements.js';
import { BASE_AUTH_GROUPS, ORDER_LIST_FIELDS, TEMPLATES } from './templates.js';
import type { CompanySeed, PositionSeed, TenantSeed, UserSeed } from './types.js';

const PLATFORM = '医械供应链协同平台';
const OPERATOR = '医械供应链协同平台运营中心';
const HOTLINE = '400-800-1234';

const COMPANIES: CompanySeed[] = [
  { code: 'MM0001', name: OPERATOR, type: 'MM', creditCode: '91310115MA1FL2X7XP', approveStatus: '1' },
  { code: 'FC0001', name: '上海康瑞医疗器械有限公司', type: 'FC', creditCode: '91310115MA1H3K6DXP', approveStatus: '1' },
  { code: 'FC0002', name: '深圳迈德生物医疗科技股份有限公司', type: 'FC', creditCode: '91440300MA5F7Q2L34', approveStatus: '1' },
  { code: 'AG0001', name: '江苏恒泰医疗器械贸易有限公司', type: 'AG', creditCode: '91320115MA1N8R4TXW', approveStatus: '1' },
  { code: 'AG0002', name: '浙江华康医疗供应链有限公司', type: 'AG', creditCode: '91330106MA2CG5E87U', approveStatus: '1' },
  { code: 'AG0003', name: '安徽新元医疗器械有限公司', type: 'AG', creditCode: '91340104MA2TK9P340', approveStatus: '3' },
  { code: 'AG0004', name: '福建安和医疗科技有限公司', type: 'AG', creditCode: '91350102MA31W6H53R', approveStatus: null },
  { code: 'HO0001', name: '上海市瑞安中心医院', type: 'HO', creditCode: '12310000425017385L', approveStatus: '1' },
  { code: 'HO0002', name: '南京市康宁医院', type: 'HO', creditCode: '123201004660021552', approveStatus: '1' },
  { code: 'HO0003', name: '杭州市西湖惠民医院', type: 'HO', creditCode: '123301064701938476', approveStatus: '2' },
  { code: 'SV0001', name: '上海链通医疗物流服务有限公司', type: 'SV', creditCode: '91310112MA1G9B4U31', approveStatus: '1' },
  { code: 'AM0001', name: '上海正衡医疗器械审计事务所有限公司', type: 'AM', creditCode: '91310104MA1FR5L90B', approveStatus: '1' },
  // distributors across provinces, so a user can hold many seats
  { code: 'AG0005', name: '山东鲁康医疗器械有限公司', type: 'AG', creditCode: '91370102MA3C8F1K8P', approveStatus: '1' },
  { code: 'AG0006', name: '河南中原康泰医疗器械有限公司', type: 'AG', creditCode: '91410105MA45R7N28L', approveStatus: '1' },
  { code: 'AG0007', name: '湖北楚天医疗供应链有限公司', type: 'AG', creditCode: '91420106MA4K2D9W8M', approveStatus: '1' },
  { code: 'AG0008', name: '广东粤健医疗器械有限公司', type: 'AG', creditCode: '91440106MA59H3L68X', approveStatus: '1' },
  { code: 'AG0009', name: '四川蜀安医疗器械有限公司', type: 'AG', creditCode: '91510107MA62P8C128', approveStatus: '1' },
  { code: 'AG0010', name: '北京京卫医疗器械有限公司', type: 'AG', creditCode: '91110105MA01B7Q455', approveStatus: '1' },
];

/** multi_user's seat in each company of a type: post, department and role. */
const MULTI_SEAT: Partial<Record<CompanyType, Omit<PositionSeed, 'company'>>> = {
  FC: { positionName: '质量负责人', department: '质量管理部', duty: '质量负责人', roles: ['QUALITY'] },
  AG: { positionName: '销售代表', department: '医院业务组', duty: '销售代表', roles: ['SALES'] },
  HO: { positionName: '采购员', department: '采购中心', duty: '采购员', roles: ['BUYER'] },
  SV: { positionName: '调度员', department: '仓配中心', duty: '调度员', roles: ['SERVICE'] },
  AM: { positionName: '审计师', department: '审计一部', duty: '审计师', roles: ['AUDITOR'] },
};

const admin = (company: string, department: string, duty: string): PositionSeed => ({
  company,
  positionName: '企业管理员',
  department,
  duty,
  isAdmin: true,
});

const EXTRA_AG_ADMINS: [userName: string, realName: string, company: string][] = [
  ['ag5_admin', '孔令杰', 'AG0005'],
  ['ag6_admin', '袁媛', 'AG0006'],
  ['ag7_admin', '范志强', 'AG0007'],
  ['ag8_admin', '汪洋', 'AG0008'],
  ['ag9_admin', '蔡敏', 'AG0009'],
  ['ag10_admin', '田甜', 'AG0010'],
];

const SURNAMES: [string, string][] = [
  ['王', 'wang'],
  ['李', 'li'],
  ['张', 'zhang'],
  ['刘', 'liu'],
  ['杨', 'yang'],
  ['赵', 'zhao'],
  ['黄', 'huang'],
  ['周', 'zhou'],
  ['吴', 'wu'],
  ['徐', 'xu'],
  ['孙', 'sun'],
  ['胡', 'hu'],
  ['朱', 'zhu'],
  ['高', 'gao'],
  ['林', 'lin'],
];
const GIVEN_NAMES: [string, string][] = [
  ['子涵', 'zihan'],
  ['浩然', 'haoran'],
  ['雨桐', 'yutong'],
  ['梓轩', 'zixuan'],
  ['欣怡', 'xinyi'],
  ['宇航', 'yuhang'],
  ['思远', 'siyuan'],
  ['佳琪', 'jiaqi'],
  ['俊杰', 'junjie'],
  ['婉清', 'wanqing'],
  ['明轩', 'mingxuan'],
  ['诗雨', 'shiyu'],
];
const STAFF_SEATS: Omit<PositionSeed, 'company'>[] = [
  { positionName: '平台运营专员', department: '客户成功组', duty: '平台运营专员', roles: ['PLATFORM_OPS'] },
  { positionName: '客服专员', department: '客户成功组', duty: '客服专员', roles: ['SERVICE_DESK'] },
  { positionName: '运维工程师', department: '平台运维组', duty: '平台运营专员', roles: ['PLATFORM_OPS'] },
  { positionName: '研发工程师', department: '研发组', duty: '平台运营专员' },
  { positionName: '财务专员', department: '财务部', duty: '财务专员' },
];

/**
 * 45 operator staff (MM0001, the platform admin's company) so the user list has more than two pages
 * of 20: deterministic names, phones 139…, registration spread over 2024, some never logged in, some disabled.
 */
const OPERATOR_STAFF: UserSeed[] = Array.from({ length: 45 }, (_, i): UserSeed => {
  const [surname, surnamePy] = SURNAMES[i % SURNAMES.length]!;
  const [given, givenPy] = GIVEN_NAMES[(i * 5 + Math.floor(i / SURNAMES.length)) % GIVEN_NAMES.length]!;
  const n = String(i + 1).padStart(2, '0');
  const created = new Date(Date.UTC(2024, 0, 3 + i * 7, 1 + (i % 9), (i * 13) % 60, (i * 29) % 60));
  const lastLogin = i % 6 === 5 ? undefined : new Date(Date.UTC(2025, 2, 1 + ((i * 11) % 28), 1 + (i % 10), (i * 17) % 60, (i * 7) % 60));
  return {
    userName: `${surnamePy}${givenPy}${n}`,
    realName: `${surname}${given}`,
    phone: `1390021${String(1000 + i * 37).padStart(4, '0')}`,
    email: `${surnamePy}.${givenPy}${n}@ylgyl-demo.cn`,
    status: i % 9 === 8 ? 'disabled' : 'enabled',
    createdAt: created.toISOString(),
    positions: [
      { company: 'MM0001', ...STAFF_SEATS[i % STAFF_SEATS.length]!, ...(lastLogin ? { lastUsedAt: lastLogin.toISOString() } : {}) },
    ],
  };
});

const USERS: UserSeed[] = [
  {
    userName: 'admin',
    realName: '陈志远',
    phone: '13800000001',
    email: 'admin@ylgyl-demo.cn',
    isPlatformAdmin: true,
    positions: [{ company: 'MM0001', positionName: '平台管理员', department: '运营部', duty: '运营总监', isAdmin: true }],
  },
  {
    userName: 'mm_ops',
    realName: '韩雪',
    phone: '13800000011',
    positions: [
      { company: 'MM0001', positionName: '平台运营专员', department: '客户成功组', duty: '平台运营专员', roles: ['PLATFORM_OPS'] },
    ],
  },
  {
    userName: 'mm_service',
    realName: '冯磊',
    phone: '13800000012',
    positions: [{ company: 'MM0001', positionName: '客服专员', department: '客户成功组', duty: '客服专员', roles: ['SERVICE_DESK'] }],
  },

  {
    userName: 'fc_admin',
    realName: '刘建华',
    phone: '13800000002',
    email: 'liujianhua@kangrui-med.cn',
    positions: [admin('FC0001', '综合管理部', '总经理')],
  },
  {
    userName: 'fc_sales',
    realName: '黄磊',
    phone: '13800000021',
    positions: [{ company: 'FC0001', positionName: '销售经理', department: '东部大区', duty: '销售经理', roles: ['SALES'] }],
  },
  {
    userName: 'fc_quality',
    realName: '何雪',
    phone: '13800000022',
    positions: [{ company: 'FC0001', positionName: '质量负责人', department: '质量管理部', duty: '质量负责人', roles: ['QUALITY'] }],
  },
  { userName: 'fc2_admin', realName: '郭鹏', phone: '13800000023', positions: [admin('FC0002', '综合管理部', '总经理')] },
  {
    userName: 'fc2_sales',
    realName: '谢婷',
    phone: '13800000024',
    positions: [{ company: 'FC0002', positionName: '销售经理', department: '南部大区', duty: '销售经理', roles: ['SALES'] }],
  },

  {
    userName: 'ag_user',
    realName: '王晓明',
    phone: '13800000003',
    positions: [{ company: 'AG0001', positionName: '销售代表', department: '医院业务组', duty: '销售代表', roles: ['SALES'] }],
  },
  { userName: 'ag_admin', realName: '马丽', phone: '13800000031', positions: [admin('AG0001', '销售部', '总经理')] },
  {
    userName: 'ag_quality',
    realName: '林涛',
    phone: '13800000032',
    positions: [{ company: 'AG0001', positionName: '质量负责人', department: '质量管理部', duty: '质量负责人', roles: ['QUALITY'] }],
  },
  {
    userName: 'ag_clerk',
    realName: '郑佳',
    phone: '13800000033',
    positions: [{ company: 'AG0001', positionName: '行政专员', department: '财务部', duty: '行政专员', roles: ['ADMIN_ASSIST'] }],
  },
  // a user-name login without a phone answers SC1005 (bind a phone first)
  {
    userName: 'nophone_user',
    realName: '孙立',
    phone: null,
    positions: [{ company: 'AG0001', positionName: '仓库管理员', department: '仓储物流部', duty: '仓库管理员', roles: ['SALES'] }],
  },
  {
    userName: 'disabled_user',
    realName: '周强',
    phone: '13800000007',
    status: 'disabled',
    positions: [{ company: 'AG0001', positionName: '销售代表', department: '渠道业务组', duty: '销售代表', roles: ['SALES'] }],
  },
  // self-registered, waiting for the distributor's review: no role yet
  {
    userName: 'pending_user',
    realName: '吴芳',
    phone: '13800000008',
    auditStatus: '0',
    positions: [{ company: 'AG0001', positionName: '销售代表', department: '渠道业务组', duty: '销售代表' }],
  },
  { userName: 'ag2_admin', realName: '罗斌', phone: '13800000034', positions: [admin('AG0002', '销售部', '总经理')] },
  {
    userName: 'ag2_user',
    realName: '梁慧',
    phone: '13800000035',
    positions: [{ company: 'AG0002', positionName: '销售代表', department: '医院业务组', duty: '销售代表', roles: ['SALES'] }],
  },
  { userName: 'ag3_admin', realName: '蒋文博', phone: '13800000036', positions: [admin('AG0003', '销售部', '总经理')] },
  { userName: 'ag4_admin', realName: '沈洁', phone: '13800000037', positions: [admin('AG0004', '销售部', '总经理')] },
  ...EXTRA_AG_ADMINS.map(([userName, realName, company], i): UserSeed => ({
    userName,
    realName,
    phone: `138000000${71 + i}`,
    positions: [admin(company, '销售部', '总经理')],
  })),

  {
    userName: 'ho_user',
    realName: '李静',
    phone: '13800000004',
    positions: [{ company: 'HO0001', positionName: '采购员', department: '采购中心', duty: '采购员', roles: ['BUYER'] }],
  },
  { userName: 'ho_admin', realName: '宋佳', phone: '13800000041', positions: [admin('HO0001', '院办', '设备科科长')] },
  {
    userName: 'ho_head',
    realName: '唐瑶',
    phone: '13800000042',
    positions: [{ company: 'HO0001', positionName: '设备科科长', department: '设备科', duty: '设备科科长', roles: ['EQUIPMENT_HEAD'] }],
  },
  { userName: 'ho2_admin', realName: '许晨', phone: '13800000043', positions: [admin('HO0002', '院办', '设备科科长')] },
  { userName: 'ho3_admin', realName: '彭博', phone: '13800000044', positions: [admin('HO0003', '院办', '设备科科长')] },

  { userName: 'sv_admin', realName: '邓文', phone: '13800000051', positions: [admin('SV0001', '运营部', '总经理')] },
  { userName: 'am_admin', realName: '曹宇', phone: '13800000061', positions: [admin('AM0001', '审计一部', '合伙人')] },

  {
    userName: 'multi_user',
    realName: '张伟',
    phone: '13800000005',
    positions: COMPANIES.flatMap((c) => {
      const seat = MULTI_SEAT[c.type];
      return seat ? [{ company: c.code, ...seat, lastUsed: c.code === 'AG0001' }] : [];
    }),
  },
  // registered, no company yet: lands on /business with companyId 0
  { userName: 'new_user', realName: '赵敏', phone: '13800000006', positions: [] },
  ...OPERATOR_STAFF,
];

export const TENANT_ONE: TenantSeed = {
  branding: { appName: PLATFORM, copyright: PLATFORM },
  companies: COMPANIES,
  templates: TEMPLATES,
  relations: [
    { from: 'FC0001', to: 'AG0001', type: 'supplies' },
    { from: 'FC0001', to: 'AG0002', type: 'supplies' },
    { from: 'FC0001', to: 'AG0003', type: 'supplies' },
    { from: 'FC0001', to: 'AG0005', type: 'supplies' },
    { from: 'FC0002', to: 'AG0001', type: 'supplies' },
    { from: 'FC0002', to: 'AG0006', type: 'supplies' },
    { from: 'FC0002', to: 'AG0004', type: 'supplies', enabled: false },
    { from: 'AG0001', to: 'HO0001', type: 'serves' },
    { from: 'AG0001', to: 'HO0002', type: 'serves' },
    { from: 'AG0002', to: 'HO0002', type: 'serves' },
    { from: 'AG0002', to: 'HO0003', type: 'serves' },
    { from: 'AG0001', to: 'AG0005', type: 'sub' },
    { from: 'AG0002', to: 'AG0007', type: 'sub' },
  ],
  users: USERS,
  authGroups: [
    ...BASE_AUTH_GROUPS,
    // authorisation letters need manufacturer 1's approval per distributor; AG0002's is still pending
    // (approved=false is shown to the platform; it does not by itself remove the grant)
    { name: 'CM001 厂家审核', companyType: 'AG', grants: { trees: ['cm.authorization'] }, unapproved: ['AG0002'] },
  ],
  agreements: [
    // distributors have not signed: checkAgreementSign answers needSign for ag_user
    {
      agreementCode: 'PLATFORM_SERVICE',
      title: '平台服务协议',
      content: serviceAgreement(PLATFORM, OPERATOR, HOTLINE),
      signedBy: { MM0001: 'admin', FC0001: 'fc_admin' },
    },
    {
      agreementCode: 'PRIVACY_POLICY',
      title: '隐私政策',
      content: privacyPolicy(PLATFORM, OPERATOR, HOTLINE),
      signedBy: { MM0001: 'admin', FC0001: 'fc_admin' },
    },
  ],
  configs: [
    { key: 'portal.appName', value: PLATFORM },
    { key: 'portal.copyright', value: `Copyright © 2025 ${PLATFORM} 版权所有` },
    { key: 'order.autoConfirmDays', value: '7' },
    { key: 'qualification.warnDays', value: '90,60,30' },
    { key: 'qualification.forceExchange', value: 'true', businessCode: 'CHANNEL' },
    { key: 'authorization.maxLevel', value: '2', businessCode: 'CHANNEL' },
    { key: 'authorization.defaultValidMonths', value: '12', businessCode: 'CHANNEL' },
    // manufacturer 1 overrides
    { key: 'order.autoConfirmDays', value: '5', company: 'FC0001' },
    { key: 'authorization.defaultValidMonths', value: '24', businessCode: 'CHANNEL', company: 'FC0001' },
  ],
  customerService: [
    { variant: 'system', customerTypeName: '平台客服', contact: HOTLINE },
    { variant: 'system', customerTypeName: '技术支持', contact: '021-6085-1234' },
    { variant: 'mall', customerTypeName: '商城客服', contact: '400-800-5678' },
  ],
  tableFields: [
    {
      tableNo: 'userManagementList',
      fields: [
        ['userName', '用户名'],
        ['realName', '姓名'],
        ['phone', '手机号'],
        ['companyName', '所属企业'],
        ['status', '状态'],
      ],
    },
    ORDER_LIST_FIELDS,
  ],
  // ag_user's role (AG0001 业务员) does not see phone numbers in the user list
  fieldPermissions: [{ businessCode: 'userManagementList', company: 'AG0001', role: 'SALES', fieldCode: 'phone', status: 0 }],
};
