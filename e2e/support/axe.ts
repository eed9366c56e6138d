/**
 * Accessibility checks with axe-core: WCAG 2.1 A and AA rules (and axe's best practices for landmarks and
 * headings). A page fails on any critical or serious violation; each is listed with the elements it names.
 */
import axe from 'axe-core';
import { expect, type Page } from '@playwright/test';
import { settled } from './antd';

declare global {
  interface Window {
    axe?: typeof axe;
  }
}

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
const FAILING = new Set(['critical', 'serious']);

/**
 * Analyses the page once its transitions have ended: text fading in (a form message appearing, a drawer opening)
 * has a contrast it will not keep, so it is judged as it settles. axe-core is put in a page once, through the
 * protocol (the page's CSP refuses inline scripts), and run in it: a journey judges many screens of one page.
 */
async function analyze(page: Page) {
  await settled(page);
  if (!(await page.evaluate(() => typeof window.axe === 'object'))) await page.evaluate(axe.source);
  const { violations } = await page.evaluate(
    (tags) => (window.axe as typeof axe).run(document, { runOnly: { type: 'tag', values: tags } }),
    TAGS,
  );
  return violations;
}

const describe = (v: Awaited<ReturnType<typeof analyze>>[number]) =>
  v.nodes.map(
    (node) => `${v.impact} ${v.id}: ${v.help} — ${node.target.map(String).join(' ')}\n    ${node.failureSummary ?? ''}`,
  );

/** The critical and serious violations of what the page shows now, one line per rule and element. */
export async function seriousViolations(page: Page): Promise<string[]> {
  return (await analyze(page)).filter((v) => FAILING.has(v.impact ?? '')).flatMap(describe);
}

/** Every violation, whatever its impact. */
export async function allViolations(page: Page): Promise<string[]> {
  return (await analyze(page)).flatMap(describe);
}

/** Fails the test when what the page shows now has a critical or serious violation. */
export async function expectAccessible(page: Page) {
  expect(await seriousViolations(page), `critical or serious axe violations on ${page.url()}`).toEqual([]);
}
