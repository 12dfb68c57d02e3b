// /worktable/video 培训视频 (menu wt.video) and /newWorkbench/videoList (the new workbench's video list,
// any session): the training video library.
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { VideoLibrary } from './video-library';

export function VideoPage() {
  const { t } = useTranslation();
  return (
    <App component={false}>
      <VideoLibrary title={t('wbVideos:title.video')} testId="video-page" />
    </App>
  );
}

export function WorkbenchVideoListPage() {
  const { t } = useTranslation();
  return (
    <App component={false}>
      <VideoLibrary title={t('wbVideos:title.videoList')} testId="workbench-video-list" />
    </App>
  );
}
