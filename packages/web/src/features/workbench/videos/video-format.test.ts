import { describe, expect, it } from 'vitest';
import { fileCodeOf, formatDuration, formatSize } from './video-format';

describe('video-format', () => {
  it('shows durations as m:ss or h:mm:ss, nothing when unknown', () => {
    expect(formatDuration(95)).toBe('1:35');
    expect(formatDuration(5)).toBe('0:05');
    expect(formatDuration(3723)).toBe('1:02:03');
    expect(formatDuration(null)).toBe('');
    expect(formatDuration(-1)).toBe('');
  });

  it('shows sizes and reads the file code of a download url', () => {
    expect(formatSize(512)).toBe('512 B');
    expect(formatSize(1536)).toBe('1.5 KB');
    expect(formatSize(5 * 1024 * 1024)).toBe('5.0 MB');
    expect(fileCodeOf('/guoke-deepexi-file-library/api/v1/business/file/download?fileCode=abcDEF123')).toBe('abcDEF123');
    expect(fileCodeOf(undefined)).toBeNull();
  });
});
