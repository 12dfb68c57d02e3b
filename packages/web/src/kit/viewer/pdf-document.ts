// pdf.js behind a small interface. Only PdfPreviewer imports this module, dynamically, so pdf.js and its
// worker stay out of every route chunk until a PDF is opened.
import { GlobalWorkerOptions, getDocument } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

GlobalWorkerOptions.workerSrc = workerUrl;

export type PdfRender = { promise: Promise<void>; cancel: () => void };

export type PdfHandle = {
  numPages: number;
  /** Draws page `pageNumber` (1-based) into the canvas, scaled to `width` CSS pixels. */
  renderPage: (pageNumber: number, canvas: HTMLCanvasElement, width: number) => PdfRender;
  destroy: () => void;
};

export async function openPdf(data: ArrayBuffer): Promise<PdfHandle> {
  const task = getDocument({ data: new Uint8Array(data) });
  const doc = await task.promise;
  return {
    numPages: doc.numPages,
    renderPage(pageNumber, canvas, width) {
      let cancelled = false;
      let cancelTask: (() => void) | null = null;
      const promise = doc.getPage(pageNumber).then(async (page) => {
        if (cancelled) return;
        const fit = width / page.getViewport({ scale: 1 }).width;
        // draw at device resolution so text stays sharp on high-density screens
        const ratio = window.devicePixelRatio || 1;
        const viewport = page.getViewport({ scale: fit * ratio });
        canvas.width = Math.floor(viewport.width);
        canvas.height = Math.floor(viewport.height);
        canvas.style.width = `${Math.floor(viewport.width / ratio)}px`;
        canvas.style.height = `${Math.floor(viewport.height / ratio)}px`;
        const render = page.render({ canvas, viewport });
        cancelTask = () => render.cancel();
        await render.promise;
      });
      return {
        promise,
        cancel: () => {
          cancelled = true;
          cancelTask?.();
        },
      };
    },
    destroy: () => void task.destroy(),
  };
}
