// The Range header of a stream request (RFC 9110 section 14): one byte range, 'bytes=a-b', 'bytes=a-'
// or the suffix 'bytes=-n'. An end past the file is cut to its last byte. Anything else (other units,
// several ranges, a start past the end, an empty suffix, text that is not a range) is unsatisfiable here.
export type ByteRange = { start: number; end: number };

const SINGLE = /^bytes=(\d*)-(\d*)$/;

/** null: no Range header (the whole file); 'unsatisfiable': answer 416; else the inclusive range. */
export function parseRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | null {
  if (header === undefined) return null;
  const m = SINGLE.exec(header.trim());
  if (!m || size <= 0) return 'unsatisfiable';
  const [, first, last] = m as unknown as [string, string, string];
  if (first === '' && last === '') return 'unsatisfiable';
  if (first === '') {
    const length = Number(last);
    if (!Number.isSafeInteger(length) || length === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (!Number.isSafeInteger(start) || !Number.isSafeInteger(end) || start >= size || start > end) return 'unsatisfiable';
  return { start, end };
}
