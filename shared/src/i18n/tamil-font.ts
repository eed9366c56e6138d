/**
 * Noto Sans Tamil is declared by the shell's style sheet with the Tamil unicode-range: the browser fetches it as soon
 * as Tamil text shows. Switching the screen to Tamil waits for it first, so the new texts do not show as boxes (or
 * in a fallback face) for a moment on a device without a Tamil font.
 */
export const TAMIL_FONT_FAMILY = 'Noto Sans Tamil';

/** Regular and bold: every Tamil screen has a bold title, which would show as boxes until its face arrived. */
const FACES = [400, 700] as const;

/** Resolves once both faces are on the device (at once where fonts cannot be asked for, or offline). */
export function loadTamilFont(): Promise<void> {
  if (typeof document === 'undefined' || !document.fonts) return Promise.resolve();
  return Promise.all(
    FACES.map((weight) => document.fonts.load(`${weight} 1em '${TAMIL_FONT_FAMILY}'`, 'தமிழ்').catch(() => [])),
  ).then(() => undefined);
}
