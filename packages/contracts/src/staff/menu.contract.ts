// Menus and button permissions of the session's position (spec 1 section 3, 'Menu resource').
import { z } from 'zod';
import { envelope } from '../common/envelope.js';

const INT_MAX = 2147483647;
const idField = (name: string) =>
  z
    .number({ error: `${name}必须是数字` })
    .int(`${name}必须是整数`)
    .min(0, `${name}不正确`)
    .max(INT_MAX, `${name}不正确`);

export type MenuNode = {
  id: number;
  appId: number;
  resourceId: number;
  resourceName: string;
  originResourceName: string;
  resourcePath: string | null;
  resourceIcon: string | null;
  iconUrl: string | null;
  /** 1 menu, 2 button */
  resourceType: number;
  resourceCode: string;
  menuSort: number;
  /** id of the parent node, null at the root */
  parent: number | null;
  idKey: string;
  supParentIndex: string;
  /** on type-2 nodes only */
  buttonCode?: string;
  buttonName?: string;
  children: MenuNode[];
};

export const menuNode: z.ZodType<MenuNode> = z
  .object({
    id: z.number().int(),
    appId: z.number().int(),
    resourceId: z.number().int(),
    resourceName: z.string(),
    originResourceName: z.string(),
    resourcePath: z.string().nullable(),
    resourceIcon: z.string().nullable(),
    iconUrl: z.string().nullable(),
    resourceType: z.number().int(),
    resourceCode: z.string(),
    menuSort: z.number().int(),
    parent: z.number().int().nullable(),
    idKey: z.string(),
    supParentIndex: z.string(),
    buttonCode: z.string().optional(),
    buttonName: z.string().optional(),
    get children(): z.ZodArray<z.ZodType<MenuNode>> {
      return z.array(menuNode);
    },
    // a recursive schema needs a component id for the OpenAPI document to reference it
  })
  .meta({ id: 'MenuNode', description: '菜单资源：resourceType 1 菜单，2 按钮（按钮为叶子节点，带 buttonCode/buttonName）' });
export const menuTreeEnvelope = envelope(z.array(menuNode));

/** appId defaults to the session's current app; 0 answers an empty tree. */
export const resourceListBody = z.object({ appId: idField('appId').optional() }).nullish();
export type ResourceListBody = z.infer<typeof resourceListBody>;

export const resourceByAppCodeBody = z.object({
  appCode: z.string({ error: '请输入子系统编码' }).trim().min(1, '请输入子系统编码').max(40, '子系统编码不能超过40个字符'),
});
export type ResourceByAppCodeBody = z.infer<typeof resourceByAppCodeBody>;

export const buttonListBody = z.object({
  buttonType: z.number({ error: 'buttonType必须是数字' }).int('buttonType必须是整数').min(1).max(9).default(2),
});
export type ButtonListBody = z.infer<typeof buttonListBody>;

export const buttonEntry = z.object({ buttonCode: z.string(), buttonName: z.string() });
export type ButtonEntry = z.infer<typeof buttonEntry>;
export const buttonListEnvelope = envelope(z.array(buttonEntry));

export const menuHeatBody = z.object({
  id: z.union([idField('id'), z.string().max(40, 'id不能超过40个字符')]).nullish(),
  appId: idField('appId'),
  resourceId: idField('resourceId'),
});
export type MenuHeatBody = z.infer<typeof menuHeatBody>;

export const menuHeatPayload = z.object({
  appId: z.number().int(),
  resourceId: z.number().int(),
  hits: z.number().int(),
  lastAt: z.string(),
});
export type MenuHeatPayload = z.infer<typeof menuHeatPayload>;
export const menuHeatEnvelope = envelope(menuHeatPayload);
