// The product centre's UDI parsing as the order screens use it (/m-product-center/api/v1/udi/parse):
// a scanned code into its DI, lot, expiry, production date and serial, with the product it belongs to.
// Errors stay with the caller (the scan field shows the server's message under itself).
import type { UdiParseAnswer } from '@medportal/contracts/product/udi.contract';
import { PRODUCT_API } from '@medportal/contracts/common/api-paths';
import { post } from '../../../lib/api-client';
import { requireArg } from './mall-call';

/** POST udi/parse: the parsed code, or an ApiError whose msg names what is wrong with it. */
export const udiParse = async (code: string): Promise<UdiParseAnswer> =>
  (await post<UdiParseAnswer>(PRODUCT_API.udiParse, { code: requireArg('code', code) }, { ignoreErrors: true })).payload;
