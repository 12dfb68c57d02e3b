// Typed client of the packaging, barcode rule and label calls (product centre, PRODUCT_API). Label images
// and sheets need the session's bearer header, so they come as blobs through the request layer's
// transport; a refusal (a JSON envelope instead of the image) becomes an ApiError with the server's msg.
import { PRODUCT_API } from '@medportal/contracts/common/api-paths';
import type {
  BarcodeRuleBody,
  LabelFormat,
  LabelSheetBody,
  LabelSymbology,
  PackageSaveBody,
  PackageView,
} from '@medportal/contracts/product/packages.contract';
import { ApiError, post, send, type TransportResponse } from '../../../lib/api-client';
import { downloadFile, jsonBodyOf } from '../../../lib/download';

export type ProductOption = { id: number; code: string; name: string; specification: string; unit: string; udiDi: string | null };

/** What a label carries besides the level's DI; empty values are left out. */
export type LabelRequest = {
  productId: number;
  level: number;
  symbology: LabelSymbology;
  lot?: string;
  expiry?: string;
  productionDate?: string;
  serial?: string;
};

const payload = async <T>(url: string, body: unknown): Promise<T> => (await post<T>(url, body)).payload;

export const packageList = (productId: number) => payload<PackageView>(PRODUCT_API.packageList, { productId });
export const packageSave = (body: PackageSaveBody) => payload<PackageView>(PRODUCT_API.packageSave, body);
export const barcodeRuleSave = (body: BarcodeRuleBody) => payload<PackageView>(PRODUCT_API.barcodeRuleSave, body);

/** The query of a label: blank optional fields dropped. */
export function labelParams(req: LabelRequest, format: LabelFormat): Record<string, string> {
  const params: Record<string, string> = { productId: String(req.productId), level: String(req.level), symbology: req.symbology, format };
  for (const key of ['lot', 'expiry', 'productionDate', 'serial'] as const) {
    const value = req[key]?.trim();
    if (value) params[key] = value;
  }
  return params;
}

async function blobOf(response: TransportResponse, url: string): Promise<Blob> {
  const body = await jsonBodyOf(response.data, response.headers.get('content-type') ?? '');
  if (body || response.status < 200 || response.status >= 300) {
    throw new ApiError({ code: body?.code ?? String(response.status), msg: body?.msg ?? '', status: response.status, url });
  }
  return response.data as Blob;
}

/** One label as SVG or PNG and its element string; a refusal rejects with the server's msg. */
export async function fetchLabel(req: LabelRequest, format: LabelFormat, signal?: AbortSignal) {
  const url = PRODUCT_API.labelImage;
  const response = await send({
    url,
    method: 'GET',
    params: labelParams(req, format),
    responseType: 'blob',
    ...(signal ? { signal } : {}),
  });
  const blob = await blobOf(response, url);
  const text = response.headers.get('x-element-string');
  return { blob, text: text ? decodeURIComponent(text) : '' };
}

export const downloadLabel = (req: LabelRequest, format: LabelFormat, fileName: string) =>
  downloadFile({ url: PRODUCT_API.labelImage, params: labelParams(req, format), fileName });

/** The printable A4 PDF sheet of labels. */
export async function fetchLabelSheet(body: LabelSheetBody): Promise<Blob> {
  const url = PRODUCT_API.labelSheet;
  return blobOf(await send({ url, method: 'POST', data: body, responseType: 'blob', timeout: 60_000 }), url);
}
