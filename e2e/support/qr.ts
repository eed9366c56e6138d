/**
 * QR codes off paper and into a camera: what a printed slip's PDF shows when rendered (pdf.js draws its first page
 * in a page of the browser; jsQR reads the drawing), and a video file for Chromium's fake camera that films a QR code.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import QRCode from 'qrcode';
import type { BrowserContext } from './test';

const require = createRequire(import.meta.url);
const ORIGIN = 'http://qr-reader.invalid';
const FILES: Record<string, { file: string; type: string }> = {
  '/pdf.mjs': { file: require.resolve('pdfjs-dist/build/pdf.min.mjs'), type: 'text/javascript' },
  '/pdf.worker.mjs': { file: require.resolve('pdfjs-dist/build/pdf.worker.min.mjs'), type: 'text/javascript' },
  '/jsQR.js': { file: require.resolve('jsqr/dist/jsQR.js'), type: 'text/javascript' },
};

export interface RenderedPdf {
  /** The first page's size, in points (1/72 inch). */
  width: number;
  height: number;
  /** What the QR code drawn on it says, or null when none is read. */
  qr: string | null;
}

/** Renders the first page of `pdf` at 4× and reads the QR code on it, in a page of `context` that nothing else sees. */
export async function readPdf(context: BrowserContext, pdf: Buffer): Promise<RenderedPdf> {
  const page = await context.newPage();
  try {
    await page.route(`${ORIGIN}/**`, (route) => {
      const { pathname } = new URL(route.request().url());
      const served = FILES[pathname];
      if (served) return route.fulfill({ body: fs.readFileSync(served.file), contentType: served.type });
      return route.fulfill({
        body: '<!doctype html><title>QR</title><script src="/jsQR.js"></script>',
        contentType: 'text/html',
      });
    });
    await page.goto(`${ORIGIN}/`);
    return await page.evaluate(async (base64) => {
      type PdfJs = {
        GlobalWorkerOptions: { workerSrc: string };
        getDocument(source: { data: Uint8Array }): {
          promise: Promise<{
            getPage(n: number): Promise<{
              view: number[];
              getViewport(o: { scale: number }): { width: number; height: number };
              render(o: object): { promise: Promise<void> };
            }>;
          }>;
        };
      };
      const pdfjs = (await import('/pdf.mjs' as string)) as PdfJs;
      pdfjs.GlobalWorkerOptions.workerSrc = '/pdf.worker.mjs';
      const data = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const first = await (await pdfjs.getDocument({ data }).promise).getPage(1);
      const viewport = first.getViewport({ scale: 4 });
      const canvas = document.createElement('canvas');
      canvas.width = Math.ceil(viewport.width);
      canvas.height = Math.ceil(viewport.height);
      const ctx = canvas.getContext('2d')!;
      await first.render({ canvasContext: ctx, canvas, viewport }).promise;
      const image = ctx.getImageData(0, 0, canvas.width, canvas.height);
      const read = (window as unknown as { jsQR(d: Uint8ClampedArray, w: number, h: number): { data: string } | null }).jsQR(
        image.data,
        image.width,
        image.height,
      );
      const [x0, y0, x1, y1] = first.view;
      return { width: x1 - x0, height: y1 - y0, qr: read?.data ?? null };
    }, pdf.toString('base64'));
  } finally {
    await page.close();
  }
}

const WIDTH = 640;
const HEIGHT = 480;

/**
 * A few frames of a QR code of `text` on white (YUV4MPEG2, 4:2:0), for chromium's
 * `--use-file-for-fake-video-capture`, which plays it over and over as the camera's picture.
 */
export function qrVideo(text: string, dir: string): string {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const quiet = 4;
  const scale = Math.floor(Math.min(WIDTH, HEIGHT) / (modules.size + 2 * quiet));
  const side = (modules.size + 2 * quiet) * scale;
  const left = Math.floor((WIDTH - side) / 2);
  const top = Math.floor((HEIGHT - side) / 2);
  const luma = Buffer.alloc(WIDTH * HEIGHT, 235);
  for (let row = 0; row < modules.size; row += 1) {
    for (let col = 0; col < modules.size; col += 1) {
      if (!modules.get(row, col)) continue;
      for (let y = 0; y < scale; y += 1) {
        const start = (top + (row + quiet) * scale + y) * WIDTH + left + (col + quiet) * scale;
        luma.fill(16, start, start + scale);
      }
    }
  }
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  const file = path.join(dir, 'slip-qr.y4m');
  fs.writeFileSync(
    file,
    Buffer.concat([Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`), ...Array(5).fill(frame)]),
  );
  return file;
}
