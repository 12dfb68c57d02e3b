// Typed client of the authorisation letters' writing calls (channel centre, authorization/letter/*).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { CHANNEL_API } from '@medportal/contracts/common/api-paths';
import type {
  LetterChangeAnswer,
  LetterDetailWithStamp,
  LetterOptions,
  LetterOptionsBody,
  LetterSaveBody,
  LetterTemplate,
} from '@medportal/contracts/channel/letters-write.contract';
import { post } from '../../../lib/api-client';

export type { LetterChangeAnswer, LetterDetailWithStamp as LetterDetail, LetterOptions, LetterSaveBody, LetterTemplate };
export type LetterDescendant = LetterChangeAnswer['descendants'][number];

export const ADD_PATH = '/authorization-management/add-authorization';
export const ADD_MANUAL_PATH = '/authorization-management/add-authorization/add-manully-authorization';
export const DRAFT_DETAIL_PATH = '/authorization-management/add-authorization/detail';
export const ISSUANCE_LIST_PATH = '/authorization-management/authorized-issuance/authorized-issuance-list';
export const RENEWAL_PATH = `${ISSUANCE_LIST_PATH}/renewal`;
export const TERMINATION_PATH = `${ISSUANCE_LIST_PATH}/termination`;
export const EDIT_BUTTON = 'cm.auth.issued.edit';
export const MANAGE_BUTTON = 'cm.auth.issued.manage';

const payload = async <T>(url: string, body: unknown): Promise<T> => (await post<T>(url, body)).payload;

export const letterDetail = (id: number) => payload<LetterDetailWithStamp>(CHANNEL_API.letterDetail, { id });
export const saveLetter = (body: LetterSaveBody) => payload<LetterDetailWithStamp>(CHANNEL_API.letterSave, body);
export const deleteLetter = (id: number) => payload<null>(CHANNEL_API.letterDelete, { id });
export const submitLetter = (id: number) => payload<LetterDetailWithStamp>(CHANNEL_API.letterSubmit, { id });
export const renewLetter = (body: { id: number; validFrom: string; validTo: string; remark?: string }) =>
  payload<LetterChangeAnswer>(CHANNEL_API.letterRenew, body);
export const terminateLetter = (id: number, reason: string) => payload<LetterChangeAnswer>(CHANNEL_API.letterTerminate, { id, reason });
export const suspendLetter = (id: number, reason: string) => payload<LetterChangeAnswer>(CHANNEL_API.letterSuspend, { id, reason });
export const reinstateLetter = (id: number, reason: string) => payload<LetterChangeAnswer>(CHANNEL_API.letterReinstate, { id, reason });
export const letterDescendants = (id: number) => payload<LetterDescendant[]>(CHANNEL_API.letterDescendants, { id });

export function useLetterTemplates() {
  return useQuery({
    queryKey: ['cmLettersWrite', 'templates'],
    queryFn: () => payload<LetterTemplate[]>(CHANNEL_API.letterTemplates, {}),
    staleTime: Infinity,
  });
}

/** The form's choices; the keywords filter the grantees and hospitals (the rest stays the same). */
export function useLetterOptions(body: LetterOptionsBody) {
  return useQuery({
    queryKey: ['cmLettersWrite', 'options', body],
    queryFn: () => payload<LetterOptions>(CHANNEL_API.letterOptions, body),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

/** A letter by the page's ?id= (disabled without a valid id). */
export function useLetterDetail(id: number) {
  return useQuery({
    queryKey: ['cmLettersWrite', 'detail', id],
    queryFn: () => letterDetail(id),
    enabled: Number.isInteger(id) && id > 0,
    retry: false,
  });
}

export const idParam = (params: URLSearchParams): number => {
  const id = Number(params.get('id'));
  return Number.isInteger(id) && id > 0 ? id : 0;
};
