/**
 * Noto Sans Tamil, its Tamil subset only (woff2), added to the page when Tamil is chosen: a tablet without a Tamil
 * font would show boxes. English screens never fetch it.
 */
import regular from '@fontsource/noto-sans-tamil/files/noto-sans-tamil-tamil-400-normal.woff2';
import bold from '@fontsource/noto-sans-tamil/files/noto-sans-tamil-tamil-700-normal.woff2';

export const TAMIL_FONT_FAMILY = 'Noto Sans Tamil';
/** The subset's own range (the package's unicode.json): other characters keep the font stack's fonts. */
const TAMIL_RANGE = 'U+0964-0965,U+0B82-0BFA,U+200C-200D,U+20B9,U+25CC';

let added: Promise<void> | null = null;

/** Adds both weights; waits for the regular one (the bold one is fetched when bold Tamil text shows). */
export function loadTamilFont(): Promise<void> {
  if (typeof FontFace === 'undefined' || typeof document === 'undefined' || !document.fonts) return Promise.resolve();
  added ??= (async () => {
    const face = (url: string, weight: string) =>
      new FontFace(TAMIL_FONT_FAMILY, `url(${url}) format('woff2')`, { weight, unicodeRange: TAMIL_RANGE, display: 'swap' });
    const faces = [face(regular, '400'), face(bold, '700')];
    for (const each of faces) document.fonts.add(each);
    await faces[0].load();
  })().catch(() => {
    // Offline: the device's own Tamil font (if any) shows meanwhile; the next choice of Tamil tries again.
    added = null;
  });
  return added;
}
