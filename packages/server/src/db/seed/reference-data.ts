// Reference data of system setup: the common project statuses of both tenants; pick-up addresses of the
// suppliers FC0001 (two, one default, one disabled kept for history), FC0002 and AG0001; and a small
// enterprise registry (企业工商数据) of tenant 1 — the demo companies themselves plus enterprises not yet
// on the portal — as if imported from Excel.
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../client.js';
import { companies } from '../../modules/staff-center/tenancy/tenancy.table.js';
import { pickUpAddresses, registryCompanies } from '../../modules/staff-center/reference-data/reference-data.table.js';
import { seedProjectStatuses } from '../../modules/staff-center/reference-data/project-status.service.js';

type AddressSeed = Omit<typeof pickUpAddresses.$inferInsert, 'tenantId' | 'companyId'> & { company: string };

const SH = { provinceCode: '310000', provinceName: '上海市', cityCode: '310100', cityName: '市辖区' };
const ADDRESSES: AddressSeed[] = [
  {
    company: 'FC0001',
    name: '张江仓自提点',
    contact: '周建国',
    phone: '021-58881234',
    ...SH,
    districtCode: '310115',
    districtName: '浦东新区',
    detailedAddress: '张江路1188号3号楼1层',
    businessHours: '周一至周五 9:00-17:30',
    isDefault: true,
  },
  {
    company: 'FC0001',
    name: '闵行仓自提点',
    contact: '吴海燕',
    phone: '13916002345',
    ...SH,
    districtCode: '310112',
    districtName: '闵行区',
    detailedAddress: '莘庄工业区春东路508号',
    businessHours: '周一至周六 8:30-17:00',
  },
  {
    company: 'FC0001',
    name: '漕河泾旧仓',
    contact: '周建国',
    phone: '13916002346',
    ...SH,
    districtCode: '310104',
    districtName: '徐汇区',
    detailedAddress: '宜山路700号',
    enabled: false,
  },
  {
    company: 'FC0002',
    name: '南山科技园自提点',
    contact: '林晓东',
    phone: '0755-26001234',
    provinceCode: '440000',
    provinceName: '广东省',
    cityCode: '440300',
    cityName: '深圳市',
    districtCode: '440305',
    districtName: '南山区',
    detailedAddress: '科技园南区高新南七道18号',
    businessHours: '周一至周五 9:00-18:00',
    isDefault: true,
  },
  {
    company: 'AG0001',
    name: '江宁物流中心',
    contact: '徐静',
    phone: '025-52106688',
    provinceCode: '320000',
    provinceName: '江苏省',
    cityCode: '320100',
    cityName: '南京市',
    districtCode: '320115',
    districtName: '江宁区',
    detailedAddress: '秣陵街道将军大道88号',
    businessHours: '周一至周六 8:00-18:00',
    isDefault: true,
  },
];

type RegistrySeed = Omit<typeof registryCompanies.$inferInsert, 'tenantId'>;
const REGISTRY: RegistrySeed[] = [
  {
    name: '上海康瑞医疗器械有限公司',
    creditCode: '91310115MA1H3K6DXP',
    legalPerson: '陈立群',
    registeredCapital: '5000万元人民币',
    status: '存续',
    registeredAddress: '上海市浦东新区张江路1188号',
    establishedDate: '2016-03-18',
  },
  {
    name: '江苏恒泰医疗器械贸易有限公司',
    creditCode: '91320115MA1N8R4TXW',
    legalPerson: '王海峰',
    registeredCapital: '2000万元人民币',
    status: '在业',
    registeredAddress: '南京市江宁区秣陵街道将军大道88号',
    establishedDate: '2017-06-02',
  },
  {
    name: '浙江华康医疗供应链有限公司',
    creditCode: '91330106MA2CG5E87U',
    legalPerson: '沈丽华',
    registeredCapital: '3000万元人民币',
    status: '存续',
    registeredAddress: '杭州市西湖区文三路259号',
    establishedDate: '2018-09-11',
  },
  {
    name: '苏州瑞晟医用材料有限公司',
    creditCode: '91320583MA20R7LC52',
    legalPerson: '顾志明',
    registeredCapital: '1000万元人民币',
    status: '存续',
    registeredAddress: '江苏省昆山市玉山镇祖冲之南路1699号',
    establishedDate: '2019-11-25',
  },
  {
    name: '北京安泰康医疗科技有限公司',
    creditCode: '91110108MA01B3CX8J',
    legalPerson: '刘建华',
    registeredCapital: '800万元人民币',
    status: '在业',
    registeredAddress: '北京市海淀区中关村大街27号',
    establishedDate: '2018-04-03',
  },
  {
    name: '广州穗和医疗设备有限公司',
    creditCode: '91440101MA5CT6WL9P',
    legalPerson: '黄伟强',
    registeredCapital: '500万元人民币',
    status: '吊销',
    registeredAddress: '广州市天河区天河北路233号',
    establishedDate: '2017-08-15',
  },
  {
    name: '济南泉康医疗器械经营部',
    creditCode: '91370102MA3C9QYE1A',
    legalPerson: '孙立波',
    registeredCapital: '50万元人民币',
    status: '注销',
    registeredAddress: '济南市历下区泉城路180号',
    establishedDate: '2016-05-20',
  },
];

export async function seedReferenceData(db: Database): Promise<void> {
  for (const tenantId of [1, 2]) await db.tenant(tenantId, (tx) => seedProjectStatuses(tx, tenantId));
  await db.tenant(1, async (tx) => {
    const codes = [...new Set(ADDRESSES.map((a) => a.company))];
    const ids = new Map(
      (
        await tx
          .select({ id: companies.id, code: companies.code })
          .from(companies)
          .where(and(eq(companies.tenantId, 1), inArray(companies.code, codes)))
      ).map((c) => [c.code, c.id]),
    );
    await tx
      .insert(pickUpAddresses)
      .values(
        ADDRESSES.filter((a) => ids.has(a.company)).map(({ company, ...a }) => ({ ...a, tenantId: 1, companyId: ids.get(company)! })),
      );
    await tx.insert(registryCompanies).values(REGISTRY.map((r) => ({ ...r, tenantId: 1 })));
  });
}
