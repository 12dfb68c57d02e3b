// Label categories and labels of the demo tenants (PD001 标签分类, 标签管理): what the platform offers
// merchants to tag products, brands and companies with. Tenant 1 has a disabled category and a disabled
// label, so the options' filtering shows; tenant 2 has its own small set.
import type { Database, Tx } from '../client.js';
import { labelCategories, labels } from '../../modules/staff-center/labels/labels.table.js';
import type { LabelAppliesTo } from '@medportal/contracts/system/labels-rules';

type LabelSeed = { name: string; colour: string; enabled?: boolean; remark?: string };
type CategorySeed = {
  name: string;
  code: string;
  description: string;
  appliesTo: LabelAppliesTo;
  enabled?: boolean;
  labels: LabelSeed[];
};

export const LABEL_CATEGORIES_T1: CategorySeed[] = [
  {
    name: '产品特性',
    code: 'PRODUCT_FEATURE',
    description: '产品的灭菌、使用方式等特性，便于采购方筛选',
    appliesTo: 'product',
    labels: [
      { name: '无菌', colour: '#52C41A', remark: '经环氧乙烷或辐照灭菌' },
      { name: '一次性使用', colour: '#1677FF' },
      { name: '可重复使用', colour: '#13C2C2' },
      { name: '冷链运输', colour: '#2F54EB', remark: '2–8℃ 储运' },
      { name: '植入类', colour: '#F5222D', enabled: false, remark: '待质量部确认范围后启用' },
    ],
  },
  {
    name: '集采属性',
    code: 'PROCUREMENT',
    description: '国家及省级集中带量采购的中选情况',
    appliesTo: 'product',
    labels: [
      { name: '国家集采中选', colour: '#FA541C' },
      { name: '省级集采中选', colour: '#FA8C16' },
      { name: '医保目录内', colour: '#722ED1' },
    ],
  },
  {
    name: '品牌定位',
    code: 'BRAND_TIER',
    description: '品牌的市场定位',
    appliesTo: 'brand',
    labels: [
      { name: '国产品牌', colour: '#CF1322' },
      { name: '进口品牌', colour: '#0958D9' },
      { name: '专精特新', colour: '#D48806' },
    ],
  },
  {
    name: '企业资质',
    code: 'COMPANY_CREDENTIAL',
    description: '企业的资质与信用情况',
    appliesTo: 'company',
    labels: [
      { name: 'GSP认证', colour: '#389E0D' },
      { name: '高新技术企业', colour: '#1D39C4' },
    ],
  },
  {
    name: '促销活动',
    code: 'PROMOTION',
    description: '季节性促销标签，活动结束后停用',
    appliesTo: 'product',
    enabled: false,
    labels: [{ name: '年终特惠', colour: '#EB2F96' }],
  },
];

export const LABEL_CATEGORIES_T2: CategorySeed[] = [
  {
    name: '华东集采',
    code: 'EAST_PROCUREMENT',
    description: '华东区域联盟集采中选情况',
    appliesTo: 'product',
    labels: [{ name: '联盟集采中选', colour: '#FA541C' }],
  },
];

async function writeLabels(tx: Tx, tenantId: number, seeds: CategorySeed[]): Promise<void> {
  for (const [i, c] of seeds.entries()) {
    const [category] = await tx
      .insert(labelCategories)
      .values({
        tenantId,
        name: c.name,
        code: c.code,
        description: c.description,
        appliesTo: c.appliesTo,
        enabled: c.enabled ?? true,
        sort: (i + 1) * 10,
      })
      .returning({ id: labelCategories.id });
    await tx.insert(labels).values(
      c.labels.map((l, j) => ({
        tenantId,
        categoryId: category!.id,
        name: l.name,
        colour: l.colour,
        enabled: l.enabled ?? true,
        remark: l.remark ?? '',
        sort: (j + 1) * 10,
      })),
    );
  }
}

export async function seedLabels(db: Database): Promise<void> {
  await db.tenant(1, (tx) => writeLabels(tx, 1, LABEL_CATEGORIES_T1));
  await db.tenant(2, (tx) => writeLabels(tx, 2, LABEL_CATEGORIES_T2));
}
