// Order & mall master data: the distributors' contracts with the manufacturers (products with 规格型号,
// units and prices in fen), product lines, operation types, two warehouses per contracted distributor
// with stock batches (some serial-tracked, one expired), and two order addresses each. Tenant 2 has a
// little of everything, every name carrying '华东'. Dates are relative to the seeding day.
import { eq } from 'drizzle-orm';
import type { Database, Tx } from '../client.js';
import {
  companies,
  mallContractProducts,
  mallContracts,
  mallOperationTypes,
  mallOrderAddresses,
  mallProductLines,
  mallStockBatches,
  mallWarehouses,
} from '../schema.js';

type Product = { code: string; name: string; spec: string; unit: string; line: string; priceFen: number };
type Contract = {
  code: string;
  name: string;
  buyer: string;
  supplier: string;
  from: number;
  to: number;
  status?: 'valid' | 'terminated';
  products: string[];
};
type Stock = { product: string; batch: string; expiresIn: number; quantity: number; serials?: string[] };
type Warehouse = { code: string; name: string; company: string; stock: Stock[] };
type Address = {
  company: string;
  receiver: string;
  phone: string;
  province: [string, string];
  city: [string, string];
  detail: string;
  isDefault: boolean;
};
type MallSeed = {
  lines: { code: string; name: string; supplier: string; operations: [string, string][] }[];
  products: Product[];
  contracts: Contract[];
  warehouses: Warehouse[];
  addresses: Address[];
};

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

const KR_ALL = ['KR-SYR-5', 'KR-SYR-10', 'KR-INF-01', 'KR-MASK-01', 'KR-GOWN-01', 'KR-CATH-16', 'KR-CVC-7'];
const MD_ALL = ['MD-GLU-50', 'MD-GLU-M1', 'MD-ECG-50', 'MD-SPO2-A', 'MD-COV-25'];
/** The products whose certificates are expired (MD-HBA-01) or expire within 30, 60 and 90 days. */
export const EXPIRY_PRODUCTS = ['MD-HBA-01', 'MD-TEMP-01', 'MD-BP-01', 'MD-NEB-01'];

const TENANT_ONE: MallSeed = {
  lines: [
    {
      code: 'PL-KR-INJ',
      name: '注射穿刺类',
      supplier: 'FC0001',
      operations: [
        ['OT-STD', '常规采购'],
        ['OT-URG', '紧急采购'],
      ],
    },
    {
      code: 'PL-KR-CATH',
      name: '导管类',
      supplier: 'FC0001',
      operations: [
        ['OT-STD', '常规采购'],
        ['OT-SURG', '跟台手术'],
      ],
    },
    {
      code: 'PL-KR-PROT',
      name: '医用防护用品',
      supplier: 'FC0001',
      operations: [
        ['OT-STD', '常规采购'],
        ['OT-RES', '应急储备'],
      ],
    },
    {
      code: 'PL-MD-IVD',
      name: '体外诊断试剂',
      supplier: 'FC0002',
      operations: [
        ['OT-STD', '常规采购'],
        ['OT-COLD', '冷链配送'],
      ],
    },
    {
      code: 'PL-MD-MON',
      name: '监护耗材与设备',
      supplier: 'FC0002',
      operations: [
        ['OT-STD', '常规采购'],
        ['OT-LOAN', '设备借用'],
      ],
    },
  ],
  products: [
    { code: 'KR-SYR-5', name: '一次性使用无菌注射器', spec: '5ml 带针 0.6×25mm', unit: '支', line: 'PL-KR-INJ', priceFen: 45 },
    { code: 'KR-SYR-10', name: '一次性使用无菌注射器', spec: '10ml 带针 0.7×32mm', unit: '支', line: 'PL-KR-INJ', priceFen: 62 },
    { code: 'KR-INF-01', name: '一次性使用输液器', spec: '带针 0.55×20mm 精密过滤', unit: '套', line: 'PL-KR-INJ', priceFen: 185 },
    { code: 'KR-MASK-01', name: '医用外科口罩', spec: '17.5×9.5cm 挂耳式 10只/包', unit: '包', line: 'PL-KR-PROT', priceFen: 850 },
    { code: 'KR-GOWN-01', name: '一次性使用手术衣', spec: 'L号 加强型', unit: '件', line: 'PL-KR-PROT', priceFen: 2600 },
    { code: 'KR-CATH-16', name: '一次性使用无菌导尿管', spec: '双腔 16Fr 乳胶涂硅', unit: '根', line: 'PL-KR-CATH', priceFen: 1250 },
    { code: 'KR-CVC-7', name: '一次性使用中心静脉导管套件', spec: '双腔 7Fr×20cm', unit: '套', line: 'PL-KR-CATH', priceFen: 18800 },
    { code: 'MD-GLU-50', name: '血糖试纸', spec: '葡萄糖氧化酶法 50条/盒', unit: '盒', line: 'PL-MD-IVD', priceFen: 4500 },
    { code: 'MD-COV-25', name: '新型冠状病毒抗原检测试剂盒', spec: '胶体金法 25人份/盒', unit: '盒', line: 'PL-MD-IVD', priceFen: 12500 },
    { code: 'MD-GLU-M1', name: '血糖仪', spec: 'MD-G100', unit: '台', line: 'PL-MD-MON', priceFen: 19800 },
    { code: 'MD-ECG-50', name: '一次性使用心电电极', spec: 'Φ50mm 30片/包', unit: '包', line: 'PL-MD-MON', priceFen: 1800 },
    { code: 'MD-SPO2-A', name: '血氧饱和度探头', spec: '成人指夹式 DB9接口', unit: '个', line: 'PL-MD-MON', priceFen: 9500 },
    // in AG0006's contract only and in no seeded order: their certificates are expired or expire within
    // 30, 60 and 90 days (products.ts), to show the expiry warnings and the refusal of an order
    {
      code: 'MD-HBA-01',
      name: '糖化血红蛋白测定试剂盒',
      spec: '免疫比浊法 R1:1×45ml R2:1×15ml',
      unit: '盒',
      line: 'PL-MD-IVD',
      priceFen: 32000,
    },
    { code: 'MD-TEMP-01', name: '医用电子体温计', spec: 'MT-101 硬头', unit: '支', line: 'PL-MD-MON', priceFen: 1500 },
    { code: 'MD-BP-01', name: '电子血压计', spec: 'MB-600 上臂式', unit: '台', line: 'PL-MD-MON', priceFen: 16800 },
    { code: 'MD-NEB-01', name: '医用压缩式雾化器', spec: 'MN-200 压缩式', unit: '台', line: 'PL-MD-MON', priceFen: 26800 },
  ],
  contracts: [
    {
      code: 'HT-KR-2026-001',
      name: '2026年度康瑞医疗耗材采购合同',
      buyer: 'AG0001',
      supplier: 'FC0001',
      from: -120,
      to: 245,
      products: KR_ALL,
    },
    {
      code: 'HT-MD-2026-001',
      name: '迈德生物诊断与监护耗材年度合同',
      buyer: 'AG0001',
      supplier: 'FC0002',
      from: -60,
      to: 305,
      products: MD_ALL,
    },
    {
      code: 'HT-KR-2025-009',
      name: '2025年度康瑞医疗耗材采购合同',
      buyer: 'AG0001',
      supplier: 'FC0001',
      from: -485,
      to: -121,
      products: ['KR-SYR-5', 'KR-MASK-01'],
    },
    {
      code: 'HT-KR-2026-002',
      name: '华康供应链康瑞耗材采购合同',
      buyer: 'AG0002',
      supplier: 'FC0001',
      from: -90,
      to: 275,
      products: ['KR-SYR-5', 'KR-SYR-10', 'KR-MASK-01', 'KR-CATH-16'],
    },
    {
      code: 'HT-KR-2026-004',
      name: '鲁康医疗康瑞防护用品合同',
      buyer: 'AG0005',
      supplier: 'FC0001',
      from: -200,
      to: 165,
      status: 'terminated',
      products: ['KR-MASK-01', 'KR-GOWN-01'],
    },
    {
      code: 'HT-MD-2026-003',
      name: '中原康泰迈德诊断试剂合同',
      buyer: 'AG0006',
      supplier: 'FC0002',
      from: -30,
      to: 335,
      products: ['MD-GLU-50', 'MD-GLU-M1', 'MD-COV-25', ...EXPIRY_PRODUCTS],
    },
  ],
  warehouses: [
    {
      code: 'WH-HT-NJ',
      name: '恒泰南京中心仓',
      company: 'AG0001',
      stock: [
        { product: 'KR-SYR-5', batch: '20260301', expiresIn: 730, quantity: 12000 },
        { product: 'KR-MASK-01', batch: 'M2509', expiresIn: 365, quantity: 800 },
        { product: 'KR-CATH-16', batch: 'C2601', expiresIn: 300, quantity: 500 },
        { product: 'KR-CVC-7', batch: 'CVC2602', expiresIn: 720, quantity: 1, serials: ['CVC2602-0001', 'CVC2602-0002', 'CVC2602-0003'] },
        { product: 'MD-GLU-50', batch: 'G2512', expiresIn: 45, quantity: 240 },
        { product: 'MD-GLU-50', batch: 'G2406', expiresIn: -20, quantity: 30 },
      ],
    },
    {
      code: 'WH-HT-SZ',
      name: '恒泰苏州分仓',
      company: 'AG0001',
      stock: [
        { product: 'KR-SYR-10', batch: '20260115', expiresIn: 700, quantity: 6000 },
        { product: 'KR-INF-01', batch: 'I2512', expiresIn: 540, quantity: 3000 },
        { product: 'MD-GLU-M1', batch: 'GM2601', expiresIn: 1800, quantity: 1, serials: ['MDG100-26010001', 'MDG100-26010002'] },
      ],
    },
    {
      code: 'WH-HK-HZ',
      name: '华康杭州中心仓',
      company: 'AG0002',
      stock: [
        { product: 'KR-SYR-5', batch: '20260210', expiresIn: 715, quantity: 9000 },
        { product: 'KR-MASK-01', batch: 'M2511', expiresIn: 400, quantity: 1500 },
      ],
    },
    {
      code: 'WH-HK-NB',
      name: '华康宁波分仓',
      company: 'AG0002',
      stock: [{ product: 'KR-CATH-16', batch: 'C2512', expiresIn: 280, quantity: 200 }],
    },
    {
      code: 'WH-LK-JN',
      name: '鲁康济南中心仓',
      company: 'AG0005',
      stock: [{ product: 'KR-GOWN-01', batch: 'G2508', expiresIn: 500, quantity: 400 }],
    },
    { code: 'WH-LK-QD', name: '鲁康青岛分仓', company: 'AG0005', stock: [] },
    {
      code: 'WH-ZY-ZZ',
      name: '中原康泰郑州中心仓',
      company: 'AG0006',
      stock: [{ product: 'MD-COV-25', batch: 'CV2601', expiresIn: 200, quantity: 600 }],
    },
    { code: 'WH-ZY-LY', name: '中原康泰洛阳分仓', company: 'AG0006', stock: [] },
  ],
  addresses: [
    {
      company: 'AG0001',
      receiver: '王晓明',
      phone: '13800000003',
      province: ['320000', '江苏省'],
      city: ['320100', '南京市'],
      detail: '建邺区江东中路369号恒泰大厦3楼仓储部',
      isDefault: true,
    },
    {
      company: 'AG0001',
      receiver: '孙立',
      phone: '0512-62345678',
      province: ['320000', '江苏省'],
      city: ['320500', '苏州市'],
      detail: '工业园区星湖街218号生物纳米园B2栋1楼',
      isDefault: false,
    },
    {
      company: 'AG0002',
      receiver: '梁慧',
      phone: '13800000035',
      province: ['330000', '浙江省'],
      city: ['330100', '杭州市'],
      detail: '滨江区江南大道588号恒鑫大厦12楼',
      isDefault: true,
    },
    {
      company: 'AG0002',
      receiver: '罗斌',
      phone: '0574-87654321',
      province: ['330000', '浙江省'],
      city: ['330200', '宁波市'],
      detail: '鄞州区天童南路666号中基大厦8楼',
      isDefault: false,
    },
    {
      company: 'AG0005',
      receiver: '孔令杰',
      phone: '13900000005',
      province: ['370000', '山东省'],
      city: ['370100', '济南市'],
      detail: '历下区经十路9777号鲁商国奥城5号楼',
      isDefault: true,
    },
    {
      company: 'AG0005',
      receiver: '孔令杰',
      phone: '0532-85678901',
      province: ['370000', '山东省'],
      city: ['370200', '青岛市'],
      detail: '市南区香港中路61号阳光大厦A座',
      isDefault: false,
    },
    {
      company: 'AG0006',
      receiver: '袁媛',
      phone: '13900000006',
      province: ['410000', '河南省'],
      city: ['410100', '郑州市'],
      detail: '金水区花园路39号河南医药大厦',
      isDefault: true,
    },
    {
      company: 'AG0006',
      receiver: '袁媛',
      phone: '0379-63456789',
      province: ['410000', '河南省'],
      city: ['410300', '洛阳市'],
      detail: '洛龙区开元大道218号',
      isDefault: false,
    },
  ],
};

const TENANT_TWO: MallSeed = {
  lines: [{ code: 'PL-HD-ORTH', name: '华东骨科耗材', supplier: 'FC0001', operations: [['OT-STD', '华东常规采购']] }],
  products: [
    { code: 'HD-IVC-22', name: '华东精工一次性使用静脉留置针', spec: '22G 0.9×25mm', unit: '支', line: 'PL-HD-ORTH', priceFen: 380 },
    { code: 'HD-SCR-35', name: '华东精工金属接骨螺钉', spec: 'Φ3.5×30mm', unit: '枚', line: 'PL-HD-ORTH', priceFen: 12000 },
  ],
  contracts: [
    {
      code: 'HT-HD-2026-001',
      name: '华东精工年度采购合同',
      buyer: 'AG0001',
      supplier: 'FC0001',
      from: -30,
      to: 335,
      products: ['HD-IVC-22', 'HD-SCR-35'],
    },
  ],
  warehouses: [
    {
      code: 'WH-HD-HZ',
      name: '华东瑞通杭州仓',
      company: 'AG0001',
      stock: [{ product: 'HD-SCR-35', batch: 'HD2601', expiresIn: 900, quantity: 1, serials: ['HDSCR-0001'] }],
    },
    { code: 'WH-HD-SX', name: '华东瑞通绍兴仓', company: 'AG0001', stock: [] },
  ],
  addresses: [
    {
      company: 'AG0001',
      receiver: '华东收货员',
      phone: '13700000001',
      province: ['330000', '浙江省'],
      city: ['330100', '杭州市'],
      detail: '华东瑞通上城区解放路1号',
      isDefault: true,
    },
    {
      company: 'AG0001',
      receiver: '华东仓管',
      phone: '0575-88001234',
      province: ['330000', '浙江省'],
      city: ['330600', '绍兴市'],
      detail: '华东瑞通越城区人民中路2号',
      isDefault: false,
    },
  ],
};

async function writeMall(tx: Tx, tenantId: number, s: MallSeed) {
  const rows = await tx.select({ id: companies.id, code: companies.code }).from(companies).where(eq(companies.tenantId, tenantId));
  const company = (code: string) => {
    const id = rows.find((r) => r.code === code)?.id;
    if (id === undefined) throw new Error(`mall seed: no company ${code} in tenant ${tenantId}`);
    return id;
  };
  await tx
    .insert(mallProductLines)
    .values(s.lines.map((l) => ({ tenantId, code: l.code, name: l.name, supplierCompanyId: company(l.supplier) })));
  await tx
    .insert(mallOperationTypes)
    .values(s.lines.flatMap((l) => l.operations.map(([code, name]) => ({ tenantId, code, name, productLineCode: l.code }))));
  const ids = await tx
    .insert(mallContracts)
    .values(
      s.contracts.map((c) => ({
        tenantId,
        contractCode: c.code,
        name: c.name,
        buyerCompanyId: company(c.buyer),
        supplierCompanyId: company(c.supplier),
        validFrom: day(c.from),
        validTo: day(c.to),
        status: c.status ?? 'valid',
        terminatedAt: c.status === 'terminated' ? new Date() : null,
      })),
    )
    .returning({ id: mallContracts.id, contractCode: mallContracts.contractCode });
  await tx.insert(mallContractProducts).values(
    s.contracts.flatMap((c) =>
      c.products.map((code) => {
        const p = s.products.find((x) => x.code === code)!;
        return {
          tenantId,
          contractId: ids.find((i) => i.contractCode === c.code)!.id,
          productCode: p.code,
          productName: p.name,
          specification: p.spec,
          unit: p.unit,
          productLineCode: p.line,
          priceFen: p.priceFen,
        };
      }),
    ),
  );
  const houses = await tx
    .insert(mallWarehouses)
    .values(s.warehouses.map((w) => ({ tenantId, houseCode: w.code, name: w.name, companyId: company(w.company) })))
    .returning({ id: mallWarehouses.id, houseCode: mallWarehouses.houseCode });
  const batches = s.warehouses.flatMap((w) =>
    w.stock.flatMap((b) =>
      (b.serials ?? [null]).map((serialNo) => ({
        tenantId,
        warehouseId: houses.find((h) => h.houseCode === w.code)!.id,
        productCode: b.product,
        batchNo: b.batch,
        serialNo,
        expiryDate: day(b.expiresIn),
        quantity: b.quantity,
      })),
    ),
  );
  if (batches.length) await tx.insert(mallStockBatches).values(batches);
  await tx.insert(mallOrderAddresses).values(
    s.addresses.map((a) => ({
      tenantId,
      companyId: company(a.company),
      receiver: a.receiver,
      phone: a.phone,
      provinceCode: a.province[0],
      provinceName: a.province[1],
      cityCode: a.city[0],
      cityName: a.city[1],
      detailedAddress: a.detail,
      isDefault: a.isDefault,
    })),
  );
}

export async function seedMall(db: Database): Promise<void> {
  await db.tenant(1, (tx) => writeMall(tx, 1, TENANT_ONE));
  await db.tenant(2, (tx) => writeMall(tx, 2, TENANT_TWO));
}

/** For tests: a product's seeded contract price in fen. */
export const SEEDED_PRICE_FEN = Object.fromEntries(TENANT_ONE.products.map((p) => [p.code, p.priceFen]));
