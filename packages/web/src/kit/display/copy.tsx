// Copying text (spec 2 section 8: 'copy succeeded', in zh-CN '复制成功'): useCopy for any trigger
// (navigator.clipboard, the legacy execCommand where it is missing) and <Copy> on antd Typography.
import type { ReactNode } from 'react';
import { App, message as staticMessage, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

async function writeClipboard(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    await navigator.clipboard.writeText(text);
    return;
  }
  // http pages (no secure context) have no clipboard API
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  const done = document.execCommand('copy');
  area.remove();
  if (!done) throw new Error('copy failed');
}

function useMessageApi() {
  const { message } = App.useApp();
  return typeof message?.success === 'function' ? message : staticMessage;
}

/** Copies `text` and says so; resolves false (after an error message) when the browser refused. */
export function useCopy(): (text: string) => Promise<boolean> {
  const { t } = useTranslation();
  const message = useMessageApi();
  return async (text) => {
    try {
      await writeClipboard(text);
      void message.success(t('widgets:copy.success'));
      return true;
    } catch {
      void message.error(t('widgets:copy.failed'));
      return false;
    }
  };
}

/** Text with antd's copy icon; the copy shows the message too. */
export function Copy({ text, children }: { text: string; children?: ReactNode }) {
  const { t } = useTranslation();
  const message = useMessageApi();
  return (
    <Typography.Text
      copyable={{
        text,
        tooltips: [t('widgets:copy.action'), t('widgets:copy.success')],
        onCopy: () => {
          void message.success(t('widgets:copy.success'));
        },
      }}
    >
      {children ?? text}
    </Typography.Text>
  );
}
