/**
 * The slip a referred woman leaves the camp with, and her view opened again from it: a nurse finishes a breast
 * screening that refers her; the success page leads to her view, which shows the referral; the slip printed on A5 and
 * on an 80 mm receipt roll (the browser's "Save as PDF") carries her Registration ID as a QR code that reads back from
 * the PDF's rendering. On another tablet, Scan slip films that QR code with the camera (chromium's fake camera playing
 * a video of it) and opens her view.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, expect, test, type Page } from '../support/test';
import { CHROMIUM, CHROMIUM_ARGS } from '@screening/tooling/test/chromium.ts';
import { choose, pickRadio } from '../support/antd';
import { qrVideo, readPdf } from '../support/qr';
import { enrolWoman, NURSE, referForMammogram, type Enrolled } from '../support/screening';
import { signIn } from '../support/session';

// A screening form, two PDFs and a second browser with a camera, on a shared machine.
test.setTimeout(240_000);

const MM_IN_POINTS = 72 / 25.4;

async function referFromScreening(page: Page, woman: Enrolled) {
  await page.getByRole('navigation', { name: 'Home menu' }).getByRole('link', { name: 'Screening', exact: true }).click();
  await page.getByLabel('Search by Patient name/id/mobile').fill(woman.registrationId);
  await page.getByRole('button', { name: 'Search' }).click();
  const card = page.getByRole('group', { name: `${woman.name} ${woman.registrationId}` });
  await choose(card, 'Stage', 'Breast Screening');
  await card.getByRole('button', { name: 'Next' }).click();
  await choose(page, 'Breast Examination', 'Yes');
  await referForMammogram(page);
  await page.getByRole('button', { name: 'Finish' }).click();
  await expect(page).toHaveURL(/#\/SuccessMessageScreeningFInal$/);
}

test('her referral slip prints on A5 and a receipt roll with a QR code of her ID, and scanning it opens her view', async ({
  page,
  request,
  baseURL,
}) => {
  const woman = await enrolWoman(request);
  await signIn(page, NURSE.email);
  await referFromScreening(page, woman);

  await page.getByRole('button', { name: 'Print her referral slip' }).click();
  await expect(page).toHaveURL(/#\/Participant\?id=\d+$/);
  await expect(page.getByRole('heading', { name: woman.name })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Tests' })).toContainText('Breast screeningPositive – referred');
  await expect(page.getByRole('list', { name: 'Who did what' })).toContainText('Screening finished – referred – Breast');

  await page.getByRole('button', { name: 'Print slip – Breast' }).click();
  const dialog = page.getByRole('dialog', { name: `Referral slip — ${woman.name}` });
  const slip = dialog.getByRole('article', { name: 'Referral slip / பரிந்துரைச் சீட்டு' });
  await expect(slip).toContainText(woman.registrationId);
  await expect(slip).toContainText('Baseline mammogram');
  await expect(dialog.getByRole('button', { name: 'Print' })).toBeEnabled();

  // "Save as PDF": the printed page is the slip alone, on the paper's size, its QR code her Registration ID.
  const a5 = await readPdf(page.context(), await page.pdf({ preferCSSPageSize: true, printBackground: true }));
  expect([Math.round(a5.width / MM_IN_POINTS), Math.round(a5.height / MM_IN_POINTS)]).toEqual([148, 210]);
  expect(a5.qr).toBe(woman.registrationId);

  await pickRadio(dialog, 'Receipt 80 mm');
  await expect(dialog.getByRole('button', { name: 'Print' })).toBeEnabled();
  const receipt = await readPdf(page.context(), await page.pdf({ preferCSSPageSize: true, printBackground: true }));
  expect(Math.round(receipt.width / MM_IN_POINTS)).toBe(80);
  expect(receipt.qr).toBe(woman.registrationId);

  // Another tablet, whose camera sees her slip.
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'slip-camera-'));
  const tablet = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      ...CHROMIUM_ARGS,
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${qrVideo(woman.registrationId, dir)}`,
    ],
  });
  try {
    const context = await tablet.newContext({ baseURL, permissions: ['camera'] });
    const other = await context.newPage();
    await signIn(other, NURSE.email);
    await other.getByRole('navigation', { name: 'Home menu' }).getByRole('link', { name: 'Follow-up', exact: true }).click();
    await other.getByRole('button', { name: 'Scan slip' }).click();
    // Nothing is typed: only the camera can open her view. Its "Point the camera…" may last a frame before the code is
    // read (or the camera may take seconds to open on a busy tablet), so the test waits for what the scan leads to.
    await expect(other.getByRole('dialog', { name: 'Scan her slip' })).toBeVisible();
    await expect(other).toHaveURL(/#\/Participant\?id=\d+$/, { timeout: 30_000 });
    await expect(other.getByRole('heading', { name: woman.name })).toBeVisible();
    await expect(other.getByRole('dialog')).toHaveCount(0);
  } finally {
    await tablet.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
