// Typed client of the letters' reading calls (channel centre, authorization/letter/*) and the screens' paths.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CHANNEL_API } from '@medportal/contracts/common/api-paths';
import type { LetterDetail, LetterRow } from '@medportal/contracts/channel/letters.contract';
import type { LetterIssuanceSummary } from '@medportal/contracts/channel/letters-read.contract';
import { post } from '../../../lib/api-client';

export type { LetterDetail, LetterIssuanceSummary, LetterRow };

const BASE = '/authorization-management';
export const LETTER_PATHS = {
  issuance: `${BASE}/authorized-issuance`,
  issuanceList: `${BASE}/authorized-issuance/authorized-issuance-list`,
  issuanceDetail: `${BASE}/authorized-issuance/authorized-issuance-list/detail`,
  stamp: `${BASE}/authorized-issuance/authorized-issuance-list/stamp`,
  renewal: `${BASE}/authorized-issuance/authorized-issuance-list/renewal`,
  termination: `${BASE}/authorized-issuance/authorized-issuance-list/termination`,
  addFromTemplate: `${BASE}/add-authorization`,
  addManually: `${BASE}/add-authorization/add-manully-authorization`,
  receive: `${BASE}/authorized-receive`,
  list: `${BASE}/authorization-list`,
  powerAttorneyDetail: `${BASE}/power-attorney-detail`,
} as const;

export const LETTER_BUTTONS = {
  edit: 'cm.auth.issued.edit',
  stamp: 'cm.auth.issued.stamp',
  manage: 'cm.auth.issued.manage',
  receive: 'cm.auth.received.confirm',
} as const;

/** A link to a screen that keeps `menuPath`'s menu highlighted (the shell's menuPath flag). */
export const linkTo = (path: string, query: Record<string, string | number>, menuPath?: string): string =>
  `${path}?${new URLSearchParams({
    ...Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    ...(menuPath ? { menuPath } : {}),
  })}`;

const payload = async <T>(url: string, body: unknown): Promise<T> => (await post<T>(url, body)).payload;

export const letterDetail = (id: number) => payload<LetterDetail>(CHANNEL_API.letterDetail, { id });
/** The letter with this number that the session can list (the current version), or null. */
export const letterIdByNo = async (letterNo: string): Promise<number | null> => {
  const page = await payload<{ content: LetterRow[] }>(CHANNEL_API.letterPageList, { keyword: letterNo, pageNum: 1, pageSize: 20 });
  return page.content.find((r) => r.letterNo === letterNo)?.id ?? null;
};

export function useLetterDetail(id: number | null) {
  return useQuery({ queryKey: ['cmLetters', 'detail', id], queryFn: () => letterDetail(id!), enabled: id !== null });
}

export function useIssuanceSummary() {
  return useQuery({
    queryKey: ['cmLetters', 'summary'],
    queryFn: () => payload<LetterIssuanceSummary>(CHANNEL_API.letterIssuanceSummary, {}),
  });
}

/** authorization/letter/receive; refreshes the lists, the summary and the detail. */
export function useReceiveLetter() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => payload<LetterRow>(CHANNEL_API.letterReceive, { id }),
    onSuccess: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: ['list', CHANNEL_API.letterPageList] }),
        client.invalidateQueries({ queryKey: ['cmLetters'] }),
      ]);
    },
  });
}
