// Pieces shared by the file-history dropdown and its full-list dialog: the download rules of a record
// (spec 1 section 4 'File history') and the date and operation-type display.
import { Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FileRecord } from '@medportal/contracts/files/file-library.contract';
import { showInstant } from '../../lib/time';
import { downloadErrorFile, downloadHistoryFile } from './overlays-api';

export const DOWNLOADABLE_STATUS = 'SAVESUCCESSFUL';

export const formatCreatedAt = (iso: string) => showInstant(iso);

export const operationKey = (type: number | null): 'import' | 'export' | null => (type === 1 ? 'import' : type === 2 ? 'export' : null);

/**
 * The download link only for a finished file (otherwise its status text, when asked for), and the
 * error-hint download whenever the job has error text.
 */
export function RecordActions({ record, showStatusText = true }: { record: FileRecord; showStatusText?: boolean }) {
  const { t } = useTranslation();
  const baseName = record.fileOldName.replace(/\.[^.]+$/, '');
  return (
    <Space size="small" wrap>
      {record.status === DOWNLOADABLE_STATUS ? (
        <Typography.Link onClick={() => void downloadHistoryFile(record)} data-testid="file-history-download">
          {t('overlays:fileHistory.download')}
        </Typography.Link>
      ) : (
        showStatusText && (
          <Typography.Text type="secondary" data-testid="file-history-status">
            {record.showStatus}
          </Typography.Text>
        )
      )}
      {record.errorTxt !== null && (
        <Typography.Link
          type="danger"
          onClick={() => void downloadErrorFile(record.fileCode, t('overlays:fileHistory.errorFileName', { name: baseName }))}
          data-testid="file-history-error-file"
        >
          {t('overlays:fileHistory.errorFile')}
        </Typography.Link>
      )}
    </Space>
  );
}
