// Typed client of the channel business calls (channel centre, channelBusiness/*).
import { useQuery } from '@tanstack/react-query';
import { CHANNEL_API } from '@medportal/contracts/common/api-paths';
import type {
  ChannelBusinessOptions,
  ChannelBusinessRow,
  ChannelBusinessSaveBody,
} from '@medportal/contracts/channel/channel-business.contract';
import type { ChannelBusinessStatus } from '@medportal/contracts/channel/channel-business-rules';
import { post } from '../../../lib/api-client';

export type { ChannelBusinessOptions, ChannelBusinessRow, ChannelBusinessSaveBody };

export const CHANNEL_BUSINESS_PATH = '/basicData/channelBusinessManagement';
export const CHANNEL_BUSINESS_ADD_PATH = '/basicData/channelBusinessManagement/add';
export const CHANNEL_BUSINESS_READ_PATH = '/basicData/channelBusinessManagement/read';
export const CHANNEL_BUSINESS_EDIT_BUTTON = 'cm.channelBusiness.edit';

/** A sub-screen's link that keeps the list's menu highlighted (the shell's menuPath flag). */
export const subScreen = (path: string, query: Record<string, string | number> = {}): string =>
  `${path}?${new URLSearchParams({
    ...Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    menuPath: CHANNEL_BUSINESS_PATH,
  })}`;

const payload = async <T>(url: string, body: unknown): Promise<T> => (await post<T>(url, body)).payload;

/**
 * channelBusiness/save. A second record of the same dealer and product line answers 100002 渠道商已存在:
 * the request layer shows that msg on the add page (spec 2 section 8), the form stays as typed.
 */
export const saveChannelBusiness = (body: ChannelBusinessSaveBody) => payload<ChannelBusinessRow>(CHANNEL_API.channelBusinessSave, body);
export const updateChannelBusinessStatus = (id: number, status: ChannelBusinessStatus) =>
  payload<ChannelBusinessRow>(CHANNEL_API.channelBusinessUpdateStatus, { id, status });
export const channelBusinessDetail = (id: number) => payload<ChannelBusinessRow>(CHANNEL_API.channelBusinessDetail, { id });

/** The product lines and the province → city tree; the same for the whole session. */
export function useChannelBusinessOptions() {
  return useQuery({
    queryKey: ['cmChannelBusiness', 'options'],
    queryFn: () => payload<ChannelBusinessOptions>(CHANNEL_API.channelBusinessOptions, {}),
    staleTime: 5 * 60_000,
  });
}

/** The distributor picker's remote options: name, company code or a whole credit code. */
export const DEALER_SELECT = {
  url: CHANNEL_API.channelBusinessDealerOptions,
  method: 'POST',
  searchKey: 'keyword',
  labelKey: 'name',
  valueKey: 'id',
} as const;
