// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.setConfig({ testTimeout: 30_000 });
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '../../../lib/i18n';
import '../../../lib/feature-texts';
import { useSessionStore } from '../../../lib/session-store';
import * as api from './videos-api';
import type * as format from './video-format';
import { pageOf, renderScreen, videoOf } from './test-utils';
import { VideoPage } from './video-page';

vi.mock('./videos-api', async (original) => ({
  ...(await original<typeof api>()),
  fetchVideoPage: vi.fn(),
  saveVideo: vi.fn(),
  deleteVideo: vi.fn(),
  uploadVideoFile: vi.fn(),
}));
// the browser reads the duration from the file's metadata; happy-dom has no media decoder
vi.mock('./video-format', async (original) => ({
  ...(await original<typeof format>()),
  measureDuration: vi.fn(async () => 42),
}));
const mocked = vi.mocked(api);
const PATH = '/worktable/video';
const PRIVATE = videoOf({
  id: 2,
  title: '订单管理培训',
  public: false,
  durationSeconds: 3723,
  streamUrl: '/m-worktable/api/v1/video/stream?id=2&tenantId=1&ticket=t2',
  coverUrl: '/m-worktable/api/v1/video/cover?id=2&tenantId=1&ticket=t2',
  coverFileCode: 'coverCode0001',
});
const HIDDEN = videoOf({ id: 3, title: '内部草稿', status: 'hidden', public: false });

beforeEach(() => {
  vi.clearAllMocks();
});
afterEach(() => {
  cleanup();
  useSessionStore.getState().clear();
});

describe('VideoPage', () => {
  it('shows the videos as cards with cover and duration, and plays one in the browser’s player', async () => {
    mocked.fetchVideoPage.mockResolvedValue({ ...pageOf([videoOf(), PRIVATE]), canManage: false });
    renderScreen(PATH, VideoPage);
    const card = await screen.findByTestId('video-card-2');
    expect(within(card).getByText('订单管理培训')).toBeTruthy();
    expect(screen.getByTestId('video-duration-2').textContent).toBe('1:02:03');
    expect(screen.getByTestId('video-duration-1').textContent).toBe('1:35');
    expect(within(card).getByRole('img').getAttribute('src')).toBe(PRIVATE.coverUrl);
    // viewers get neither the add button nor the card actions
    expect(screen.queryByTestId('video-add')).toBeNull();
    expect(screen.queryByTestId('video-edit-2')).toBeNull();

    await userEvent.click(card);
    const player = (await screen.findByTestId('video-player')) as HTMLVideoElement;
    expect(player.getAttribute('src')).toBe(PRIVATE.streamUrl);
    expect(player.hasAttribute('controls')).toBe(true);
  });

  it('searches by title and shows an empty state', async () => {
    mocked.fetchVideoPage.mockResolvedValue({ ...pageOf([]), canManage: false });
    renderScreen(PATH, VideoPage);
    expect(await screen.findByText('暂无培训视频')).toBeTruthy();
    const search = within(screen.getByTestId('video-search')).getByRole('searchbox');
    await userEvent.type(search, '订单{Enter}');
    await waitFor(() => expect(mocked.fetchVideoPage).toHaveBeenLastCalledWith({ pageNum: 1, pageSize: 20, title: '订单' }));
    expect(await screen.findByText('没有找到相关视频')).toBeTruthy();
  });

  it('platform managers add, edit and delete (after a confirm); the button alone is not enough', async () => {
    mocked.fetchVideoPage.mockResolvedValue({ ...pageOf([PRIVATE, HIDDEN]), canManage: true });
    mocked.deleteVideo.mockResolvedValue(undefined);
    renderScreen(PATH, VideoPage, { companyType: 'MM', buttons: ['wt.video.manage'] });
    await screen.findByTestId('video-card-3');
    expect(within(screen.getByTestId('video-card-3')).getByText('已隐藏')).toBeTruthy();
    expect(screen.getByTestId('video-add')).toBeTruthy();

    await userEvent.click(screen.getByTestId('video-delete-3'));
    expect(await screen.findByText('确认删除视频“内部草稿”吗？删除后不可恢复。')).toBeTruthy();
    // the action did not open the player
    expect(screen.queryByTestId('video-player')).toBeNull();
    await userEvent.click(screen.getByTestId('confirm-dialog-cancel'));
    expect(mocked.deleteVideo).not.toHaveBeenCalled();
    await userEvent.click(screen.getByTestId('video-delete-3'));
    await userEvent.click((await screen.findAllByTestId('confirm-dialog-ok')).at(-1)!);
    await waitFor(() => expect(mocked.deleteVideo).toHaveBeenCalledWith(3));

    await userEvent.click(screen.getByTestId('video-edit-2'));
    const title = (await screen.findByTestId('video-form-title')) as HTMLInputElement;
    await waitFor(() => expect(title.value).toBe('订单管理培训'));
  });

  it('a list that says canManage without the button shows no management', async () => {
    mocked.fetchVideoPage.mockResolvedValue({ ...pageOf([PRIVATE]), canManage: true });
    renderScreen(PATH, VideoPage, { companyType: 'MM', buttons: [] });
    await screen.findByTestId('video-card-2');
    expect(screen.queryByTestId('video-add')).toBeNull();
    expect(screen.queryByTestId('video-edit-2')).toBeNull();
  });

  it('the drawer refuses a file that is not an mp4, uploads an mp4 and saves the video', async () => {
    mocked.fetchVideoPage.mockResolvedValue({ ...pageOf([]), canManage: true });
    mocked.uploadVideoFile.mockImplementation(async (_file, onProgress) => {
      onProgress(0.5);
      return { fileCode: 'newVideoCode01', fileName: 'intro.mp4', fileSize: 2048 };
    });
    mocked.saveVideo.mockResolvedValue(videoOf({ id: 9 }));
    renderScreen(PATH, VideoPage, { companyType: 'MM', buttons: ['wt.video.manage'] });
    await userEvent.click(await screen.findByTestId('video-add'));
    const drawer = await screen.findByTestId('video-form');
    const input = () => drawer.querySelector('input[type="file"]') as HTMLInputElement;

    fireEvent.change(input(), { target: { files: [new File(['x'], 'notes.pdf', { type: 'application/pdf' })] } });
    expect(await within(drawer).findByText('仅支持 mp4 格式的视频文件')).toBeTruthy();
    expect(mocked.uploadVideoFile).not.toHaveBeenCalled();

    // saving without a video names what is missing
    await userEvent.type(within(drawer).getByTestId('video-form-title'), '新员工培训');
    await userEvent.click(screen.getByTestId('video-form-save'));
    expect(await within(drawer).findByText('请上传 mp4 视频文件')).toBeTruthy();
    expect(mocked.saveVideo).not.toHaveBeenCalled();

    fireEvent.change(input(), { target: { files: [new File([new Uint8Array(2048)], 'intro.mp4', { type: 'video/mp4' })] } });
    expect(await within(drawer).findByText('已上传：intro.mp4（2.0 KB）')).toBeTruthy();
    await userEvent.click(within(drawer).getByTestId('video-form-public'));
    await userEvent.click(screen.getByTestId('video-form-save'));
    await waitFor(() =>
      expect(mocked.saveVideo).toHaveBeenCalledWith(
        expect.objectContaining({
          title: '新员工培训',
          fileCode: 'newVideoCode01',
          durationSeconds: 42,
          public: true,
          status: 'published',
          coverFileCode: null,
        }),
      ),
    );
  });
});
