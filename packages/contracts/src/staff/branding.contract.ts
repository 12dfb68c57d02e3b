// Branding of a tenant (spec 1 'Layouts'): logos, names and images the shell shows before and after
// login. Unset images are '', unset names are the platform's Chinese name.
import { z } from 'zod';
import { envelope } from '../common/envelope.js';

export const DEFAULT_APP_NAME = '医械供应链协同平台';

export const BRANDING_IMAGE_FIELDS = ['favicon', 'logoLogin', 'logoSidebar', 'logoSidebarWithWord', 'loginBgImg', 'homePageImg'] as const;
export const BRANDING_TEXT_FIELDS = ['appName', 'copyright'] as const;
/** Optional addresses: '' when unset, no default. publicSiteUrl: where phones opening the bare root go. */
export const BRANDING_LINK_FIELDS = ['publicSiteUrl'] as const;
export type BrandingField =
  (typeof BRANDING_IMAGE_FIELDS)[number] | (typeof BRANDING_TEXT_FIELDS)[number] | (typeof BRANDING_LINK_FIELDS)[number];

export const brandingSchema = z.object({
  favicon: z.string(),
  logoLogin: z.string(),
  logoSidebar: z.string(),
  logoSidebarWithWord: z.string(),
  appName: z.string(),
  copyright: z.string(),
  loginBgImg: z.string(),
  homePageImg: z.string(),
  // optional in the type so that older fixtures stay valid; the server always answers it ('' when unset)
  publicSiteUrl: z.string().optional(),
});
export type BrandingView = z.infer<typeof brandingSchema>;

export const brandingEnvelope = envelope(brandingSchema);

/** GET carries tenantId and a timestamp in the query (spec 2 request layer); nothing else is read. */
export const brandingQuery = z
  .object({
    tenantId: z.string().max(12).optional(),
    timestamp: z.string().max(20).optional(),
    t: z.string().max(20).optional(),
    _t: z.string().max(20).optional(),
  })
  .passthrough();

export const BRANDING_URL_MAX = 500;
// URL characters only (RFC 3986): no spaces, quotes, angle brackets or backslashes
const URL_CHARS = /^[A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;=%]*$/;
const RELATIVE = /^\/(?!\/)/;
const HTTPS = /^https:\/\/[A-Za-z0-9.-]+(:\d{1,5})?(\/|\?|#|$)/i;

/** '' clears the image; otherwise a path on this site ('/...') or an https address. */
const imageUrl = (label: string) =>
  z
    .string()
    .trim()
    .max(BRANDING_URL_MAX, `${label}地址不能超过${BRANDING_URL_MAX}个字符`)
    .refine(
      (v) => v === '' || (URL_CHARS.test(v) && (RELATIVE.test(v) || HTTPS.test(v))),
      `${label}地址应为以 / 开头的站内路径或 https 地址`,
    );

/** '' clears the address; otherwise an absolute https address (never another scheme). */
const httpsUrl = (label: string) =>
  z
    .string()
    .trim()
    .max(BRANDING_URL_MAX, `${label}地址不能超过${BRANDING_URL_MAX}个字符`)
    .refine((v) => v === '' || (URL_CHARS.test(v) && HTTPS.test(v)), `${label}地址应为 https 地址`);

const text = (label: string, max: number) =>
  z
    .string()
    .trim()
    .min(1, `请输入${label}`)
    .max(max, `${label}不能超过${max}个字符`)
    .regex(/^[^\p{Cc}]*$/u, `${label}不能包含控制字符`);

/** Every field optional: absent keeps the saved value; '' clears an image (names cannot be blank). */
export const brandingSaveBody = z.object({
  favicon: imageUrl('网站图标').optional(),
  logoLogin: imageUrl('登录页Logo').optional(),
  logoSidebar: imageUrl('侧边栏Logo').optional(),
  logoSidebarWithWord: imageUrl('侧边栏文字Logo').optional(),
  appName: text('平台名称', 60).optional(),
  copyright: text('版权信息', 100).optional(),
  loginBgImg: imageUrl('登录页背景图').optional(),
  homePageImg: imageUrl('首页图片').optional(),
  publicSiteUrl: httpsUrl('门户官网').optional(),
});
export type BrandingSaveBody = z.infer<typeof brandingSaveBody>;
