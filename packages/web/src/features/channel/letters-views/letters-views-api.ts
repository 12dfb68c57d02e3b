// Typed client of the letters' views and applications (channel centre, authorization/details | dealer |
// converge | chain | application/*), with the screens' paths.
import { useQuery } from '@tanstack/react-query';
import { CHANNEL_API } from '@medportal/contracts/common/api-paths';
import { isBuiltScreen } from '@medportal/contracts/common/screens';
import type { LetterChain, LetterConvergeRow, LetterDealerRow, LetterLine } from '@medportal/contracts/channel/letters-views.contract';
import type {
  LetterApplicationOptions,
  LetterApplicationRow,
  LetterApplicationSaveBody,
} from '@medportal/contracts/channel/letters-applications.contract';
import { post } from '../../../lib/api-client';

export type {
  LetterApplicationOptions,
  LetterApplicationRow,
  LetterApplicationSaveBody,
  LetterChain,
  LetterConvergeRow,
  LetterDealerRow,
  LetterLine,
};

export const DETAILS_PATH = '/authorization-management/authorization-details';
export const DEALER_PATH = '/authorization-management/authorization-details-dealer';
export const DEALER_NO_HO_PATH = '/authorization-management/authorization-details-dealer/notContainHO';
export const CONVERGE_PATH = '/authorization-management/authorization-converge-adetails';
export const HEART_PATH = '/authorization-management/authorization-heart';
export const APPLICATION_PATH = '/authorization-management/authorizationApplication';
export const APPLY_BUTTON = 'cm.auth.application.apply';
/** another part's screen: a letter's detail */
export const LETTER_DETAIL_PATH = '/authorization-management/power-attorney-detail';

/** The letter's detail screen link, or null while that screen is not built. */
export const letterDetailLink = (id: number): string | null =>
  isBuiltScreen(LETTER_DETAIL_PATH) ? `${LETTER_DETAIL_PATH}?id=${id}` : null;

const payload = async <T>(url: string, body: unknown): Promise<T> => (await post<T>(url, body)).payload;

export function useConverge(productLineCode: string | undefined) {
  return useQuery({
    queryKey: ['cmLettersViews', 'converge', productLineCode ?? ''],
    queryFn: () => payload<LetterConvergeRow[]>(CHANNEL_API.letterConverge, productLineCode ? { productLineCode } : {}),
  });
}

export function useChain(productLineCode: string | undefined) {
  return useQuery({
    queryKey: ['cmLettersViews', 'chain', productLineCode ?? ''],
    queryFn: () => payload<LetterChain>(CHANNEL_API.letterChain, productLineCode ? { productLineCode } : {}),
  });
}

export function useApplicationOptions(grantorCompanyId: number | undefined, enabled: boolean) {
  return useQuery({
    queryKey: ['cmLettersViews', 'applicationOptions', grantorCompanyId ?? 0],
    queryFn: () => payload<LetterApplicationOptions>(CHANNEL_API.letterApplicationOptions, grantorCompanyId ? { grantorCompanyId } : {}),
    enabled,
    staleTime: 60_000,
  });
}

export const saveApplication = (body: LetterApplicationSaveBody) => payload<LetterApplicationRow>(CHANNEL_API.letterApplicationSave, body);
export const cancelApplication = (id: number) => payload<LetterApplicationRow>(CHANNEL_API.letterApplicationCancel, { id });
export const reviewApplication = (id: number, approved: boolean, reason?: string) =>
  payload<LetterApplicationRow>(CHANNEL_API.letterApplicationReview, { id, approved, ...(reason ? { reason } : {}) });
