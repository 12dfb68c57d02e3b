import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as client from '../../lib/api-client';
import { cancelQrCode, createQrCode, fetchQrFile, uploadFile, uploadFromPhone } from './upload-api';

vi.mock('../../lib/api-client', () => ({ post: vi.fn() }));
const post = vi.mocked(client.post);
const envelope = (payload: unknown) => ({ code: '0', msg: '', payload });

beforeEach(() => vi.clearAllMocks());

describe('upload api', () => {
  it('posts one file as multipart to the file library and reads the url from payload', async () => {
    post.mockResolvedValue(envelope('/dl?fileCode=x'));
    const file = new File(['x'], 'a.png', { type: 'image/png' });
    await expect(uploadFile(file, { bizType: 'demo' })).resolves.toBe('/dl?fileCode=x');
    const [url, body, opts] = post.mock.calls[0] ?? [];
    expect(url).toBe('/guoke-deepexi-file-library/api/v1/business/file/upload');
    const form = body as FormData;
    expect([...form.keys()]).toEqual(['bizType', 'file']);
    expect((form.get('file') as File).name).toBe('a.png');
    expect(opts).toEqual({ ignoreErrors: true });
  });

  it('sends the phone upload as multipart code, token, then file', async () => {
    post.mockResolvedValue(envelope({ fileCode: 'f' }));
    const file = new File(['x'], 'p.pdf', { type: 'application/pdf' });
    await uploadFromPhone({ file, token: 'tok', code: '1.abc' });
    const [url, body] = post.mock.calls[0] ?? [];
    expect(url).toBe('/guoke-deepexi-file-library/api/v1/qrUpload/upload');
    const form = body as FormData;
    expect([...form.keys()]).toEqual(['code', 'token', 'file']);
    expect(form.get('code')).toBe('1.abc');
    expect(form.get('token')).toBe('tok');
  });

  it('calls code, file and cancel with the code in the body', async () => {
    post.mockResolvedValue(envelope(null));
    await createQrCode();
    await expect(fetchQrFile('1.abc')).resolves.toBeNull();
    await cancelQrCode('1.abc');
    expect(post.mock.calls.map((c) => [c[0], c[1]])).toEqual([
      ['/guoke-deepexi-file-library/api/v1/qrUpload/code', {}],
      ['/guoke-deepexi-file-library/api/v1/qrUpload/file', { code: '1.abc' }],
      ['/guoke-deepexi-file-library/api/v1/qrUpload/cancel', { code: '1.abc' }],
    ]);
  });
});
