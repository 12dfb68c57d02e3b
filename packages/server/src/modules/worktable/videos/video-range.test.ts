// The Range header rules of the video stream.
import { describe, expect, it } from 'vitest';
import { parseRange } from './video-range.js';

describe('parseRange', () => {
  it('reads one byte range, an open end and a suffix, cutting an end past the file', () => {
    expect(parseRange(undefined, 1000)).toBeNull();
    expect(parseRange('bytes=0-99', 1000)).toEqual({ start: 0, end: 99 });
    expect(parseRange('bytes=100-', 1000)).toEqual({ start: 100, end: 999 });
    expect(parseRange('bytes=-50', 1000)).toEqual({ start: 950, end: 999 });
    expect(parseRange('bytes=-5000', 1000)).toEqual({ start: 0, end: 999 });
    expect(parseRange('bytes=990-5000', 1000)).toEqual({ start: 990, end: 999 });
    expect(parseRange('bytes=999-999', 1000)).toEqual({ start: 999, end: 999 });
  });

  it('finds anything else unsatisfiable', () => {
    for (const h of [
      'bytes=1000-',
      'bytes=5-4',
      'bytes=-0',
      'bytes=-',
      'bytes=a-b',
      'items=0-1',
      'bytes=0-1,3-4',
      'bytes=99999999999999999999-',
      '',
    ])
      expect(parseRange(h, 1000), h).toBe('unsatisfiable');
    expect(parseRange('bytes=0-1', 0)).toBe('unsatisfiable');
  });
});
