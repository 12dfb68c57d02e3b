// Worktable demo data: notices (platform-wide and per company, some important), todos for the demo
// accounts (their own and their roles'), and a few shortcuts. Notices go through the notices service
// so their HTML is sanitised like any other; tenant 2's texts all start with '华东'.
import { and, eq, inArray } from 'drizzle-orm';
import type { Database, Tx } from '../client.js';
import { companies, files, resources, roles, shortcuts, users } from '../schema.js';
import { csvOf, defaultFilesRoot, storeOnce } from './file-history.js';
import { publishNotices, type NoticeInput } from '../../modules/worktable/notices/notices.service.js';
import { raiseTodos, type TodoInput } from '../../modules/worktable/todos/todos.service.js';

type AttachmentSeed = { fileCode: string; fileName: string; rows: string[][] };
type NoticeSeed = {
  company: string | null;
  title: string;
  content: string;
  important?: boolean;
  daysAgo: number;
  by?: string;
  attachments?: AttachmentSeed[];
};
type TodoSeed = {
  company: string;
  user?: string;
  role?: string;
  businessCode: string;
  title: string;
  linkPath: string;
  daysAgo: number;
  done?: boolean;
};
type WorktableSeed = { notices: NoticeSeed[]; todos: TodoSeed[]; shortcuts: Record<string, string[]> };

const QUALIFICATION = '/channelManagement/qualification';

const TENANT_ONE: WorktableSeed = {
  notices: [
    {
      company: null,
      important: true,
      daysAgo: 1,
      by: 'admin',
      title: '关于平台系统升级维护的通知',
      content:
        '<p>为提升服务质量，平台将于本周六 22:00 至次日 02:00 进行系统升级维护。</p>' +
        '<ul><li>维护期间无法登录与提交订单；</li><li>已提交的首营资料不受影响。</li></ul><p>给您带来的不便，敬请谅解。</p>',
    },
    {
      company: null,
      daysAgo: 3,
      by: 'admin',
      title: '医疗器械唯一标识（UDI）实施工作提醒',
      content:
        '<p>按照国家药监局要求，第三类医疗器械需在产品包装上赋予唯一标识。请各生产企业在产品管理中补充 <strong>UDI-DI</strong> 信息。</p>',
    },
    {
      company: null,
      important: true,
      daysAgo: 5,
      by: 'admin',
      title: '关于开展年度首营资料集中复核工作的通知',
      content: '<p>请各企业于本月底前完成首营资料复核，<em>过期证照</em>将影响新订单的提交。复核清单见附件。</p>',
      attachments: [
        {
          fileCode: 'seed-notice-review-checklist',
          fileName: '首营资料复核清单.csv',
          rows: [
            ['序号', '资料名称', '要求'],
            ['1', '营业执照', '在有效期内，加盖公章'],
            ['2', '医疗器械经营许可证', '经营范围覆盖所供产品'],
            ['3', '医疗器械注册证', '在有效期内，与产品规格一致'],
            ['4', '法人授权委托书', '注明授权区域与期限'],
          ],
        },
      ],
    },
    {
      company: null,
      daysAgo: 8,
      by: 'admin',
      title: '授权书电子签章功能上线公告',
      content: '<p>授权书签发现已支持电子签章，签发后将生成带二维码的授权书，可在平台授权查询页核验真伪。</p>',
    },
    {
      company: null,
      daysAgo: 15,
      by: 'admin',
      title: '平台节假日服务安排',
      content: '<p>节假日期间平台正常运行，客服热线值班时间为 9:00-17:00。</p>',
    },
    {
      company: null,
      daysAgo: -3,
      by: 'admin',
      title: '【预告】平台客服中心服务升级',
      content: '<p>定时发布的公告，发布时间前不会显示。</p>',
    },
    {
      company: 'FC0001',
      important: true,
      daysAgo: 2,
      by: 'fc_admin',
      title: '康瑞医疗：经销商授权书续签安排',
      content: '<p>现有授权书将于下季度末到期，请相关业务人员及时发起续签，续签期间授权范围保持不变。</p>',
    },
    {
      company: 'FC0001',
      daysAgo: 6,
      by: 'fc_admin',
      title: '康瑞医疗：新品注册证获批通知',
      content: '<p>公司冠状动脉支架系统已取得注册证，产品资料已在产品管理中更新。</p>',
    },
    {
      company: 'AG0001',
      daysAgo: 4,
      by: 'ag_admin',
      title: '恒泰贸易：月末盘点期间暂停发货的通知',
      content: '<p>月末最后两个工作日进行库存盘点，盘点期间暂停发货，请提前安排订单。</p>',
    },
    {
      company: 'AG0001',
      important: true,
      daysAgo: 1,
      by: 'ag_admin',
      title: '恒泰贸易：冷链产品收货规范',
      content: '<ol><li>收货时核对温度记录；</li><li>温度异常拒收并拍照留存。</li></ol>',
    },
    {
      company: 'HO0001',
      daysAgo: 2,
      by: 'ho_admin',
      title: '瑞安中心医院：耗材采购目录调整说明',
      content: '<p>本院耗材采购目录已完成调整，新增目录内产品请通过平台发起首营。</p>',
    },
  ],
  todos: [
    {
      company: 'FC0001',
      user: 'fc_admin',
      businessCode: 'QUALIFICATION_REVIEW',
      title: '首营资料待审核：江苏恒泰医疗器械贸易有限公司',
      linkPath: QUALIFICATION,
      daysAgo: 0,
    },
    {
      company: 'FC0001',
      user: 'fc_admin',
      businessCode: 'AUTHORIZATION_STAMP',
      title: '授权书待盖章：江苏恒泰医疗器械贸易有限公司（心血管产品线）',
      linkPath: '/authorization-management/authorized-issuance',
      daysAgo: 1,
    },
    {
      company: 'FC0001',
      user: 'fc_admin',
      businessCode: 'PRODUCT_AUDIT',
      title: '产品资料待审核：一次性使用无菌注射器 5ml',
      linkPath: '/productManagement/productControl',
      daysAgo: 2,
    },
    {
      company: 'FC0001',
      user: 'fc_admin',
      businessCode: 'CERTIFICATE_EXPIRY',
      title: '注册证即将到期：国械注准20163460123',
      linkPath: '/productManagement/registercard',
      daysAgo: 9,
      done: true,
    },
    {
      company: 'FC0001',
      role: 'QUALITY',
      businessCode: 'QUALIFICATION_REVIEW',
      title: '首营资料待审核：浙江华康医疗供应链有限公司',
      linkPath: QUALIFICATION,
      daysAgo: 1,
    },
    {
      company: 'AG0001',
      user: 'ag_user',
      businessCode: 'AUTHORIZATION_RECEIVE',
      title: '授权书待接收：上海康瑞医疗器械有限公司',
      linkPath: '/authorization-management/authorized-receive',
      daysAgo: 0,
    },
    {
      company: 'AG0001',
      user: 'ag_user',
      businessCode: 'QUALIFICATION_SUPPLY',
      title: '首营资料待补充：上海市瑞安中心医院',
      linkPath: QUALIFICATION,
      daysAgo: 3,
    },
    {
      company: 'AG0001',
      role: 'SALES',
      businessCode: 'QUALIFICATION_REVIEW',
      title: '首营资料待审核：上海康瑞医疗器械有限公司',
      linkPath: QUALIFICATION,
      daysAgo: 2,
    },
    {
      company: 'AG0001',
      user: 'ag_user',
      businessCode: 'AUTHORIZATION_RECEIVE',
      title: '授权书已接收：深圳迈德生物医疗科技股份有限公司',
      linkPath: '/authorization-management/authorized-receive',
      daysAgo: 12,
      done: true,
    },
    {
      company: 'AG0002',
      user: 'ag2_user',
      businessCode: 'QUALIFICATION_REVIEW',
      title: '首营资料待审核：南京市康宁医院',
      linkPath: QUALIFICATION,
      daysAgo: 1,
    },
    {
      company: 'HO0001',
      user: 'ho_user',
      businessCode: 'QUALIFICATION_REVIEW',
      title: '首营资料待审核：江苏恒泰医疗器械贸易有限公司',
      linkPath: QUALIFICATION,
      daysAgo: 0,
    },
    {
      company: 'HO0001',
      role: 'BUYER',
      businessCode: 'LICENCE_EXPIRY',
      title: '证照即将到期：江苏恒泰医疗器械贸易有限公司 医疗器械经营许可证',
      linkPath: '/worktable/warning',
      daysAgo: 1,
    },
    {
      company: 'AG0001',
      user: 'multi_user',
      businessCode: 'QUALIFICATION_SUPPLY',
      title: '首营资料待补充：南京市康宁医院',
      linkPath: QUALIFICATION,
      daysAgo: 1,
    },
    {
      company: 'AG0005',
      user: 'multi_user',
      businessCode: 'AUTHORIZATION_RECEIVE',
      title: '授权书待接收：深圳迈德生物医疗科技股份有限公司',
      linkPath: '/authorization-management/authorized-receive',
      daysAgo: 2,
    },
    {
      company: 'FC0002',
      user: 'multi_user',
      businessCode: 'QUALIFICATION_REVIEW',
      title: '首营资料待审核：山东鲁康医疗器械有限公司',
      linkPath: QUALIFICATION,
      daysAgo: 3,
    },
  ],
  shortcuts: {
    fc_admin: ['cm.qualification', 'pd.product', 'pd.registercard', 'sys.user', 'od.list'],
    ag_user: ['cm.qualification', 'cm.auth.list', 'wt.notice'],
  },
};

const TENANT_TWO: WorktableSeed = {
  notices: [
    {
      company: null,
      important: true,
      daysAgo: 1,
      by: 'admin',
      title: '华东平台：系统维护通知',
      content: '<p>华东平台将于周日凌晨进行例行维护，届时暂停服务两小时。</p>',
    },
    {
      company: null,
      daysAgo: 4,
      by: 'admin',
      title: '华东平台：首营资料线上提交指引',
      content: '<p>华东平台已支持首营资料全程线上提交与审核。</p>',
    },
    {
      company: 'AG0001',
      daysAgo: 2,
      by: 't2_user',
      title: '华东瑞通：月度对账安排',
      content: '<p>华东瑞通月度对账将于每月5日前完成。</p>',
    },
  ],
  todos: [
    {
      company: 'AG0001',
      user: 't2_user',
      businessCode: 'QUALIFICATION_REVIEW',
      title: '华东首营资料待审核：华东精工医疗器械有限公司',
      linkPath: QUALIFICATION,
      daysAgo: 0,
    },
    {
      company: 'AG0001',
      role: 'SALES',
      businessCode: 'AUTHORIZATION_RECEIVE',
      title: '华东授权书待接收：华东精工医疗器械有限公司',
      linkPath: '/authorization-management/authorized-receive',
      daysAgo: 1,
    },
  ],
  shortcuts: { t2_user: ['cm.qualification'] },
};

const SEEDS: Record<number, WorktableSeed> = { 1: TENANT_ONE, 2: TENANT_TWO };

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000);

const lookup = <V>(map: Map<string, V>, key: string, what: string): V => {
  const value = map.get(key);
  if (value === undefined) throw new Error(`worktable seed: unknown ${what} '${key}'`);
  return value;
};

async function writeWorktable(tx: Tx, tenantId: number, seed: WorktableSeed, root: string): Promise<void> {
  const companyRows = await tx.select({ id: companies.id, code: companies.code }).from(companies).where(eq(companies.tenantId, tenantId));
  const companyId = new Map(companyRows.map((c) => [c.code, c.id]));
  const userRows = await tx.select({ id: users.id, userName: users.userName }).from(users).where(eq(users.tenantId, tenantId));
  const userId = new Map(userRows.map((u) => [u.userName, u.id]));
  const roleRows = await tx
    .select({ id: roles.id, companyId: roles.companyId, code: roles.code })
    .from(roles)
    .where(eq(roles.tenantId, tenantId));
  const roleId = new Map(roleRows.map((r) => [`${r.companyId}:${r.code}`, r.id]));
  const codes = [...new Set(Object.values(seed.shortcuts).flat())];
  const resourceRows = codes.length
    ? await tx
        .select({ id: resources.id, code: resources.resourceCode })
        .from(resources)
        .where(and(eq(resources.tenantId, tenantId), inArray(resources.resourceCode, codes)))
    : [];
  const resourceId = new Map(resourceRows.map((r) => [r.code, r.id]));

  // attachments are files of the file library (no operation type: not in any import/export history)
  for (const n of seed.notices) {
    for (const a of n.attachments ?? []) {
      const bytes = csvOf(a.rows);
      await storeOnce(root, a.fileCode, bytes, tenantId);
      await tx.insert(files).values({
        tenantId,
        fileCode: a.fileCode,
        companyId: n.company ? lookup(companyId, n.company, 'company') : 0,
        creatorId: lookup(userId, n.by ?? 'admin', 'user'),
        fileOldName: a.fileName,
        mimeType: 'text/csv',
        fileSize: bytes.length,
        status: 'SAVESUCCESSFUL',
      });
    }
  }

  await publishNotices(
    tx,
    tenantId,
    seed.notices.map((n): NoticeInput => ({
      companyId: n.company ? lookup(companyId, n.company, 'company') : 0,
      // a company's notice is for its own staff; the platform's for everyone
      audience: n.company ? 'own' : 'all',
      title: n.title,
      content: n.content,
      level: n.important ? 'important' : 'normal',
      publishedAt: daysAgo(n.daysAgo),
      createdBy: n.by ? lookup(userId, n.by, 'user') : null,
      attachments: n.attachments?.map((a) => a.fileCode),
    })),
  );

  await raiseTodos(
    tx,
    tenantId,
    seed.todos.map((t): TodoInput => {
      const company = lookup(companyId, t.company, 'company');
      return {
        companyId: company,
        businessCode: t.businessCode,
        title: t.title,
        linkPath: t.linkPath,
        createdAt: daysAgo(t.daysAgo),
        assigneeUserId: t.user ? lookup(userId, t.user, 'user') : null,
        assigneeRoleId: t.role ? lookup(roleId, `${company}:${t.role}`, 'role') : null,
        ...(t.done ? { status: 'done', doneAt: daysAgo(t.daysAgo - 1) } : {}),
      };
    }),
  );

  const pins = Object.entries(seed.shortcuts).flatMap(([name, list]) =>
    list.map((code, i) => ({
      tenantId,
      userId: lookup(userId, name, 'user'),
      resourceId: lookup(resourceId, code, 'resource'),
      sort: i + 1,
    })),
  );
  if (pins.length) await tx.insert(shortcuts).values(pins);
}

/** One transaction per tenant, after the tenant's companies, users and roles exist. */
export async function seedWorktable(db: Database, root = defaultFilesRoot()): Promise<void> {
  for (const [tenantId, seed] of Object.entries(SEEDS)) {
    await db.tenant(Number(tenantId), (tx) => writeWorktable(tx, Number(tenantId), seed, root));
  }
}
