// Product-centre demo data: second-level categories, registration certificates and class I filings of the
// manufacturers (head row + version 1; one certificate also has a version 2 'change'), the products —
// every product of the order seed (mall.ts) with the same code, name, 规格型号, unit and product line,
// linked to a certificate, approved and enabled — with GTIN-14 UDI-DIs and packaging levels, and a few
// drafts and products under audit. Dates are relative to the tenant's today so the expiry buckets stay
// right whenever the seed runs: FC0002's four seed-only IVD/monitoring products carry the certificates
// that are expired or expire within 30, 60 and 90 days (their products are in AG0006's contract and in
// no seeded order, so no order test trips over them); every other certificate is valid for years.
import { gs1CheckDigit } from '@medportal/contracts/product/gs1-rules';
import { and, eq } from 'drizzle-orm';
import type { RequestContext } from '../../lib/request-context.js';
import { submitSeededProduct } from '../../modules/product-center/products/product-audit.service.js';
import type { Database, Tx } from '../client.js';
import { nameInitials } from '../../modules/product-center/products/name-initials.js';
import { tenantTodayIn } from '../../modules/config-center/config/config.service.js';
import {
  companies,
  productCategories,
  productPackages,
  positions,
  products,
  registrationCertificates,
  registrationCertificateVersions,
} from '../schema.js';

type CertSeed = {
  no: string;
  holder: string;
  deviceClass: 1 | 2 | 3;
  productName: string;
  structure: string;
  scope: string;
  /** days before the tenant's today it was issued */
  issuedAgo: number;
  /** days from the tenant's today to its last valid day (negative: expired); absent: a filing */
  expiresIn?: number;
  /** a second version: what changed and why */
  change?: { structure: string; reason: string; daysAgo: number };
};

type PackageSeed = { name: string; quantity: number; unit: string };

type ProductSeed = {
  code: string;
  name: string;
  spec: string;
  unit: string;
  /** first-level '14' or second-level '14-01' */
  category: string;
  manufacturer: string;
  line: string | null;
  cert: string;
  /** item reference (4 digits) under the manufacturer's GS1 company prefix */
  item: string;
  packages: PackageSeed[];
  status?: 'draft' | 'auditing';
};

type ProductsSeed = {
  categories: { code: string; name: string }[];
  /** GS1 company prefix (8 digits) by manufacturer code */
  prefixes: Record<string, string>;
  certificates: CertSeed[];
  products: ProductSeed[];
};

const YEAR = 365;
// valid for years: five-year registrations issued some time ago
const LONG = 5 * YEAR;

export const PRODUCTS_T1: ProductsSeed = {
  categories: [
    { code: '14-01', name: '注射、穿刺器械' },
    { code: '14-02', name: '血管内输液器械' },
    { code: '14-05', name: '非血管内导(插)管' },
    { code: '14-14', name: '医护人员防护用品' },
    { code: '07-03', name: '生理参数分析测量设备' },
    { code: '22-11', name: '血糖及血糖相关参数分析仪器' },
  ],
  prefixes: { FC0001: '69712345', FC0002: '69798765' },
  certificates: [
    {
      no: '国械注准20193140123',
      holder: 'FC0001',
      deviceClass: 3,
      productName: '一次性使用无菌注射器 带针',
      structure: '由外套、芯杆、活塞、注射针组成，环氧乙烷灭菌。',
      scope: '供抽吸液体或在注入液体后立即注射用。',
      issuedAgo: 600,
      expiresIn: LONG - 600,
      change: {
        structure: '由外套、芯杆、活塞、注射针及护帽组成，环氧乙烷灭菌，一次性使用。',
        reason: '增加护帽，结构及组成变更',
        daysAgo: 120,
      },
    },
    {
      no: '国械注准20203140456',
      holder: 'FC0001',
      deviceClass: 3,
      productName: '一次性使用输液器 带针',
      structure: '由瓶塞穿刺器、滴斗、药液过滤器、流量调节器、注射件、静脉针组成。',
      scope: '供临床重力输液用。',
      issuedAgo: 420,
      expiresIn: LONG - 420,
    },
    {
      no: '沪械注准20202140089',
      holder: 'FC0001',
      deviceClass: 2,
      productName: '医用外科口罩',
      structure: '由口罩体、鼻夹和口罩带组成，口罩体为三层结构。',
      scope: '供临床医务人员在有创操作等过程中佩戴。',
      issuedAgo: 700,
      expiresIn: LONG - 700,
    },
    {
      no: '沪械注准20212140233',
      holder: 'FC0001',
      deviceClass: 2,
      productName: '一次性使用手术衣',
      structure: '由SMS非织造布制成，分加强型和普通型。',
      scope: '用于手术室内医护人员穿着，防止交叉感染。',
      issuedAgo: 300,
      expiresIn: LONG - 300,
    },
    {
      no: '沪械注准20192140512',
      holder: 'FC0001',
      deviceClass: 2,
      productName: '一次性使用无菌导尿管',
      structure: '由导管、球囊、引流接头、充盈接头组成，乳胶涂硅材料。',
      scope: '供临床导尿用。',
      issuedAgo: 800,
      expiresIn: LONG - 800,
    },
    {
      no: '国械注准20183030578',
      holder: 'FC0001',
      deviceClass: 3,
      productName: '一次性使用中心静脉导管套件',
      structure: '由中心静脉导管、导丝、穿刺针、扩张器、注射器组成。',
      scope: '供经皮穿刺插入中心静脉系统，用于输液、采血和中心静脉压监测。',
      issuedAgo: 1000,
      expiresIn: LONG - 1000,
    },
    {
      no: '沪械备20190045号',
      holder: 'FC0001',
      deviceClass: 1,
      productName: '一次性使用无菌手术刀片',
      structure: '由刀片组成，不锈钢材料，辐照灭菌。',
      scope: '用于手术中切割组织。',
      issuedAgo: 1500,
    },
    {
      no: '国械注准20213130245',
      holder: 'FC0001',
      deviceClass: 3,
      productName: '可吸收性外科缝线',
      structure: '由聚乙醇酸缝线和缝合针组成。',
      scope: '用于软组织缝合。',
      issuedAgo: 200,
      expiresIn: LONG - 200,
    },
    {
      no: '沪械备20210311号',
      holder: 'FC0001',
      deviceClass: 1,
      productName: '口腔器械盒',
      structure: '由口镜、镊子、探针、托盘组成。',
      scope: '供口腔检查用。',
      issuedAgo: 900,
    },
    {
      no: '粤械注准20192400321',
      holder: 'FC0002',
      deviceClass: 2,
      productName: '葡萄糖测定试剂盒（葡萄糖氧化酶法）',
      structure: '由试纸条组成，试纸条含葡萄糖氧化酶、铁氰化钾。',
      scope: '用于体外定量检测人毛细血管全血中的葡萄糖浓度。',
      issuedAgo: 500,
      expiresIn: LONG - 500,
    },
    {
      no: '国械注准20213400563',
      holder: 'FC0002',
      deviceClass: 3,
      productName: '新型冠状病毒（2019-nCoV）抗原检测试剂盒（胶体金法）',
      structure: '由检测卡、样本提取液、采样拭子组成。',
      scope: '用于体外定性检测鼻咽拭子样本中新型冠状病毒N蛋白抗原。',
      issuedAgo: 250,
      expiresIn: LONG - 250,
    },
    {
      no: '粤械注准20192220198',
      holder: 'FC0002',
      deviceClass: 2,
      productName: '血糖仪',
      structure: '由主机、采血笔组成。',
      scope: '与配套试纸配合使用，供定量检测毛细血管全血葡萄糖。',
      issuedAgo: 550,
      expiresIn: LONG - 550,
    },
    {
      no: '粤械注准20202070311',
      holder: 'FC0002',
      deviceClass: 2,
      productName: '一次性使用心电电极',
      structure: '由基材、导电膏、电极扣组成。',
      scope: '与心电监护设备配套使用，采集体表心电信号。',
      issuedAgo: 450,
      expiresIn: LONG - 450,
    },
    {
      no: '粤械注准20182070077',
      holder: 'FC0002',
      deviceClass: 2,
      productName: '血氧饱和度探头',
      structure: '由发光二极管、光电接收器、电缆和连接器组成。',
      scope: '与监护仪配套使用，无创测量脉搏血氧饱和度。',
      issuedAgo: 1100,
      expiresIn: LONG - 1100,
    },
    // the warning buckets: expired, within 30, 60 and 90 days
    {
      no: '粤械注准20212400456',
      holder: 'FC0002',
      deviceClass: 2,
      productName: '糖化血红蛋白测定试剂盒（免疫比浊法）',
      structure: '由试剂R1、试剂R2、溶血剂组成。',
      scope: '用于体外定量测定人全血中糖化血红蛋白的含量。',
      issuedAgo: LONG + 10,
      expiresIn: -10,
    },
    {
      no: '粤械注准20212070318',
      holder: 'FC0002',
      deviceClass: 2,
      productName: '医用电子体温计',
      structure: '由温度传感器、液晶显示屏、电池组成。',
      scope: '供测量人体腋下或口腔温度。',
      issuedAgo: LONG - 20,
      expiresIn: 20,
    },
    {
      no: '粤械注准20202070205',
      holder: 'FC0002',
      deviceClass: 2,
      productName: '电子血压计',
      structure: '由主机、袖带组成。',
      scope: '供医疗机构或家庭测量成人上臂血压和脉率。',
      issuedAgo: LONG - 45,
      expiresIn: 45,
    },
    {
      no: '粤械注准20212080112',
      holder: 'FC0002',
      deviceClass: 2,
      productName: '医用压缩式雾化器',
      structure: '由主机、雾化杯、咬嘴、面罩、导气管组成。',
      scope: '供雾化吸入治疗用。',
      issuedAgo: LONG - 80,
      expiresIn: 80,
    },
    {
      no: '粤械注准20212060088',
      holder: 'FC0002',
      deviceClass: 2,
      productName: '便携式彩色多普勒超声诊断仪',
      structure: '由主机、探头、电源适配器组成。',
      scope: '供临床超声诊断用。',
      issuedAgo: 150,
      expiresIn: LONG - 150,
    },
    {
      no: '粤械注准20202090145',
      holder: 'FC0002',
      deviceClass: 2,
      productName: '经皮神经电刺激仪',
      structure: '由主机、电极片、导联线组成。',
      scope: '用于缓解慢性疼痛。',
      issuedAgo: 350,
      expiresIn: LONG - 350,
    },
  ],
  products: [
    // the order seed's products (mall.ts), same code, name, 规格型号, unit and product line
    {
      code: 'KR-SYR-5',
      name: '一次性使用无菌注射器',
      spec: '5ml 带针 0.6×25mm',
      unit: '支',
      category: '14-01',
      manufacturer: 'FC0001',
      line: 'PL-KR-INJ',
      cert: '国械注准20193140123',
      item: '0001',
      packages: [
        { name: '中包装', quantity: 100, unit: '盒' },
        { name: '箱', quantity: 20, unit: '箱' },
      ],
    },
    {
      code: 'KR-SYR-10',
      name: '一次性使用无菌注射器',
      spec: '10ml 带针 0.7×32mm',
      unit: '支',
      category: '14-01',
      manufacturer: 'FC0001',
      line: 'PL-KR-INJ',
      cert: '国械注准20193140123',
      item: '0002',
      packages: [
        { name: '中包装', quantity: 100, unit: '盒' },
        { name: '箱', quantity: 15, unit: '箱' },
      ],
    },
    {
      code: 'KR-INF-01',
      name: '一次性使用输液器',
      spec: '带针 0.55×20mm 精密过滤',
      unit: '套',
      category: '14-02',
      manufacturer: 'FC0001',
      line: 'PL-KR-INJ',
      cert: '国械注准20203140456',
      item: '0003',
      packages: [{ name: '箱', quantity: 300, unit: '箱' }],
    },
    {
      code: 'KR-MASK-01',
      name: '医用外科口罩',
      spec: '17.5×9.5cm 挂耳式 10只/包',
      unit: '包',
      category: '14-14',
      manufacturer: 'FC0001',
      line: 'PL-KR-PROT',
      cert: '沪械注准20202140089',
      item: '0004',
      packages: [
        { name: '中包装', quantity: 20, unit: '盒' },
        { name: '箱', quantity: 20, unit: '箱' },
      ],
    },
    {
      code: 'KR-GOWN-01',
      name: '一次性使用手术衣',
      spec: 'L号 加强型',
      unit: '件',
      category: '14-14',
      manufacturer: 'FC0001',
      line: 'PL-KR-PROT',
      cert: '沪械注准20212140233',
      item: '0005',
      packages: [{ name: '箱', quantity: 50, unit: '箱' }],
    },
    {
      code: 'KR-CATH-16',
      name: '一次性使用无菌导尿管',
      spec: '双腔 16Fr 乳胶涂硅',
      unit: '根',
      category: '14-05',
      manufacturer: 'FC0001',
      line: 'PL-KR-CATH',
      cert: '沪械注准20192140512',
      item: '0006',
      packages: [
        { name: '中包装', quantity: 10, unit: '盒' },
        { name: '箱', quantity: 40, unit: '箱' },
      ],
    },
    {
      code: 'KR-CVC-7',
      name: '一次性使用中心静脉导管套件',
      spec: '双腔 7Fr×20cm',
      unit: '套',
      category: '03',
      manufacturer: 'FC0001',
      line: 'PL-KR-CATH',
      cert: '国械注准20183030578',
      item: '0007',
      packages: [{ name: '箱', quantity: 10, unit: '箱' }],
    },
    {
      code: 'MD-GLU-50',
      name: '血糖试纸',
      spec: '葡萄糖氧化酶法 50条/盒',
      unit: '盒',
      category: '22-11',
      manufacturer: 'FC0002',
      line: 'PL-MD-IVD',
      cert: '粤械注准20192400321',
      item: '0101',
      packages: [{ name: '箱', quantity: 60, unit: '箱' }],
    },
    {
      code: 'MD-COV-25',
      name: '新型冠状病毒抗原检测试剂盒',
      spec: '胶体金法 25人份/盒',
      unit: '盒',
      category: '22',
      manufacturer: 'FC0002',
      line: 'PL-MD-IVD',
      cert: '国械注准20213400563',
      item: '0102',
      packages: [{ name: '箱', quantity: 40, unit: '箱' }],
    },
    {
      code: 'MD-GLU-M1',
      name: '血糖仪',
      spec: 'MD-G100',
      unit: '台',
      category: '22-11',
      manufacturer: 'FC0002',
      line: 'PL-MD-MON',
      cert: '粤械注准20192220198',
      item: '0103',
      packages: [{ name: '箱', quantity: 20, unit: '箱' }],
    },
    {
      code: 'MD-ECG-50',
      name: '一次性使用心电电极',
      spec: 'Φ50mm 30片/包',
      unit: '包',
      category: '07-03',
      manufacturer: 'FC0002',
      line: 'PL-MD-MON',
      cert: '粤械注准20202070311',
      item: '0104',
      packages: [
        { name: '中包装', quantity: 10, unit: '盒' },
        { name: '箱', quantity: 20, unit: '箱' },
      ],
    },
    {
      code: 'MD-SPO2-A',
      name: '血氧饱和度探头',
      spec: '成人指夹式 DB9接口',
      unit: '个',
      category: '07-03',
      manufacturer: 'FC0002',
      line: 'PL-MD-MON',
      cert: '粤械注准20182070077',
      item: '0105',
      packages: [{ name: '箱', quantity: 50, unit: '箱' }],
    },
    // seed-only products of AG0006's contract carrying the expiring certificates (mall.ts EXPIRY_PRODUCTS)
    {
      code: 'MD-HBA-01',
      name: '糖化血红蛋白测定试剂盒',
      spec: '免疫比浊法 R1:1×45ml R2:1×15ml',
      unit: '盒',
      category: '22',
      manufacturer: 'FC0002',
      line: 'PL-MD-IVD',
      cert: '粤械注准20212400456',
      item: '0106',
      packages: [{ name: '箱', quantity: 24, unit: '箱' }],
    },
    {
      code: 'MD-TEMP-01',
      name: '医用电子体温计',
      spec: 'MT-101 硬头',
      unit: '支',
      category: '07',
      manufacturer: 'FC0002',
      line: 'PL-MD-MON',
      cert: '粤械注准20212070318',
      item: '0107',
      packages: [
        { name: '中包装', quantity: 10, unit: '盒' },
        { name: '箱', quantity: 20, unit: '箱' },
      ],
    },
    {
      code: 'MD-BP-01',
      name: '电子血压计',
      spec: 'MB-600 上臂式',
      unit: '台',
      category: '07-03',
      manufacturer: 'FC0002',
      line: 'PL-MD-MON',
      cert: '粤械注准20202070205',
      item: '0108',
      packages: [{ name: '箱', quantity: 12, unit: '箱' }],
    },
    {
      code: 'MD-NEB-01',
      name: '医用压缩式雾化器',
      spec: 'MN-200 压缩式',
      unit: '台',
      category: '08',
      manufacturer: 'FC0002',
      line: 'PL-MD-MON',
      cert: '粤械注准20212080112',
      item: '0109',
      packages: [{ name: '箱', quantity: 6, unit: '箱' }],
    },
    // in no contract
    {
      code: 'KR-BLD-11',
      name: '一次性使用无菌手术刀片',
      spec: '11号 碳钢',
      unit: '片',
      category: '02',
      manufacturer: 'FC0001',
      line: null,
      cert: '沪械备20190045号',
      item: '0008',
      packages: [
        { name: '中包装', quantity: 100, unit: '盒' },
        { name: '箱', quantity: 50, unit: '箱' },
      ],
    },
    // drafts and products under audit
    {
      code: 'KR-SUT-01',
      name: '可吸收性外科缝线',
      spec: '3-0 75cm 圆针',
      unit: '根',
      category: '13',
      manufacturer: 'FC0001',
      line: null,
      cert: '国械注准20213130245',
      item: '0009',
      packages: [{ name: '盒', quantity: 12, unit: '盒' }],
      status: 'draft',
    },
    {
      code: 'KR-ORT-01',
      name: '口腔器械盒',
      spec: '四件套 一次性使用',
      unit: '套',
      category: '17',
      manufacturer: 'FC0001',
      line: null,
      cert: '沪械备20210311号',
      item: '0010',
      packages: [{ name: '箱', quantity: 200, unit: '箱' }],
      status: 'auditing',
    },
    {
      code: 'MD-US-01',
      name: '便携式彩色多普勒超声诊断仪',
      spec: 'MU-30 笔记本式',
      unit: '台',
      category: '06',
      manufacturer: 'FC0002',
      line: null,
      cert: '粤械注准20212060088',
      item: '0110',
      packages: [{ name: '箱', quantity: 1, unit: '箱' }],
      status: 'auditing',
    },
    {
      code: 'MD-TENS-01',
      name: '经皮神经电刺激仪',
      spec: 'MT-20 双通道',
      unit: '台',
      category: '09',
      manufacturer: 'FC0002',
      line: null,
      cert: '粤械注准20202090145',
      item: '0111',
      packages: [{ name: '箱', quantity: 10, unit: '箱' }],
      status: 'draft',
    },
  ],
};

const PRODUCTS_T2: ProductsSeed = {
  categories: [{ code: '13-01', name: '骨接合植入物' }],
  prefixes: { FC0001: '69755555' },
  certificates: [
    {
      no: '国械注准20203140777',
      holder: 'FC0001',
      deviceClass: 3,
      productName: '华东精工一次性使用静脉留置针',
      structure: '由导管、针管、针座、护套组成。',
      scope: '供临床静脉输液用。',
      issuedAgo: 400,
      expiresIn: LONG - 400,
    },
    {
      no: '国械注准20193130688',
      holder: 'FC0001',
      deviceClass: 3,
      productName: '华东精工金属接骨螺钉',
      structure: '由钛合金制成。',
      scope: '用于骨折内固定。',
      issuedAgo: 650,
      expiresIn: LONG - 650,
    },
  ],
  products: [
    {
      code: 'HD-IVC-22',
      name: '华东精工一次性使用静脉留置针',
      spec: '22G 0.9×25mm',
      unit: '支',
      category: '14',
      manufacturer: 'FC0001',
      line: 'PL-HD-ORTH',
      cert: '国械注准20203140777',
      item: '0001',
      packages: [{ name: '中包装', quantity: 50, unit: '盒' }],
    },
    {
      code: 'HD-SCR-35',
      name: '华东精工金属接骨螺钉',
      spec: 'Φ3.5×30mm',
      unit: '枚',
      category: '13-01',
      manufacturer: 'FC0001',
      line: 'PL-HD-ORTH',
      cert: '国械注准20193130688',
      item: '0002',
      packages: [{ name: '盒', quantity: 10, unit: '盒' }],
    },
  ],
};

/** A GTIN-14: packaging indicator digit + company prefix + item reference + check digit. */
export const gtin14 = (indicator: number, prefix: string, item: string): string => {
  const body = `${indicator}${prefix}${item}`;
  if (body.length !== 13) throw new Error(`product seed: GTIN body ${body} is not 13 digits`);
  return `${body}${gs1CheckDigit(body)}`;
};

const DAY_MS = 86_400_000;
const plusDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);

async function writeProducts(tx: Tx, tenantId: number, s: ProductsSeed) {
  const today = await tenantTodayIn(tx, tenantId);
  const companyRows = await tx.select({ id: companies.id, code: companies.code }).from(companies).where(eq(companies.tenantId, tenantId));
  const company = (code: string) => {
    const id = companyRows.find((r) => r.code === code)?.id;
    if (id === undefined) throw new Error(`product seed: no company ${code} in tenant ${tenantId}`);
    return id;
  };
  const firstLevel = await tx
    .select({ id: productCategories.id, code: productCategories.code })
    .from(productCategories)
    .where(eq(productCategories.tenantId, tenantId));
  const parentOf = (code: string) => firstLevel.find((c) => c.code === code.slice(0, 2))!.id;
  const second = await tx
    .insert(productCategories)
    .values(s.categories.map((c, i) => ({ tenantId, parentId: parentOf(c.code), code: c.code, name: c.name, sort: i + 1 })))
    .returning({ id: productCategories.id, code: productCategories.code });
  const categoryId = (code: string) => {
    const id = [...firstLevel, ...second].find((c) => c.code === code)?.id;
    if (id === undefined) throw new Error(`product seed: no category ${code} in tenant ${tenantId}`);
    return id;
  };

  const certIds = new Map<string, number>();
  for (const c of s.certificates) {
    const issueDate = plusDays(today, -c.issuedAgo);
    const expiryDate = c.expiresIn === undefined ? null : plusDays(today, c.expiresIn);
    const head = {
      tenantId,
      certNo: c.no,
      kind: c.deviceClass === 1 ? 'filing' : 'registration',
      holderCompanyId: company(c.holder),
      deviceClass: c.deviceClass,
      productName: c.productName,
      issueDate,
      expiryDate,
      currentVersion: c.change ? 2 : 1,
    };
    const [row] = await tx.insert(registrationCertificates).values(head).returning({ id: registrationCertificates.id });
    certIds.set(c.no, row!.id);
    const version = {
      tenantId,
      certificateId: row!.id,
      deviceClass: c.deviceClass,
      productName: c.productName,
      scope: c.scope,
      issueDate,
      expiryDate,
    };
    await tx.insert(registrationCertificateVersions).values([
      { ...version, version: 1, structure: c.structure, createdAt: new Date(Date.parse(`${issueDate}T02:00:00Z`)) },
      ...(c.change
        ? [
            {
              ...version,
              version: 2,
              structure: c.change.structure,
              changeReason: c.change.reason,
              createdAt: new Date(Date.now() - c.change.daysAgo * DAY_MS),
            },
          ]
        : []),
    ]);
  }

  for (const p of s.products) {
    const prefix = s.prefixes[p.manufacturer]!;
    const approved = p.status === undefined;
    const [row] = await tx
      .insert(products)
      .values({
        tenantId,
        code: p.code,
        name: p.name,
        nameInitials: nameInitials(p.name),
        specification: p.spec,
        unit: p.unit,
        categoryId: categoryId(p.category),
        manufacturerCompanyId: company(p.manufacturer),
        certificateId: certIds.get(p.cert)!,
        udiDi: gtin14(0, prefix, p.item),
        productLineCode: p.line,
        // a product under audit is committed through the approval engine below (seedProducts)
        status: p.status === 'auditing' ? 'draft' : (p.status ?? 'approved'),
        enabled: true,
        approvedAt: approved ? new Date(Date.now() - 90 * DAY_MS) : null,
        revision: approved ? 1 : 0,
      })
      .returning({ id: products.id });
    if (p.packages.length)
      await tx.insert(productPackages).values(
        p.packages.map((k, i) => ({
          tenantId,
          productId: row!.id,
          level: i + 2,
          name: k.name,
          udiDi: gtin14(i + 1, prefix, p.item),
          quantity: k.quantity,
          unit: k.unit,
        })),
      );
  }
}

/** After the mall seed (the products' lines and contracts exist); one transaction per tenant. */
export async function seedProducts(db: Database): Promise<void> {
  await db.tenant(1, (tx) => writeProducts(tx, 1, PRODUCTS_T1));
  await db.tenant(2, (tx) => writeProducts(tx, 2, PRODUCTS_T2));
  await commitSeeded(db, 1, PRODUCTS_T1);
}

/** The products under audit: committed by their manufacturer's administrator, so each has its running approval. */
async function commitSeeded(db: Database, tenantId: number, s: typeof PRODUCTS_T1): Promise<void> {
  for (const p of s.products.filter((x) => x.status === 'auditing')) {
    const [row] = await db.tenant(tenantId, (tx) =>
      tx
        .select({ id: products.id, companyId: products.manufacturerCompanyId, admin: positions.userId })
        .from(products)
        .innerJoin(
          positions,
          and(
            eq(positions.tenantId, products.tenantId),
            eq(positions.companyId, products.manufacturerCompanyId),
            eq(positions.isAdmin, true),
          ),
        )
        .where(and(eq(products.tenantId, tenantId), eq(products.code, p.code)))
        .limit(1),
    );
    const ctx: RequestContext = {
      tenantId,
      userId: row!.admin,
      userName: 'seed',
      companyId: row!.companyId,
      companyType: 'FC',
      positionId: null,
      appId: 0,
      isAdmin: true,
      isPlatformAdmin: false,
      roleIds: [],
      mustChangePassword: false,
      catalogueVersion: 0,
      tokenHash: '',
      expiresAt: new Date(),
    };
    await db.tenant(tenantId, (tx) => submitSeededProduct(tx, ctx, row!.id));
  }
}

/** For tests: a seeded certificate's product code and number. */
export const certificateOf = (code: string): string => PRODUCTS_T1.products.find((p) => p.code === code)!.cert;
