// Upload rules of spec 2 sections 5, 7 and 9: jpg/png/pdf within 4 MB (checked here before sending and
// again by the server), the too-many-files count, the 200x142 card and the QR phone-page link.
import { FILE_API } from '@medportal/contracts/common/api-paths';

/** Same limit as the file library's UPLOAD_MAX_BYTES (contracts are type-only imports in web code). */
export const UPLOAD_MAX_BYTES = 4 * 1024 * 1024;
export const UPLOAD_EXTENSIONS = ['jpg', 'jpeg', 'png', 'pdf'] as const;
export const UPLOAD_MIME_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;
export const UPLOAD_ACCEPT = '.jpg,.jpeg,.png,.pdf,image/jpeg,image/png,application/pdf';
/** Spec 2 section 9 'Upload card is 200x142'. */
export const UPLOAD_CARD = { width: 200, height: 142 } as const;
/** The desktop asks the server for the phone's file every 2 s. */
export const QR_POLL_MS = 2000;
/** Hash-router path of the phone page (the server's QR_PHONE_PATH). */
export const QR_PHONE_PATH = '/upload/h5';

export const UPLOAD_URL = FILE_API.fileUpload;

/** One entry of an upload list (spec 2 'Upload list item: url, loading'). */
export type UploadItem = {
  uid: string;
  /** file-library download url; empty while uploading */
  url: string;
  loading: boolean;
  name: string;
  /** MIME type when known (tells the PDF previewer from the image viewer) */
  contentType?: string;
  /** object URL of the local copy, for the card thumbnail */
  thumbUrl?: string;
};

export type FileRefusal = 'type' | 'size';

const extensionOf = (name: string): string => /\.([^.]+)$/.exec(name)?.[1]?.toLowerCase() ?? '';

/** Why a chosen file may not be sent, or null when it may. The extension decides the type; a MIME type,
 *  when the browser gives one, must agree with it. */
export function refusalOf(file: Pick<File, 'name' | 'size' | 'type'>, maxBytes = UPLOAD_MAX_BYTES): FileRefusal | null {
  const ext = extensionOf(file.name);
  const typeOk =
    (UPLOAD_EXTENSIONS as readonly string[]).includes(ext) && (!file.type || (UPLOAD_MIME_TYPES as readonly string[]).includes(file.type));
  if (!typeOk) return 'type';
  if (file.size > maxBytes) return 'size';
  return null;
}

/** The numbers of the too-many warning, or null when the selection fits under the limit. */
export function overLimit(
  limit: number | undefined,
  existing: number,
  selected: number,
): { limit: number; selected: number; total: number } | null {
  if (limit === undefined || existing + selected <= limit) return null;
  return { limit, selected, total: existing + selected };
}

export const isPdfItem = (item: Pick<UploadItem, 'name' | 'contentType' | 'url'>): boolean =>
  item.contentType === 'application/pdf' || extensionOf(item.name) === 'pdf';

/** `<origin><base>#/upload/h5?code=…&token=…`: the page the phone opens, carrying the code and token. */
export function phonePageLink(code: string, token: string, location: Pick<Location, 'origin' | 'pathname'> = window.location): string {
  const query = new URLSearchParams({ code, token });
  return `${location.origin}${location.pathname}#${QR_PHONE_PATH}?${query.toString()}`;
}

let uidSeq = 0;
export const nextUploadUid = (): string => `upload-${Date.now().toString(36)}-${(uidSeq += 1)}`;
