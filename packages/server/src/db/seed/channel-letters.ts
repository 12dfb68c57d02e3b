// Authorisation letters and electronic seals of tenant 1. Seals: an authorisation seal (授权专用章) for each company
// that issues letters here (FC0001, FC0002, AG0001, AG0002, AG0005, AG0006) — a transparent PNG drawn from an SVG
// with resvg and the CJK font (red double circle, star, the company name along the arc), its holder the company's
// administrator, granted to the administrator (and FC0001's quality user) — and fc_admin's personal signature.
// Letters in every state, dated relative to the tenant's today: draft, waiting for the stamp, issued, received,
// renewed (version 1 superseded, version 2 current), terminated, expired, suspended; a three-level chain
// FC0001 → AG0001 → AG0002 → AG0003 (valid); a chain whose middle letter is suspended (FC0002 → AG0005 → AG0006 →
// AG0007); a child of the terminated letter; and a valid letter for every (distributor seller, product) pair of the
// seeded supply contracts. Stamped letters carry their content hash; their PDF is rendered on first request.
// Seal images are drawn by the seal screens' own generator (staff-center/seals/seal-image.ts).
import { LETTER_TEMPLATES, SEAL_TYPES } from '@medportal/contracts/channel/letter-rules';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database, Tx } from '../client.js';
import { companies, files, mallContractProducts, mallContracts, positions, products, users } from '../schema.js';
import { escapeXml, renderSealPng, sealSvg } from '../../modules/staff-center/seals/seal-image.js';
import { tenantTodayIn } from '../../modules/config-center/config/config.service.js';
import {
  authorizationLetterEvents,
  authorizationLetterScopes,
  authorizationLetters,
} from '../../modules/channel-center/letters/letters.table.js';
import { sealGrants, seals } from '../../modules/staff-center/seals/seals.table.js';
import { letterContentHash } from '../../modules/channel-center/letters/letter-stamp.service.js';
import { storeOnce } from './file-history.js';

const TENANT = 1;

/** Seal-issuing companies and who may use their seal (besides the administrator, the holder). */
const SEAL_COMPANIES: { company: string; alsoGranted: string[] }[] = [
  { company: 'FC0001', alsoGranted: ['fc_quality'] },
  { company: 'FC0002', alsoGranted: [] },
  { company: 'AG0001', alsoGranted: [] },
  { company: 'AG0002', alsoGranted: [] },
  { company: 'AG0005', alsoGranted: [] },
  { company: 'AG0006', alsoGranted: [] },
];
const SIGNATURE_USER = 'fc_admin';

/** The public numbers of the seeded letters (tests and the browser tests verify them). */
export const SEED_LETTERS = {
  /** FC0001 → AG0001, received: the head of the three-level chain (valid) */
  chainTop: 'SQ20260101000001',
  /** AG0001 → AG0002, received (valid, level 2) */
  chainMiddle: 'SQ20260101000002',
  /** AG0002 → AG0003, issued (valid, level 3) */
  chainBottom: 'SQ20260101000003',
  /** FC0002 → AG0001, issued, not yet received (valid) */
  issued: 'SQ20260101000004',
  /** FC0001 → AG0005: version 1 superseded, version 2 received (valid) */
  renewed: 'SQ20260101000005',
  /** FC0001 → AG0006, terminated early */
  terminated: 'SQ20260101000006',
  /** AG0006 → AG0008, in its period but under the terminated letter: suspended by the chain */
  underTerminated: 'SQ20260101000007',
  /** FC0002 → AG0008, expired by date */
  expired: 'SQ20260101000008',
  /** FC0001 → AG0009, suspended by its grantor */
  suspended: 'SQ20260101000009',
  /** FC0002 → AG0005 (valid) → AG0006 (suspended) → AG0007 (suspended by the chain) */
  suspendedChainTop: 'SQ20260101000010',
  suspendedChainMiddle: 'SQ20260101000011',
  suspendedChainBottom: 'SQ20260101000012',
  /** FC0001 → AG0004, waiting for FC0001's stamp */
  stamping: 'SQ20260101000013',
  /** FC0001 → AG0010, a draft */
  draft: 'SQ20260101000014',
} as const;

const plusDays = (day: string, n: number): string => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};

/** A personal signature: the name written large in dark blue, slanted, on a transparent background. */
const signatureSvg = (name: string) =>
  '<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240" viewBox="0 0 240 240">' +
  `<text x="120" y="140" font-family="Noto Sans CJK SC" font-size="56" fill="#1a237e" text-anchor="middle" ` +
  `transform="skewX(-12) translate(28,0)">${escapeXml(name)}</text></svg>`;

type Scope = { kind: 'product' | 'productLine' | 'region' | 'hospital'; value: string; label: string };

type LetterSeed = {
  no: string;
  version?: number;
  isCurrent?: boolean;
  grantor: string;
  grantee: string;
  parent?: string;
  level?: number;
  products: string[];
  regions?: [string, string][];
  hospitals?: string[];
  from: number;
  to: number;
  status: 'draft' | 'stamping' | 'issued' | 'received' | 'superseded' | 'terminated';
  suspended?: string;
  terminated?: string;
};

const KR = ['KR-SYR-5', 'KR-SYR-10', 'KR-INF-01', 'KR-MASK-01', 'KR-GOWN-01', 'KR-CATH-16', 'KR-CVC-7'];
const MD = ['MD-GLU-50', 'MD-GLU-M1', 'MD-ECG-50', 'MD-SPO2-A', 'MD-COV-25'];
const JS: [string, string] = ['320000', '江苏省'];
const SH: [string, string] = ['310000', '上海市'];
const NJ: [string, string] = ['320100', '江苏省南京市'];
const ZJ: [string, string] = ['330000', '浙江省'];
const SD: [string, string] = ['370000', '山东省'];
const HN: [string, string] = ['410000', '河南省'];
const L = SEED_LETTERS;

const LETTERS: LetterSeed[] = [
  { no: L.chainTop, grantor: 'FC0001', grantee: 'AG0001', products: KR, regions: [JS, SH], from: -100, to: 265, status: 'received' },
  {
    no: L.chainMiddle,
    grantor: 'AG0001',
    grantee: 'AG0002',
    parent: L.chainTop,
    level: 2,
    products: ['KR-SYR-5', 'KR-SYR-10', 'KR-MASK-01', 'KR-CATH-16'],
    regions: [JS],
    from: -60,
    to: 200,
    status: 'received',
  },
  {
    no: L.chainBottom,
    grantor: 'AG0002',
    grantee: 'AG0003',
    parent: L.chainMiddle,
    level: 3,
    products: ['KR-SYR-5', 'KR-MASK-01'],
    regions: [NJ],
    from: -30,
    to: 180,
    status: 'issued',
  },
  { no: L.issued, grantor: 'FC0002', grantee: 'AG0001', products: MD, regions: [JS, SH], from: -20, to: 345, status: 'issued' },
  {
    no: L.renewed,
    version: 1,
    isCurrent: false,
    grantor: 'FC0001',
    grantee: 'AG0005',
    products: ['KR-MASK-01', 'KR-GOWN-01'],
    regions: [SD],
    from: -400,
    to: -35,
    status: 'superseded',
  },
  {
    no: L.renewed,
    version: 2,
    grantor: 'FC0001',
    grantee: 'AG0005',
    products: ['KR-MASK-01', 'KR-GOWN-01'],
    regions: [SD],
    from: -34,
    to: 330,
    status: 'received',
  },
  {
    no: L.terminated,
    grantor: 'FC0001',
    grantee: 'AG0006',
    products: ['KR-INF-01', 'KR-CATH-16'],
    regions: [HN],
    hospitals: ['HO0002'],
    from: -150,
    to: 215,
    status: 'terminated',
    terminated: '被授权方违反授权约定跨区域销售，提前终止授权',
  },
  {
    no: L.underTerminated,
    grantor: 'AG0006',
    grantee: 'AG0008',
    parent: L.terminated,
    level: 2,
    products: ['KR-INF-01'],
    regions: [HN],
    from: -100,
    to: 200,
    status: 'received',
  },
  {
    no: L.expired,
    grantor: 'FC0002',
    grantee: 'AG0008',
    products: ['MD-GLU-50', 'MD-GLU-M1'],
    regions: [ZJ],
    from: -400,
    to: -30,
    status: 'received',
  },
  {
    no: L.suspended,
    grantor: 'FC0001',
    grantee: 'AG0009',
    products: ['KR-SYR-5'],
    regions: [ZJ],
    from: -90,
    to: 275,
    status: 'issued',
    suspended: '被授权方资质证照过期，暂停授权待更新',
  },
  {
    no: L.suspendedChainTop,
    grantor: 'FC0002',
    grantee: 'AG0005',
    products: MD,
    regions: [SD, HN],
    from: -120,
    to: 245,
    status: 'received',
  },
  {
    no: L.suspendedChainMiddle,
    grantor: 'AG0005',
    grantee: 'AG0006',
    parent: L.suspendedChainTop,
    level: 2,
    products: ['MD-GLU-50', 'MD-ECG-50'],
    regions: [HN],
    from: -80,
    to: 200,
    status: 'received',
    suspended: '下级经销商未按期提交销售流向，暂停授权',
  },
  {
    no: L.suspendedChainBottom,
    grantor: 'AG0006',
    grantee: 'AG0007',
    parent: L.suspendedChainMiddle,
    level: 3,
    products: ['MD-GLU-50'],
    regions: [HN],
    hospitals: ['HO0003'],
    from: -40,
    to: 150,
    status: 'issued',
  },
  {
    no: L.stamping,
    grantor: 'FC0001',
    grantee: 'AG0004',
    products: ['KR-SYR-5', 'KR-SYR-10'],
    regions: [ZJ],
    from: 0,
    to: 365,
    status: 'stamping',
  },
  { no: L.draft, grantor: 'FC0001', grantee: 'AG0010', products: ['KR-GOWN-01'], regions: [SH], from: 7, to: 372, status: 'draft' },
];

const STAMPED = new Set(['issued', 'received', 'superseded', 'terminated']);

async function writeT1(tx: Tx, root: string): Promise<void> {
  const today = await tenantTodayIn(tx, TENANT);
  const companyRows = await tx
    .select({ id: companies.id, code: companies.code, name: companies.name, type: companies.type })
    .from(companies)
    .where(eq(companies.tenantId, TENANT));
  const company = (code: string) => {
    const c = companyRows.find((r) => r.code === code);
    if (!c) throw new Error(`letters seed: no company ${code}`);
    return c;
  };
  const userRows = await tx
    .select({ id: users.id, userName: users.userName, realName: users.realName })
    .from(users)
    .where(eq(users.tenantId, TENANT));
  const user = (name: string) => {
    const u = userRows.find((r) => r.userName === name);
    if (!u) throw new Error(`letters seed: no user ${name}`);
    return u;
  };
  const adminRows = await tx
    .select({ companyId: positions.companyId, userId: positions.userId })
    .from(positions)
    .where(and(eq(positions.tenantId, TENANT), eq(positions.isAdmin, true)));
  const adminOf = (companyId: number) => {
    const a = adminRows.filter((r) => r.companyId === companyId).sort((x, y) => x.userId - y.userId)[0];
    if (!a) throw new Error(`letters seed: no administrator of company ${companyId}`);
    return a.userId;
  };

  // seals: the standard round seal of the seal screens (seal-image.ts), and a written signature
  const signer = user(SIGNATURE_USER);
  const images = [
    ...SEAL_COMPANIES.map((s) => renderSealPng(sealSvg(company(s.company).name, SEAL_TYPES.authorization))),
    renderSealPng(signatureSvg(signer.realName)),
  ];
  const fileRows: (typeof files.$inferInsert)[] = [];
  const sealRows: (typeof seals.$inferInsert)[] = [];
  for (const [i, s] of SEAL_COMPANIES.entries()) {
    const c = company(s.company);
    const holder = adminOf(c.id);
    const fileCode = `seed-seal-${s.company.toLowerCase()}`;
    await storeOnce(root, fileCode, images[i]!, TENANT);
    fileRows.push({
      tenantId: TENANT,
      fileCode,
      companyId: c.id,
      creatorId: holder,
      creatorName: userRows.find((u) => u.id === holder)?.realName ?? '',
      fileOldName: `${c.name}授权专用章.png`,
      mimeType: 'image/png',
      fileSize: images[i]!.length,
      status: 'SAVESUCCESSFUL',
    });
    sealRows.push({
      tenantId: TENANT,
      companyId: c.id,
      kind: 'company',
      sealType: 'authorization',
      name: `${c.name}授权专用章`,
      imageFileCode: fileCode,
      holderUserId: holder,
      createdBy: holder,
    });
  }
  const fc1 = company('FC0001');
  const signatureCode = `seed-signature-${SIGNATURE_USER.replaceAll('_', '-')}`;
  const signaturePng = images[SEAL_COMPANIES.length]!;
  await storeOnce(root, signatureCode, signaturePng, TENANT);
  fileRows.push({
    tenantId: TENANT,
    fileCode: signatureCode,
    companyId: fc1.id,
    creatorId: signer.id,
    creatorName: signer.realName,
    fileOldName: `${signer.realName}个人签名.png`,
    mimeType: 'image/png',
    fileSize: signaturePng.length,
    status: 'SAVESUCCESSFUL',
  });
  sealRows.push({
    tenantId: TENANT,
    companyId: fc1.id,
    kind: 'personal',
    sealType: 'personal',
    name: `${signer.realName}的签名`,
    imageFileCode: signatureCode,
    holderUserId: signer.id,
    createdBy: signer.id,
  });
  await tx.insert(files).values(fileRows);
  const sealIds = await tx
    .insert(seals)
    .values(sealRows)
    .returning({ id: seals.id, imageFileCode: seals.imageFileCode, holderUserId: seals.holderUserId });
  const sealIdOf = new Map<string, number>();
  const grantRows: (typeof sealGrants.$inferInsert)[] = [];
  for (const s of SEAL_COMPANIES) {
    const seal = sealIds.find((r) => r.imageFileCode === `seed-seal-${s.company.toLowerCase()}`)!;
    sealIdOf.set(s.company, seal.id);
    for (const userId of [seal.holderUserId, ...s.alsoGranted.map((n) => user(n).id)])
      grantRows.push({ tenantId: TENANT, sealId: seal.id, userId, grantedBy: seal.holderUserId });
  }
  await tx.insert(sealGrants).values(grantRows);

  // the products the letters name (product-centre products, by the order seed's codes) and the hospitals
  const productRows = await tx
    .select({ id: products.id, code: products.code, name: products.name, specification: products.specification })
    .from(products)
    .where(eq(products.tenantId, TENANT));
  const productScope = (code: string): Scope => {
    const p = productRows.find((r) => r.code === code);
    if (!p) throw new Error(`letters seed: no product ${code}`);
    return { kind: 'product', value: String(p.id), label: `${p.name} ${p.specification}`.trim() };
  };

  // a valid letter for every (distributor seller, product) pair of the supply contracts
  const distributorSales = await tx
    .selectDistinct({ seller: mallContracts.supplierCompanyId, productCode: mallContractProducts.productCode })
    .from(mallContracts)
    .innerJoin(
      mallContractProducts,
      and(eq(mallContractProducts.tenantId, mallContracts.tenantId), eq(mallContractProducts.contractId, mallContracts.id)),
    )
    .where(
      and(
        eq(mallContracts.tenantId, TENANT),
        inArray(
          mallContracts.supplierCompanyId,
          companyRows.filter((c) => c.type === 'AG').map((c) => c.id),
        ),
      ),
    );
  const salesLetters: LetterSeed[] = [];
  const bySeller = new Map<number, string[]>();
  for (const s of distributorSales) bySeller.set(s.seller, [...(bySeller.get(s.seller) ?? []), s.productCode]);
  let seq = 100;
  for (const [sellerId, codes] of bySeller) {
    const seller = companyRows.find((c) => c.id === sellerId)!;
    // grouped by manufacturer: one letter from each manufacturer of the seller's contracted products
    const byMaker = new Map<string, string[]>();
    for (const code of codes) {
      const maker = code.startsWith('MD-') ? 'FC0002' : 'FC0001';
      byMaker.set(maker, [...(byMaker.get(maker) ?? []), code].sort());
    }
    for (const [maker, list] of byMaker) {
      seq += 1;
      salesLetters.push({
        no: `SQ20260101${String(seq).padStart(6, '0')}`,
        grantor: maker,
        grantee: seller.code,
        products: list,
        from: -60,
        to: 305,
        status: 'received',
      });
    }
  }

  const admins = new Map(companyRows.map((c) => [c.code, adminRows.find((a) => a.companyId === c.id)?.userId ?? null]));
  // every letter, then their scopes and steps: three statements for the lot (no todos: the worktable seed has its own)
  const prepared = [...LETTERS, ...salesLetters].map((s) => {
    const grantor = company(s.grantor);
    const grantee = company(s.grantee);
    const scopes: Scope[] = [
      ...s.products.map(productScope),
      ...(s.regions ?? []).map(([value, label]): Scope => ({ kind: 'region', value, label })),
      ...(s.hospitals ?? []).map((code): Scope => ({ kind: 'hospital', value: String(company(code).id), label: company(code).name })),
    ];
    const fill = (kind: Scope['kind'], fallback: string) => {
      const labels = scopes.filter((x) => x.kind === kind).map((x) => x.label);
      return labels.length ? labels.join('、') : fallback;
    };
    const validFrom = plusDays(today, s.from);
    const validTo = plusDays(today, s.to);
    const templateCode = s.hospitals?.length ? 'hospitalTender' : s.level && s.level > 1 ? 'productSales' : 'regionAgency';
    const template = LETTER_TEMPLATES[templateCode];
    const bodyText = template.body
      .replace('{grantee}', grantee.name)
      .replace('{products}', fill('product', ''))
      .replace('{regions}', fill('region', '全国'))
      .replace('{hospitals}', fill('hospital', '授权区域内医疗机构'))
      .replace('{validFrom}', validFrom)
      .replace('{validTo}', validTo);
    const row = {
      letterNo: s.no,
      version: s.version ?? 1,
      title: template.name,
      grantorCompanyId: grantor.id,
      granteeCompanyId: grantee.id,
      validFrom,
      validTo,
      bodyText,
    };
    const stamped = STAMPED.has(s.status);
    const issuer = admins.get(s.grantor) ?? null;
    const receiver = admins.get(s.grantee) ?? null;
    const issuedAt = new Date(`${plusDays(today, Math.min(s.from, 0))}T02:00:00Z`);
    const letter: typeof authorizationLetters.$inferInsert = {
      tenantId: TENANT,
      ...row,
      isCurrent: s.isCurrent ?? true,
      parentLetterNo: s.parent ?? null,
      level: s.level ?? 1,
      templateCode,
      status: s.status,
      suspended: Boolean(s.suspended),
      suspendReason: s.suspended ?? '',
      terminateReason: s.terminated ?? '',
      sealId: stamped ? (sealIdOf.get(s.grantor) ?? null) : null,
      contentHash: stamped ? letterContentHash(row, { grantorName: grantor.name, granteeName: grantee.name }, scopes) : null,
      createdBy: issuer,
      submittedAt: s.status === 'draft' ? null : issuedAt,
      issuedAt: stamped ? issuedAt : null,
      issuedBy: stamped ? issuer : null,
      receivedAt: s.status === 'received' || s.status === 'superseded' ? issuedAt : null,
      receivedBy: s.status === 'received' || s.status === 'superseded' ? receiver : null,
      terminatedAt: s.status === 'terminated' ? new Date(`${plusDays(today, -10)}T02:00:00Z`) : null,
    };
    const steps: [string, number, number | null, string][] = [['create', grantor.id, issuer, '']];
    if (s.status !== 'draft') steps.push(['submit', grantor.id, issuer, '']);
    if (stamped) steps.push(['stamp', grantor.id, issuer, `${grantor.name}授权专用章`]);
    if (s.status === 'received' || s.status === 'superseded') steps.push(['receive', grantee.id, receiver, '']);
    if (s.suspended) steps.push(['suspend', grantor.id, issuer, s.suspended]);
    if (s.terminated) steps.push(['terminate', grantor.id, issuer, s.terminated]);
    return { letter, scopes, steps };
  });
  const ids = await tx
    .insert(authorizationLetters)
    .values(prepared.map((p) => p.letter))
    .returning({ id: authorizationLetters.id, letterNo: authorizationLetters.letterNo, version: authorizationLetters.version });
  const idOf = (p: (typeof prepared)[number]) => ids.find((i) => i.letterNo === p.letter.letterNo && i.version === p.letter.version)!.id;
  await tx
    .insert(authorizationLetterScopes)
    .values(prepared.flatMap((p) => p.scopes.map((x) => ({ tenantId: TENANT, letterId: idOf(p), ...x }))));
  await tx
    .insert(authorizationLetterEvents)
    .values(
      prepared.flatMap((p) =>
        p.steps.map(([action, companyId, userId, note]) => ({ tenantId: TENANT, letterId: idOf(p), action, companyId, userId, note })),
      ),
    );
}

export async function seedChannelLetters(db: Database, root: string): Promise<void> {
  await db.tenant(TENANT, (tx) => writeT1(tx, root));
}
