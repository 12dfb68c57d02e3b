// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import '../../lib/i18n';
import * as viewerApi from './viewer-api';
import { PDF_DIALOG_WIDTH, PDF_FRAME_HEIGHT, PdfPreviewer } from './pdf-previewer';

// counts evaluations of the pdf.js module: it must only load when a previewer opens
const pdfjs = vi.hoisted(() => ({ loads: 0, getDocument: vi.fn(), workerSrc: '' }));
vi.mock('pdfjs-dist', () => {
  pdfjs.loads += 1;
  return {
    GlobalWorkerOptions: {
      set workerSrc(v: string) {
        pdfjs.workerSrc = v;
      },
    },
    getDocument: pdfjs.getDocument,
  };
});
vi.mock('pdfjs-dist/build/pdf.worker.min.mjs?url', () => ({ default: '/assets/pdf.worker.min.mjs' }));
vi.mock('./viewer-api', () => ({ fetchFileBlob: vi.fn() }));

const renderSpy = vi.fn(() => ({ promise: Promise.resolve(), cancel: vi.fn() }));
const page = { getViewport: ({ scale }: { scale: number }) => ({ width: 600 * scale, height: 800 * scale }), render: renderSpy };
const doc = { numPages: 3, getPage: vi.fn(async () => page) };
const destroy = vi.fn();
const pdfBlob = () => new Blob(['%PDF-1.4 test'], { type: 'application/pdf' });

const show = (props: Partial<Parameters<typeof PdfPreviewer>[0]> = {}) =>
  render(
    <App>
      <PdfPreviewer open source={pdfBlob()} onClose={() => undefined} {...props} />
    </App>,
  );

beforeEach(() => {
  vi.clearAllMocks();
  pdfjs.getDocument.mockImplementation(() => ({ promise: Promise.resolve(doc), destroy }));
});
afterEach(() => cleanup());

describe('PdfPreviewer', () => {
  it('loads pdf.js only when opened, with the worker from pdf.worker.min.mjs?url', async () => {
    const view = render(
      <App>
        <PdfPreviewer open={false} source={pdfBlob()} onClose={() => undefined} />
      </App>,
    );
    await new Promise((r) => setTimeout(r, 20));
    expect(pdfjs.loads).toBe(0);
    expect(pdfjs.getDocument).not.toHaveBeenCalled();
    view.rerender(
      <App>
        <PdfPreviewer open source={pdfBlob()} onClose={() => undefined} />
      </App>,
    );
    await waitFor(() => expect(pdfjs.getDocument).toHaveBeenCalledTimes(1));
    expect(pdfjs.loads).toBe(1);
    expect(pdfjs.workerSrc).toBe('/assets/pdf.worker.min.mjs');
    const arg = pdfjs.getDocument.mock.calls[0]?.[0] as { data: Uint8Array };
    expect(new TextDecoder().decode(arg.data)).toBe('%PDF-1.4 test');
  });

  it('is a 1000 px dialog with a 600 px high scrolling frame', async () => {
    show();
    const frame = await screen.findByTestId('pdf-frame');
    expect(PDF_DIALOG_WIDTH).toBe(1000);
    expect(PDF_FRAME_HEIGHT).toBe(600);
    expect(frame.style.height).toBe('600px');
    expect(frame.style.overflow).toBe('auto');
    const dialog = frame.closest('.ant-modal') as HTMLElement;
    expect(dialog.style.width).toBe('1000px');
  });

  it('shows the loading text, then draws page 1 and navigates to the next page', async () => {
    let resolveDoc: (d: typeof doc) => void = () => undefined;
    pdfjs.getDocument.mockImplementation(() => ({
      promise: new Promise((r) => {
        resolveDoc = r;
      }),
      destroy,
    }));
    show();
    expect(await screen.findByText('正在努力加载中，请稍后...')).toBeTruthy();
    await waitFor(() => expect(pdfjs.getDocument).toHaveBeenCalled());
    resolveDoc(doc);
    expect(await screen.findByTestId('pdf-canvas')).toBeTruthy();
    await waitFor(() => expect(doc.getPage).toHaveBeenLastCalledWith(1));
    await waitFor(() => expect(renderSpy).toHaveBeenCalled());
    expect(screen.getByTestId('pdf-page-of').textContent).toBe('第 1 页 / 共 3 页');
    fireEvent.click(document.querySelector('.ant-pagination-next') as HTMLElement);
    await waitFor(() => expect(doc.getPage).toHaveBeenLastCalledWith(2));
    expect(screen.getByTestId('pdf-page-of').textContent).toBe('第 2 页 / 共 3 页');
  });

  it('fetches a file-library url with the session before handing the bytes to pdf.js', async () => {
    vi.mocked(viewerApi.fetchFileBlob).mockResolvedValue(pdfBlob());
    show({ source: '/guoke-deepexi-file-library/api/v1/business/file/download?fileCode=abc12345' });
    await waitFor(() => expect(pdfjs.getDocument).toHaveBeenCalled());
    expect(viewerApi.fetchFileBlob).toHaveBeenCalledWith('/guoke-deepexi-file-library/api/v1/business/file/download?fileCode=abc12345');
  });

  it('shows the error state when the file cannot be read', async () => {
    pdfjs.getDocument.mockImplementation(() => ({ promise: Promise.reject(new Error('bad pdf')), destroy }));
    show();
    expect(await screen.findByText('文件加载失败，请稍后重试')).toBeTruthy();
    expect(screen.queryByTestId('pdf-canvas')).toBeNull();
  });

  it('destroys the loaded document when closed', async () => {
    const onClose = vi.fn();
    const view = show({ onClose });
    await screen.findByTestId('pdf-canvas');
    fireEvent.click(document.querySelector('.ant-modal-close') as HTMLElement);
    expect(onClose).toHaveBeenCalled();
    view.rerender(
      <App>
        <PdfPreviewer open={false} source={null} onClose={onClose} />
      </App>,
    );
    expect(destroy).toHaveBeenCalled();
  });
});
