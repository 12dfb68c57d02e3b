// Typed client of the contract query calls (channel centre, contract/*).
import { CHANNEL_API } from '@medportal/contracts/common/api-paths';
import type { ContractQueryDetail, ContractQueryRow } from '@medportal/contracts/channel/contract-query.contract';
import { post } from '../../../lib/api-client';

export type { ContractQueryDetail, ContractQueryRow };

/**
 * contract/detail. A contract that does not exist or is not the company's answers 100002 合同不存在, which
 * the request layer keeps silent on this page (spec 2 section 8): the caller shows its own hint.
 */
export const contractDetail = async (contractCode: string): Promise<ContractQueryDetail> =>
  (await post<ContractQueryDetail>(CHANNEL_API.contractQueryDetail, { contractCode })).payload;

/** Fen as yuan with two decimals (contract prices are integer fen). */
export const yuanOf = (fen: number): string => (fen / 100).toFixed(2);
