// The session company's people, departments and roles, as the shell's pickers read them (spec 1 'Shell calls').
import { z } from 'zod';
import { envelope } from '../common/envelope.js';

/** GET calls carry tenantId and a timestamp in the query (spec 2 request layer); nothing else is read. */
export const orgQuery = z
  .object({
    tenantId: z.string().max(12).optional(),
    timestamp: z.string().max(20).optional(),
    t: z.string().max(20).optional(),
  })
  .passthrough();

export const companyUserSchema = z.object({
  userId: z.number().int(),
  userName: z.string(),
  realname: z.string(),
  /** masked: 138****1234 */
  phone: z.string().nullable(),
  positionName: z.string(),
  orgId: z.number().int().nullable(),
});
export type CompanyUser = z.infer<typeof companyUserSchema>;

export const merchantUserListEnvelope = envelope(z.object({ users: z.array(companyUserSchema) }));

export const userBriefSchema = z.object({ userId: z.number().int(), userName: z.string(), realname: z.string() });
export type UserBrief = z.infer<typeof userBriefSchema>;

export type OrgNode = {
  orgId: number;
  orgName: string;
  deptId: number;
  name: string;
  parentId: number | null;
  children: OrgNode[];
  userList: UserBrief[];
};
export const orgNodeSchema: z.ZodType<OrgNode> = z
  .object({
    orgId: z.number().int(),
    orgName: z.string(),
    deptId: z.number().int(),
    name: z.string(),
    parentId: z.number().int().nullable(),
    get children(): z.ZodArray<z.ZodType<OrgNode>> {
      return z.array(orgNodeSchema);
    },
    userList: z.array(userBriefSchema),
  })
  // a recursive schema needs a component id of its own for the OpenAPI document to reference it
  // (inline, zod's '#' self-reference becomes a dangling '#/components/schemas/schema0')
  .meta({ id: 'OrgNode', description: '部门及其成员：children 为下级部门，userList 为本部门成员' });

export const userOrgMapEnvelope = envelope(
  z.object({
    orgList: z.array(orgNodeSchema),
    userMap: z.record(z.string(), userBriefSchema),
  }),
);

export const deptSchema = z.object({
  orgId: z.number().int(),
  orgName: z.string(),
  deptId: z.number().int(),
  name: z.string(),
  parentId: z.number().int().nullable(),
  sort: z.number().int(),
});
export type Dept = z.infer<typeof deptSchema>;
export const deptListEnvelope = envelope(z.array(deptSchema));

export const roleItemSchema = z.object({
  roleId: z.number().int(),
  roleName: z.string(),
  roleCode: z.string(),
  dataScope: z.string(),
  enabled: z.boolean(),
});
export type RoleItem = z.infer<typeof roleItemSchema>;
export const roleListEnvelope = envelope(z.array(roleItemSchema));
