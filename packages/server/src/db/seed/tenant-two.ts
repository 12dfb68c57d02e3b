// Tenant 2, 华东医械协同平台: small, exists to prove isolation. Every name carries '华东' so tests can
// search a tenant-1 response for it (and tenant 2's for tenant 1's '医械供应链').
import { serviceAgreement } from './agreements.js';
import { BASE_AUTH_GROUPS, ORDER_LIST_FIELDS, TEMPLATES } from './templates.js';
import type { TenantSeed } from './types.js';

const PLATFORM = '华东医械协同平台';
const OPERATOR = '华东医械协同平台运营中心';
const HOTLINE = '400-820-5678';

export const TENANT_TWO: TenantSeed = {
  branding: { appName: PLATFORM, copyright: PLATFORM },
  companies: [
    { code: 'MM0001', name: OPERATOR, type: 'MM', creditCode: '91310115MA1J2Y5CXB', approveStatus: '1' },
    { code: 'FC0001', name: '华东精工医疗器械有限公司', type: 'FC', creditCode: '91320505MA1W4E7P7W', approveStatus: '1' },
    { code: 'AG0001', name: '华东瑞通医疗器械有限公司', type: 'AG', creditCode: '91330100MA2B6H3K29', approveStatus: '1' },
    { code: 'HO0001', name: '华东协和医院', type: 'HO', creditCode: '12330100470032189R', approveStatus: '1' },
  ],
  templates: TEMPLATES,
  relations: [
    { from: 'FC0001', to: 'AG0001', type: 'supplies' },
    { from: 'AG0001', to: 'HO0001', type: 'serves' },
  ],
  users: [
    {
      userName: 'admin',
      realName: '欧阳澜',
      phone: '13900000001',
      password: 'Other5678',
      isPlatformAdmin: true,
      positions: [{ company: 'MM0001', positionName: '平台管理员', department: '运营部', duty: '运营总监', isAdmin: true }],
    },
    {
      userName: 't2_user',
      realName: '司徒明',
      phone: '13900000002',
      positions: [{ company: 'AG0001', positionName: '销售代表', department: '医院业务组', duty: '销售代表', roles: ['SALES'] }],
    },
  ],
  authGroups: BASE_AUTH_GROUPS.filter((g) => ['MM', 'FC', 'AG', 'HO'].includes(g.companyType)),
  agreements: [
    {
      agreementCode: 'PLATFORM_SERVICE',
      title: '华东平台服务协议',
      content: serviceAgreement(PLATFORM, OPERATOR, HOTLINE),
      signedBy: { MM0001: 'admin' },
    },
  ],
  configs: [{ key: 'portal.appName', value: PLATFORM }],
  customerService: [{ variant: 'system', customerTypeName: '华东平台客服', contact: HOTLINE }],
  tableFields: [ORDER_LIST_FIELDS],
  fieldPermissions: [],
};
