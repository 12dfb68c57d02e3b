// The export button of a list: POSTs the list's filters, receives the file and saves it under the
// server's file name (Content-Disposition); loading while it runs; a refusal is shown by the request
// layer's download handling (its msg, or 'download failed').
import { useState, type ReactNode } from 'react';
import { Button, type ButtonProps } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { downloadFile, type DownloadResult } from '../../lib/download';

export type ExportButtonProps = {
  url: string;
  /** the POST body: the list's current search values and sort */
  body: unknown;
  /** exports of many rows take longer than a plain download */
  timeout?: number;
  children?: ReactNode;
  onDone?: (result: DownloadResult) => void;
} & Pick<ButtonProps, 'disabled' | 'type' | 'size'>;

/** Spreadsheet exports build the whole file before answering: allow them a minute. */
export const EXPORT_TIMEOUT_MS = 60_000;

export function useExport(url: string, timeout: number = EXPORT_TIMEOUT_MS) {
  const [loading, setLoading] = useState(false);
  const run = async (body: unknown): Promise<DownloadResult> => {
    setLoading(true);
    try {
      return await downloadFile({ url, method: 'POST', data: body, timeout });
    } finally {
      setLoading(false);
    }
  };
  return { loading, run };
}

export function ExportButton({ url, body, timeout, children, onDone, disabled, type, size }: ExportButtonProps) {
  const { t } = useTranslation();
  const { loading, run } = useExport(url, timeout);
  return (
    <Button
      icon={<DownloadOutlined />}
      loading={loading}
      disabled={disabled}
      type={type}
      size={size}
      data-testid="export-button"
      onClick={async () => {
        // run first: `onDone?.(await run())` would skip the export when no onDone is given
        const result = await run(body);
        onDone?.(result);
      }}
    >
      {children ?? t('table:export.button')}
    </Button>
  );
}
