// The user import's rows: each checked against what was loaded once when the task started (login names
// and phones of the tenant, the target company's departments, posts and roles) and against the rows
// above it in the file; each batch of valid rows creates the users, their positions in the company and
// the positions' roles, with one audit entry per user, in the batch's transaction. Messages name the
// template's column.
import { PHONE_RULE, USER_NAME_RULE } from '@medportal/contracts/staff/auth-rules';
import type { KindDef } from '../../file-library/imports/row-checks.js';
import { RowCheck } from '../../file-library/imports/row-checks.js';
import { recordAudit, recordAudits, type AuditActor } from '../audit/audit.service.js';
import * as repo from './user-import.repository.js';

type UserRow = {
  userName: string;
  realName: string;
  phone: string;
  email: string | null;
  department: string | null;
  orgId: number | null;
  post: string | null;
  dutyId: number | null;
  roles: string[];
  roleIds: number[];
};

export const USER_IMPORT_RULES = [
  '必填；4-32位字母、数字或下划线，在本租户内唯一',
  '必填；最长64个字符',
  '必填；11位手机号，在本租户内唯一',
  '选填；有效的邮箱地址，最长120个字符',
  '选填；本企业的部门，多级用“/”分隔，如 销售部/东部大区',
  '选填；本企业的岗位名称',
  '选填；本企业已启用的角色名称，多个用英文或中文逗号分隔',
] as const;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
// the position's name when the row names no post
const DEFAULT_POSITION = '员工';

/** Department path (names joined by '/') → id, for every department of the company; a path two departments share maps to null. */
function departmentPaths(rows: { id: number; parentId: number | null; name: string }[]): Map<string, number | null> {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const paths = new Map<string, number | null>();
  for (const r of rows) {
    const names: string[] = [];
    const seen = new Set<number>();
    for (let at: typeof r | undefined = r; at && !seen.has(at.id); at = at.parentId === null ? undefined : byId.get(at.parentId)) {
      seen.add(at.id);
      names.unshift(at.name.trim());
    }
    const path = names.join('/');
    paths.set(path, paths.has(path) ? null : r.id);
  }
  return paths;
}

/** name → id, or null when two share the name */
const byName = (rows: { id: number; name: string }[]) => {
  const map = new Map<string, number | null>();
  for (const r of rows) map.set(r.name.trim(), map.has(r.name.trim()) ? null : r.id);
  return map;
};

export type UserImportOptions = {
  actor: AuditActor;
  /** the hash of the import's initial password (every imported user must change it at the first login) */
  passwordHash: string;
};

export function userImportDef({ actor, passwordHash }: UserImportOptions): KindDef<UserRow> {
  return {
    rules: USER_IMPORT_RULES,
    async prepare(db, job) {
      const loaded = await db.tenant(job.tenantId, async (tx) => ({
        taken: await repo.takenNamesAndPhones(tx, job.tenantId),
        departments: departmentPaths(await repo.departmentsOf(tx, job.tenantId, job.companyId)),
        posts: byName(await repo.postsOf(tx, job.tenantId, job.companyId)),
        roles: await repo.rolesOf(tx, job.tenantId, job.companyId),
      }));
      const { taken, departments, posts } = loaded;
      const roleIds = byName(loaded.roles.filter((r) => r.enabled));
      const disabledRoles = new Set(loaded.roles.filter((r) => !r.enabled).map((r) => r.name.trim()));
      // login name / phone → the row above that already uses it
      const namesInFile = new Map<string, number>();
      const phonesInFile = new Map<string, number>();
      return {
        check(cells, rowNo) {
          const c = new RowCheck();
          const userName = c.text('登录名', cells[0]!, 32);
          if (userName && !USER_NAME_RULE.test(userName)) c.fail('登录名由4-32位字母、数字或下划线组成');
          else if (taken.names.has(userName)) c.fail(`登录名 ${userName} 已存在`);
          else if (namesInFile.has(userName)) c.fail(`登录名 ${userName} 与第${namesInFile.get(userName)}行重复`);
          const realName = c.text('姓名', cells[1]!, 64);
          const phone = c.text('手机号', cells[2]!, 20);
          if (phone && !PHONE_RULE.test(phone)) c.fail('手机号应为以1开头的11位数字');
          else if (taken.phones.has(phone)) c.fail(`手机号 ${phone} 已被其他用户使用`);
          else if (phonesInFile.has(phone)) c.fail(`手机号 ${phone} 与第${phonesInFile.get(phone)}行重复`);
          const email = c.text('邮箱', cells[3]!, 120, false);
          if (email && !EMAIL.test(email)) c.fail('邮箱格式不正确');
          const department = cells[4]!
            .split('/')
            .map((s) => s.trim())
            .filter(Boolean)
            .join('/');
          const orgId = department ? departments.get(department) : null;
          if (department && orgId === undefined) c.fail(`部门 ${department} 在本企业不存在`);
          else if (department && orgId === null) c.fail(`部门 ${department} 在本企业有重名，无法确定`);
          const post = cells[5]!;
          const dutyId = post ? posts.get(post) : null;
          if (post && dutyId === undefined) c.fail(`岗位 ${post} 在本企业不存在`);
          else if (post && dutyId === null) c.fail(`岗位 ${post} 在本企业有重名，无法确定`);
          const roleNames = [
            ...new Set(
              cells[6]!
                .split(/[,，、]/)
                .map((s) => s.trim())
                .filter(Boolean),
            ),
          ];
          const ids: number[] = [];
          for (const name of roleNames) {
            const id = roleIds.get(name);
            if (typeof id === 'number') ids.push(id);
            else if (id === null) c.fail(`角色 ${name} 在本企业有重名，无法确定`);
            else if (disabledRoles.has(name)) c.fail(`角色 ${name} 已停用`);
            else c.fail(`角色 ${name} 在本企业不存在`);
          }
          const verdict = c.verdict<UserRow>({
            userName,
            realName,
            phone,
            email: email || null,
            department: department || null,
            orgId: orgId ?? null,
            post: post || null,
            dutyId: dutyId ?? null,
            roles: roleNames,
            roleIds: ids,
          });
          // a valid row takes its login name and phone: a later row with the same one fails
          if ('value' in verdict) {
            namesInFile.set(userName, rowNo);
            phonesInFile.set(phone, rowNo);
          }
          return verdict;
        },
        async write(tx, rows) {
          // another import or a colleague may have taken a name or phone since the task started
          const now = await repo.usersWith(
            tx,
            job.tenantId,
            rows.map((r) => r.value.userName),
            rows.map((r) => r.value.phone),
          );
          const names = new Set(now.map((u) => u.userName));
          const phones = new Set(now.flatMap((u) => (u.phone ? [u.phone] : [])));
          const refused = new Map<number, string>();
          for (const { rowNo, value: v } of rows) {
            if (names.has(v.userName)) refused.set(rowNo, `登录名 ${v.userName} 已存在`);
            else if (phones.has(v.phone)) refused.set(rowNo, `手机号 ${v.phone} 已被其他用户使用`);
          }
          const accepted = rows.filter((r) => !refused.has(r.rowNo));
          if (!accepted.length) return refused;
          const ids = await repo.insertUsersWithPositions(
            tx,
            job.tenantId,
            job.companyId,
            accepted.map(({ value: v }) => ({
              user: { userName: v.userName, realName: v.realName, phone: v.phone, email: v.email, passwordHash, mustChangePassword: true },
              position: { orgId: v.orgId, dutyId: v.dutyId, positionName: v.post ?? DEFAULT_POSITION, roleIds: v.roleIds },
            })),
          );
          await recordAudits(
            tx,
            actor,
            accepted.map(({ value: v }, i) => ({
              action: 'create',
              objectType: 'user',
              objectId: ids[i]!,
              objectName: `${v.realName}（${v.userName}）`,
              objectCompanyId: job.companyId,
              after: {
                userName: v.userName,
                realName: v.realName,
                phone: v.phone,
                email: v.email,
                department: v.department,
                post: v.post,
                roles: v.roles,
                source: `Excel 导入：${job.fileName}`,
              },
            })),
          );
          return refused;
        },
        async finish(tx, imported, failed) {
          await recordAudit(tx, actor, {
            action: 'import',
            objectType: 'userImport',
            objectId: job.progressId,
            objectName: job.fileName,
            objectCompanyId: job.companyId,
            after: { fileName: job.fileName, totalRows: imported + failed, importedRows: imported, failedRows: failed },
          });
        },
      };
    },
  };
}
