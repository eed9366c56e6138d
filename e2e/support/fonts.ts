/** Whether the page draws the Tamil it shows on a device without a Tamil font of its own (as this machine is). */
import type { Page } from './test';

const MARK = 'data-e2e-tamil';

/**
 * The elements showing Tamil text that are drawn as boxes: what Chromium drew their text with (its platform fonts,
 * asked through the DevTools protocol) does not include the suite's Tamil face. A face the page reports loaded is not
 * enough: Chromium can keep a fallback chosen while the face was on its way. Empty once the page's fonts settle, when
 * every Tamil text is drawn in its face. Text the browser skips drawing until it nears the screen (a long list's far
 * cards, `content-visibility: auto`) is drawn in no font yet: it is looked at once it shows, as the first cards are.
 */
export async function tamilTextWithoutTamilFace(page: Page): Promise<string[]> {
  const shown = await page.evaluate(async (mark) => {
    await document.fonts.ready;
    const tamil = /[\u0B80-\u0BFF]+/;
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      if (
        !element ||
        element.hasAttribute(mark) ||
        !tamil.test(node.textContent ?? '') ||
        !element.checkVisibility({ contentVisibilityAuto: true })
      )
        continue;
      element.setAttribute(mark, String(texts.length));
      texts.push(`${element.tagName.toLowerCase()} "${(node.textContent ?? '').trim().slice(0, 40)}"`);
    }
    return texts;
  }, MARK);
  const cdp = await page.context().newCDPSession(page);
  const found: string[] = [];
  try {
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
    const { nodeIds } = await cdp.send('DOM.querySelectorAll', { nodeId: root.nodeId, selector: `[${MARK}]` });
    for (const nodeId of nodeIds) {
      // An element the page replaced meanwhile is skipped: the poll that calls this looks again.
      const drawn = await Promise.all([
        cdp.send('DOM.getAttributes', { nodeId }),
        cdp.send('CSS.getPlatformFontsForNode', { nodeId }),
      ]).catch(() => undefined);
      if (!drawn) continue;
      const [{ attributes }, { fonts }] = drawn;
      const index = Number(attributes[attributes.indexOf(MARK) + 1]);
      if (!fonts.some((font) => font.isCustomFont && font.familyName === 'Noto Sans Tamil'))
        found.push(`${shown[index]} drawn in ${fonts.map((font) => font.postScriptName).join(', ') || 'nothing'}`);
    }
  } finally {
    await cdp.detach().catch(() => undefined);
    await page
      .evaluate((mark) => document.querySelectorAll(`[${mark}]`).forEach((e) => e.removeAttribute(mark)), MARK)
      .catch(() => undefined);
  }
  return found;
}
