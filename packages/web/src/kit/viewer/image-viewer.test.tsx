// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import '../../lib/i18n';
import * as viewerApi from './viewer-api';
import { IMAGE_VIEWER_Z_INDEX, ImageViewer } from './image-viewer';

vi.mock('./viewer-api', () => ({ fetchFileBlob: vi.fn() }));

const png = () => new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' });

beforeEach(() => {
  vi.clearAllMocks();
  URL.createObjectURL = vi.fn(() => 'blob:image-1');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => cleanup());

describe('ImageViewer', () => {
  it('opens the antd preview on the zoom layer 9999', async () => {
    render(
      <App>
        <ImageViewer open source={png()} onClose={() => undefined} />
      </App>,
    );
    await waitFor(() => expect(document.querySelector('.ant-image-preview')).not.toBeNull());
    expect(IMAGE_VIEWER_Z_INDEX).toBe(9999);
    const layer = document.querySelector('.ant-image-preview') as HTMLElement;
    expect(layer.style.zIndex).toBe('9999');
    expect(document.querySelector('.ant-image-preview img')?.getAttribute('src')).toBe('blob:image-1');
  });

  it('fetches a file-library url with the session and revokes its object URL on close', async () => {
    vi.mocked(viewerApi.fetchFileBlob).mockResolvedValue(png());
    const onClose = vi.fn();
    const view = render(
      <App>
        <ImageViewer open source="/files/download?fileCode=abc" onClose={onClose} />
      </App>,
    );
    await waitFor(() => expect(document.querySelector('.ant-image-preview img')).not.toBeNull());
    expect(viewerApi.fetchFileBlob).toHaveBeenCalledWith('/files/download?fileCode=abc');
    fireEvent.keyDown(window, { key: 'Escape' });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    view.rerender(
      <App>
        <ImageViewer open={false} source="/files/download?fileCode=abc" onClose={onClose} />
      </App>,
    );
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:image-1');
  });

  it('says the image could not be loaded and closes when the fetch fails', async () => {
    vi.mocked(viewerApi.fetchFileBlob).mockRejectedValue(new Error('404'));
    const onClose = vi.fn();
    render(
      <App>
        <ImageViewer open source="/files/download?fileCode=gone" onClose={onClose} />
      </App>,
    );
    expect(await screen.findByText('图片加载失败，请稍后重试')).toBeTruthy();
    expect(onClose).toHaveBeenCalled();
  });

  it('shows a local blob: URL (a fresh upload) without fetching it', async () => {
    render(
      <App>
        <ImageViewer open source="blob:local-copy" onClose={() => undefined} />
      </App>,
    );
    await waitFor(() => expect(document.querySelector('.ant-image-preview img')?.getAttribute('src')).toBe('blob:local-copy'));
    expect(viewerApi.fetchFileBlob).not.toHaveBeenCalled();
  });

  it('renders nothing while closed', () => {
    render(
      <App>
        <ImageViewer open={false} source={png()} onClose={() => undefined} />
      </App>,
    );
    expect(document.querySelector('.ant-image-preview')).toBeNull();
    expect(URL.createObjectURL).not.toHaveBeenCalled();
  });
});
