// area/list: the Chinese province → city → district tree (package china-area-data). No code →
// provinces; provinceCode → its cities; cityCode → its districts.
import { z } from 'zod';
import { envelope } from '../common/envelope.js';

const areaCode = (label: string) =>
  z
    .string(`${label}应为文本`)
    .regex(/^\d{6}$/, `${label}应为6位数字`)
    .optional();

export const areaListQuery = z.object({ provinceCode: areaCode('省份编码'), cityCode: areaCode('城市编码') });
export type AreaListQuery = z.infer<typeof areaListQuery>;

export const areaItem = z.object({ code: z.string(), name: z.string() });
export type AreaItem = z.infer<typeof areaItem>;
export const areaListEnvelope = envelope(z.array(areaItem));
