// Positions (a user's seats in companies): the position menu's list and the position switch.
import { z } from 'zod';
import { envelope } from '../common/envelope.js';
import { sessionEnvelope } from './session.contract.js';

const INT_MAX = 2147483647;

export const positionListBody = z
  .object({
    companyName: z.string().max(200, '企业名称不能超过200个字符').nullish(),
  })
  .nullish();
export type PositionListBody = z.infer<typeof positionListBody>;

export const positionEntry = z.object({
  companyId: z.number().int(),
  companyName: z.string(),
  positionName: z.string(),
  ifLast: z.boolean(),
});
export type PositionEntry = z.infer<typeof positionEntry>;
export const positionListEnvelope = envelope(z.array(positionEntry));

export const chooseCompanyBody = z.object({
  companyId: z.number({ error: '请选择企业' }).int('企业编号必须是整数').min(0, '企业编号不正确').max(INT_MAX, '企业编号不正确'),
});
export type ChooseCompanyBody = z.infer<typeof chooseCompanyBody>;
/** The position switch answers with a new session (spec 1 section 4, 'Choosing a position'). */
export const chooseCompanyEnvelope = sessionEnvelope;
