/** Whether the page can draw the Tamil it shows on a device without a Tamil font of its own (as this machine is). */
import type { Page } from './test';

/**
 * The elements showing Tamil text that would be drawn as boxes: their font stack does not name the suite's Tamil
 * face, or the face has not arrived. A browser falls back to the device's fonts, never to another web font, for
 * characters its stack cannot draw. Empty once the page's fonts settle, when every Tamil text has its face.
 */
export const tamilTextWithoutTamilFace = (page: Page): Promise<string[]> =>
  page.evaluate(async () => {
    await document.fonts.ready;
    const tamil = /[\u0B80-\u0BFF]+/;
    const found: string[] = [];
    const seen = new Set<Element>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      const sample = tamil.exec(node.textContent ?? '')?.[0];
      if (!element || !sample || seen.has(element) || !element.checkVisibility()) continue;
      seen.add(element);
      const style = getComputedStyle(element);
      const font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      if (!style.fontFamily.includes('Noto Sans Tamil') || !document.fonts.check(font, sample))
        found.push(`${element.tagName.toLowerCase()} "${(node.textContent ?? '').trim().slice(0, 40)}" in ${style.fontFamily}`);
    }
    return found;
  });
