import { describe, expect, it } from 'vitest';
import { isPdfItem, overLimit, phonePageLink, refusalOf, UPLOAD_MAX_BYTES } from './upload-rules';

describe('upload rules', () => {
  it('accepts jpg/jpeg/png/pdf up to 4 MB and refuses other types or bigger files', () => {
    expect(UPLOAD_MAX_BYTES).toBe(4 * 1024 * 1024);
    expect(refusalOf({ name: 'a.JPG', size: 10, type: 'image/jpeg' })).toBeNull();
    expect(refusalOf({ name: 'a.jpeg', size: 10, type: '' })).toBeNull();
    expect(refusalOf({ name: 'a.pdf', size: UPLOAD_MAX_BYTES, type: 'application/pdf' })).toBeNull();
    expect(refusalOf({ name: 'a.pdf', size: UPLOAD_MAX_BYTES + 1, type: 'application/pdf' })).toBe('size');
    expect(refusalOf({ name: 'a.gif', size: 10, type: 'image/gif' })).toBe('type');
    expect(refusalOf({ name: 'a.png', size: 10, type: 'text/html' })).toBe('type');
    expect(refusalOf({ name: 'png', size: 10, type: '' })).toBe('type');
  });

  it('counts a selection against the limit', () => {
    expect(overLimit(undefined, 10, 10)).toBeNull();
    expect(overLimit(3, 1, 2)).toBeNull();
    expect(overLimit(3, 1, 3)).toEqual({ limit: 3, selected: 3, total: 4 });
  });

  it('links the phone page under the app base with the code and token', () => {
    expect(phonePageLink('c0de', 't/k+n', { origin: 'https://portal.example', pathname: '/app/' })).toBe(
      'https://portal.example/app/#/upload/h5?code=c0de&token=t%2Fk%2Bn',
    );
  });

  it('tells a PDF by type or extension', () => {
    expect(isPdfItem({ name: 'x.PDF', url: '' })).toBe(true);
    expect(isPdfItem({ name: 'x', contentType: 'application/pdf', url: '' })).toBe(true);
    expect(isPdfItem({ name: 'x.png', contentType: 'image/png', url: '' })).toBe(false);
  });
});
