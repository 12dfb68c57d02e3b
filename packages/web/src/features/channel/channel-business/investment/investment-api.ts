// Typed client of the investment calls (channel centre, investment/*).
import type { Page } from '@medportal/contracts/common/envelope';
import { CHANNEL_API } from '@medportal/contracts/common/api-paths';
import type {
  InvestmentApplyBody,
  InvestmentDecideBody,
  InvestmentDetail,
  InvestmentOptions,
  InvestmentPageBody,
  InvestmentRow,
  InvestmentSaveBody,
} from '@medportal/contracts/channel/investment.contract';
import { post } from '../../../../lib/api-client';

export type { InvestmentDetail, InvestmentOptions, InvestmentRow, InvestmentSaveBody };

const payload = async <T>(url: string, body: unknown): Promise<T> => (await post<T>(url, body)).payload;

export const investmentPageList = (q: InvestmentPageBody) => payload<Page<InvestmentRow>>(CHANNEL_API.investmentPageList, q);
export const investmentDetail = (id: number) => payload<InvestmentDetail>(CHANNEL_API.investmentDetail, { id });
export const investmentOptions = () => payload<InvestmentOptions>(CHANNEL_API.investmentOptions, {});
export const saveInvestment = (body: InvestmentSaveBody) => payload<InvestmentDetail>(CHANNEL_API.investmentSave, body);
export const closeInvestment = (id: number) => payload<InvestmentDetail>(CHANNEL_API.investmentClose, { id });
export const applyInvestment = (body: InvestmentApplyBody) => payload<InvestmentDetail>(CHANNEL_API.investmentApply, body);
export const decideInvestment = (body: InvestmentDecideBody) => payload<InvestmentDetail>(CHANNEL_API.investmentDecide, body);

export const investmentKeys = {
  all: ['cmInvestment'] as const,
  detail: (id: number) => ['cmInvestment', 'detail', id] as const,
  options: ['cmInvestment', 'options'] as const,
};
