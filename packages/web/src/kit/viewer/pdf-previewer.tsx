// PDF previewer (spec 2 section 9: a 1000 px dialog with a 600 px high frame): pdf.js draws one page at a
// time into a scrolling frame, with page navigation. pdf.js loads on the first opening only.
import { useEffect, useRef, useState } from 'react';
import { Flex, Modal, Pagination, Result, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PdfHandle } from './pdf-document';
import { fetchFileBlob } from './viewer-api';

export const PDF_DIALOG_WIDTH = 1000;
export const PDF_FRAME_HEIGHT = 600;
// the page is drawn a little narrower than the dialog body so no horizontal scroll bar appears
const PAGE_WIDTH = PDF_DIALOG_WIDTH - 96;

export type PdfPreviewerProps = {
  open: boolean;
  /** file-library url (fetched with the session) or the PDF itself */
  source: string | Blob | null;
  title?: string;
  onClose: () => void;
};

type Loaded = { status: 'loading' } | { status: 'error' } | { status: 'ready'; doc: PdfHandle };

const loadPdf = async (source: string | Blob): Promise<PdfHandle> => {
  const [{ openPdf }, blob] = await Promise.all([
    import('./pdf-document'),
    typeof source === 'string' ? fetchFileBlob(source) : Promise.resolve(source),
  ]);
  return openPdf(await blob.arrayBuffer());
};

export function PdfPreviewer({ open, source, title, onClose }: PdfPreviewerProps) {
  const { t } = useTranslation();
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [page, setPage] = useState(1);
  // the canvas as state: the dialog may mount its content after the document is ready
  const [canvas, setCanvas] = useState<HTMLCanvasElement | null>(null);
  const frameRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open || !source) return undefined;
    let alive = true;
    let doc: PdfHandle | null = null;
    setLoaded({ status: 'loading' });
    setPage(1);
    loadPdf(source).then(
      (handle) => {
        doc = handle;
        if (alive) setLoaded({ status: 'ready', doc: handle });
        else handle.destroy();
      },
      () => alive && setLoaded({ status: 'error' }),
    );
    return () => {
      alive = false;
      doc?.destroy();
    };
  }, [open, source]);

  const doc = loaded.status === 'ready' ? loaded.doc : null;
  useEffect(() => {
    if (!doc || !canvas) return undefined;
    const render = doc.renderPage(page, canvas, PAGE_WIDTH);
    render.promise.catch(() => undefined);
    frameRef.current?.scrollTo?.({ top: 0 });
    return render.cancel;
  }, [doc, page, canvas]);

  return (
    <Modal
      open={open}
      title={title ?? t('upload:pdf.title')}
      width={PDF_DIALOG_WIDTH}
      footer={
        doc && doc.numPages > 1 ? (
          <Flex justify="center" align="center" gap={12}>
            <Pagination simple current={page} total={doc.numPages} pageSize={1} onChange={setPage} />
            <Typography.Text type="secondary" data-testid="pdf-page-of">
              {t('upload:pdf.pageOf', { page, total: doc.numPages })}
            </Typography.Text>
          </Flex>
        ) : null
      }
      onCancel={onClose}
      destroyOnHidden
      centered
    >
      <div ref={frameRef} data-testid="pdf-frame" style={{ height: PDF_FRAME_HEIGHT, overflow: 'auto' }}>
        {loaded.status === 'loading' && (
          <Flex justify="center" align="center" style={{ height: '100%' }}>
            <Spin description={t('upload:pdf.loading')} />
          </Flex>
        )}
        {loaded.status === 'error' && <Result status="error" title={t('upload:pdf.failed')} />}
        {doc && <canvas ref={setCanvas} data-testid="pdf-canvas" style={{ display: 'block', margin: '0 auto' }} />}
      </div>
    </Modal>
  );
}
