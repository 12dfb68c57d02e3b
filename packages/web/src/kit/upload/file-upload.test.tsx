// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App, Form } from 'antd';
import '../../lib/i18n';
import { ApiError } from '../../lib/api-error';
import * as api from './upload-api';
import { FileUpload, type FileUploadProps } from './file-upload';
import type { UploadItem } from './upload-rules';

vi.mock('./upload-api', () => ({
  uploadFile: vi.fn(),
  createQrCode: vi.fn(),
  fetchQrFile: vi.fn(),
  cancelQrCode: vi.fn(),
  uploadFromPhone: vi.fn(),
}));
vi.mock('../viewer/viewer-api', () => ({ fetchFileBlob: vi.fn(() => new Promise(() => undefined)) }));
const mocked = vi.mocked(api);

const MB = 1024 * 1024;
const fileOf = (name: string, type: string, size = 1024) => {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};
const stored = (name: string, url = `/guoke-deepexi-file-library/api/v1/business/file/download?fileCode=${name}00000`): UploadItem => ({
  uid: `u-${name}`,
  url,
  loading: false,
  name,
  contentType: name.endsWith('.pdf') ? 'application/pdf' : 'image/png',
});

const show = (props: FileUploadProps = {}) =>
  render(
    <App>
      <FileUpload {...props} />
    </App>,
  );
const pickerInput = () => document.querySelector('.ant-upload input[type=file]') as HTMLInputElement;
// files the accept attribute would hide in a real dialog still reach the component (drag and drop, "all files")
const user = () => userEvent.setup({ applyAccept: false });

beforeEach(() => {
  vi.clearAllMocks();
  URL.createObjectURL = vi.fn(() => 'blob:thumb');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => cleanup());

describe('FileUpload', () => {
  it('shows the tip jpg/png/pdf within 4M', () => {
    show();
    expect(screen.getByTestId('file-upload-tip').textContent).toBe('支持 jpg/png/pdf 格式，大小不超过4M');
  });

  it('keeps the re-upload input out of sight inside an antd Form, whose styles show file inputs as blocks', () => {
    render(
      <App>
        <Form>
          <Form.Item name="files">
            <FileUpload />
          </Form.Item>
        </Form>
      </App>,
    );
    expect(getComputedStyle(screen.getByTestId('file-upload-replace')).display).toBe('none');
  });

  it('refuses a file over 4 MB in the browser, naming it, and sends nothing', async () => {
    show();
    await user().upload(pickerInput(), fileOf('scan.png', 'image/png', 4 * MB + 1));
    expect(await screen.findByText('「scan.png」上传失败：文件大小不能超过4M')).toBeTruthy();
    expect(mocked.uploadFile).not.toHaveBeenCalled();
    expect(screen.queryByTestId('upload-card')).toBeNull();
  });

  it('accepts exactly 4 MB', async () => {
    mocked.uploadFile.mockResolvedValue('/f?fileCode=ok');
    show();
    await user().upload(pickerInput(), fileOf('edge.pdf', 'application/pdf', 4 * MB));
    await waitFor(() => expect(mocked.uploadFile).toHaveBeenCalledTimes(1));
  });

  it('refuses a type other than jpg/png/pdf, naming the file', async () => {
    show();
    await user().upload(pickerInput(), [
      fileOf('notes.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'),
      fileOf('fake.png', 'image/gif'),
    ]);
    expect(await screen.findByText('「notes.docx」上传失败：仅支持 jpg/png/pdf 格式的文件')).toBeTruthy();
    expect(await screen.findByText('「fake.png」上传失败：仅支持 jpg/png/pdf 格式的文件')).toBeTruthy();
    expect(mocked.uploadFile).not.toHaveBeenCalled();
  });

  it('warns once with the limit, the number selected and the total when too many files are chosen', async () => {
    show({ limit: 3, value: [stored('a.png')] });
    await user().upload(pickerInput(), [fileOf('b.png', 'image/png'), fileOf('c.png', 'image/png'), fileOf('d.pdf', 'application/pdf')]);
    expect(await screen.findByText('最多只能上传 3 个文件，本次选择了 3 个，共 4 个')).toBeTruthy();
    expect(screen.getAllByText(/最多只能上传/)).toHaveLength(1);
    expect(mocked.uploadFile).not.toHaveBeenCalled();
    expect(screen.getAllByTestId('upload-card')).toHaveLength(1);
  });

  it('posts the file with the extra fields and keeps {url, loading} items', async () => {
    let finish: (url: string) => void = () => undefined;
    mocked.uploadFile.mockImplementation(
      () =>
        new Promise((r) => {
          finish = r;
        }),
    );
    const onChange = vi.fn();
    show({ onChange, extraData: { bizType: 'demo' } });
    const file = fileOf('license.jpg', 'image/jpeg');
    await user().upload(pickerInput(), file);
    await waitFor(() => expect(mocked.uploadFile).toHaveBeenCalledWith(file, { bizType: 'demo' }));
    expect(screen.getByTestId('upload-card').getAttribute('data-loading')).toBe('true');
    expect(onChange.mock.lastCall?.[0]).toMatchObject([{ url: '', loading: true, name: 'license.jpg' }]);
    await act(async () => finish('/dl?fileCode=license0001'));
    await waitFor(() => expect(screen.getByTestId('upload-card').getAttribute('data-loading')).toBe('false'));
    expect(onChange.mock.lastCall?.[0]).toMatchObject([{ url: '/dl?fileCode=license0001', loading: false, name: 'license.jpg' }]);
  });

  it("says '上传失败' and drops the card when the upload fails, with the server's reason when given", async () => {
    mocked.uploadFile.mockRejectedValueOnce(new ApiError({ code: 'NETWORK', msg: '' }));
    show();
    await user().upload(pickerInput(), fileOf('a.png', 'image/png'));
    expect(await screen.findByText('上传失败')).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('upload-card')).toBeNull());
    mocked.uploadFile.mockRejectedValueOnce(new ApiError({ code: 'FL1002', msg: '文件大小不能超过4M' }));
    await user().upload(pickerInput(), fileOf('b.png', 'image/png'));
    expect(await screen.findByText('上传失败：文件大小不能超过4M')).toBeTruthy();
  });

  it("says '重新上传失败' when re-uploading fails and keeps the earlier file", async () => {
    mocked.uploadFile.mockRejectedValue(new ApiError({ code: 'NETWORK', msg: '' }));
    const onChange = vi.fn();
    const item = stored('old.pdf');
    show({ value: [item], onChange });
    const card = screen.getByTestId('upload-card');
    await user().click(within(card).getByRole('button', { name: '重新上传' }));
    await user().upload(screen.getByTestId('file-upload-replace'), fileOf('new.pdf', 'application/pdf'));
    expect(await screen.findByText('重新上传失败')).toBeTruthy();
    expect(onChange.mock.lastCall?.[0]).toMatchObject([{ uid: item.uid, url: item.url, loading: false, name: 'old.pdf' }]);
  });

  it('replaces the file of a card when re-uploading succeeds', async () => {
    mocked.uploadFile.mockResolvedValue('/dl?fileCode=new00001');
    const onChange = vi.fn();
    show({ value: [stored('old.pdf')], onChange });
    await user().click(screen.getByRole('button', { name: '重新上传' }));
    await user().upload(screen.getByTestId('file-upload-replace'), fileOf('new.pdf', 'application/pdf'));
    await waitFor(() =>
      expect(onChange.mock.lastCall?.[0]).toMatchObject([{ url: '/dl?fileCode=new00001', loading: false, name: 'new.pdf' }]),
    );
    expect(onChange.mock.lastCall?.[0]).toHaveLength(1);
  });

  it('draws 200x142 cards and a 200x142 picker, hiding the picker at the limit', () => {
    const view = show({ value: [stored('a.pdf')], limit: 2 });
    const card = screen.getByTestId('upload-card');
    expect(card.style.width).toBe('200px');
    expect(card.style.height).toBe('142px');
    const picker = document.querySelector('.ant-upload-select') as HTMLElement;
    expect(picker.style.width).toBe('200px');
    expect(picker.style.height).toBe('142px');
    view.rerender(
      <App>
        <FileUpload value={[stored('a.pdf'), stored('b.png')]} limit={2} />
      </App>,
    );
    expect(document.querySelector('.ant-upload-select')).toBeNull();
  });

  it('asks before removing a file', async () => {
    const onChange = vi.fn();
    show({ value: [stored('a.pdf')], onChange });
    await user().click(screen.getByRole('button', { name: '删除' }));
    expect(await screen.findByText('确定删除该文件吗？')).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();
    await user().click(screen.getByRole('button', { name: '是' }));
    expect(onChange).toHaveBeenLastCalledWith([]);
  });

  it('hands a file to onPreview when given', async () => {
    const onPreview = vi.fn();
    const item = stored('a.pdf');
    show({ value: [item], onPreview });
    await user().click(screen.getByRole('button', { name: '预览' }));
    expect(onPreview).toHaveBeenCalledWith(item);
  });
});
