// File-library files need the session's bearer header, so viewers fetch them as blobs through the
// request layer instead of pointing <img> or pdf.js at the url.
import { request } from '../../lib/api-client';

/** The file's bytes; a JSON answer is the server refusing (an error envelope), not the file. */
export async function fetchFileBlob(url: string): Promise<Blob> {
  const blob = await request<Blob>({ url, method: 'GET', responseType: 'blob', ignoreErrors: true });
  if (/json/i.test(blob.type)) throw new Error('file refused');
  return blob;
}
