// Typed client of the first-camp exchange calls (channel centre, qualification/exchange/*), the
// pickers the start dialog needs (the enterprise registry's related companies, the product centre's
// products) and the data-pack download.
import type {
  ExchangeDetail,
  ExchangeDoc,
  ExchangeOfferBody,
  ExchangePair,
  ExchangeRequestBody,
  ExchangeReviewBody,
  ExchangeRow,
  ExchangeScope,
  ExchangeSendBody,
  ForceQualification,
} from '@medportal/contracts/channel/exchanges.contract';
import { CHANNEL_API, PRODUCT_API } from '@medportal/contracts/common/api-paths';
import { post } from '../../../lib/api-client';
import { downloadFile, FILE_LIBRARY_TIMEOUT_MS, type DownloadResult } from '../../../lib/download';

export type { ExchangeDetail, ExchangeDoc, ExchangePair, ExchangeRow, ExchangeScope, ForceQualification };

const payload = async <T>(url: string, body: unknown, opts?: { ignoreErrors?: boolean }): Promise<T> =>
  (await post<T>(url, body, opts)).payload;

export const EXCHANGE_LIST_URL = CHANNEL_API.exchangePageList;

export const exchangeDetail = (id: number) => payload<ExchangeDetail>(CHANNEL_API.exchangeDetail, { id });
export const requestExchange = (body: ExchangeRequestBody) => payload<ExchangeRow>(CHANNEL_API.exchangeRequest, body);
export const offerExchange = (body: ExchangeOfferBody) => payload<ExchangeRow>(CHANNEL_API.exchangeOffer, body);
export const sendExchange = (body: ExchangeSendBody) => payload<ExchangeRow>(CHANNEL_API.exchangeSend, body);
export const cancelExchange = (id: number) => payload<ExchangeRow>(CHANNEL_API.exchangeCancel, { id });
export const reviewExchange = (body: ExchangeReviewBody) => payload<ExchangeRow>(CHANNEL_API.exchangeReview, body);
export const exchangePairs = () => payload<ExchangePair[]>(CHANNEL_API.exchangePairs, {});
export const currentSet = (scope: ExchangeScope, productId?: number) =>
  payload<ExchangeDoc[]>(CHANNEL_API.exchangeCurrentSet, productId ? { scope, productId } : { scope });
/** the suppliers whose newer documents wait for a new exchange (the shell's check, read by the addtional page) */
export const forceQualification = () => payload<ForceQualification>(CHANNEL_API.checkForceQualification, {});

/** The approved exchange's set as one PDF (cover sheet, every document page, page numbers). */
export const downloadDataPack = (id: number, fileName: string): Promise<DownloadResult> =>
  downloadFile({ url: CHANNEL_API.exchangeDataPack, params: { id }, fileName, timeout: FILE_LIBRARY_TIMEOUT_MS });

/** The related companies of a kind (enterprise registry) a start dialog picks the other party from. */
export const PARTNER_PICKER_KINDS = { supplier: ['factory', 'dealer'], buyer: ['dealer', 'hospital'] } as const;
export type PartnerPickerKind = (typeof PARTNER_PICKER_KINDS)[keyof typeof PARTNER_PICKER_KINDS][number];
export const PARTNER_OPTIONS_URL = CHANNEL_API.partnerPageList;
/** products by name or code (the product centre's picker: a manufacturer its own, a buyer those it may see) */
export const PRODUCT_OPTIONS_URL = PRODUCT_API.productOptions;
