/**
 * The app opens offline (issue: a camp day without a network): a social worker signs in online, opens Patient
 * Registration and finds her clinic; the network goes; a reload still opens the app, signed in, and the clinic
 * search answers from the device: by the same text, and by another one from her whole list of clinics. An area whose
 * code was still on its way when the service worker took over the first visit is kept whole all the same.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '../support/test';
import { E2E_SITE_DIR } from '../support/global-setup';
import { signIn } from '../support/session';
import { expectAreaKept, keptReads, untilServiceWorkerControls } from '../support/offline';
import { createClinicWithSocialWorker, SOCIAL_WORKER } from '../support/registration';

test.setTimeout(120_000);

async function searchClinic(page: Page, text: string, clinic: string) {
  await page.getByLabel('Enter Clinic ID or Name').fill(text);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('group', { name: clinic }).getByRole('button', { name: 'Start Registration' })).toBeVisible();
}

test('signed in online, a social worker reloads offline: the app opens and her clinic search answers', async ({
  page,
  context,
  request,
}) => {
  const clinic = await createClinicWithSocialWorker(request);
  await signIn(page, SOCIAL_WORKER.email);
  // The service worker takes over this first visit once it has kept the host's build.
  await untilServiceWorkerControls(page);

  await page
    .getByRole('navigation', { name: 'Home menu' })
    .getByRole('link', { name: 'Patient Registration', exact: true })
    .click();
  await expect(page).toHaveURL(/#\/PatientRegistrationSearch$/);
  await searchClinic(page, clinic, clinic);
  // Her searched clinic and her whole list of clinics (asked in the background after home showed) are on the device:
  // clinic searches' keys, not a worklist's, whose body has a search too. On a busy machine the background read may
  // come well after the page.
  await expect
    .poll(
      async () => {
        const keys = (await keptReads(page)).filter((key) => key.includes('/curable/activecamp '));
        return ['"search":""', `"search":"${clinic}"`].every((text) => keys.some((key) => key.includes(text)));
      },
      { timeout: 60_000 },
    )
    .toBe(true);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Patient Registration' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign In' })).toHaveCount(0);

  await searchClinic(page, clinic, clinic);
  // Another text, never searched online: answered from her whole list of clinics.
  await searchClinic(page, clinic.slice(0, -2).toUpperCase(), clinic);
  await expect(page.getByText('Failed to fetch clinic details. Please try again.')).toHaveCount(0);

  await context.setOffline(false);
});

test('an area whose code was still arriving when the service worker took over is kept whole and opens offline', async ({
  page,
  context,
}) => {
  // A slow network on the first visit: each area's entry arrives after the worker has taken control of the page.
  await page.route(/\/remoteEntry\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    await route.continue();
  });
  await signIn(page, SOCIAL_WORKER.email);
  await untilServiceWorkerControls(page);
  await expectAreaKept(page, 'patients');

  await context.setOffline(true);
  await page.reload();
  await page
    .getByRole('navigation', { name: 'Home menu' })
    .getByRole('link', { name: 'Patient Registration', exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Patient Registration' })).toBeVisible();
  await expect(page.getByText('Patient registration is unavailable right now')).toHaveCount(0);
  await context.setOffline(false);
});

test('a broken remotes.json served online never replaces the last good copy: offline, the app still opens', async ({
  page,
  context,
}) => {
  const file = path.join(E2E_SITE_DIR, 'remotes.json');
  const good = fs.readFileSync(file, 'utf8');
  await signIn(page, SOCIAL_WORKER.email);
  await untilServiceWorkerControls(page);
  await expectAreaKept(page, 'patients');
  const itPage = page.getByRole('heading', { level: 1, name: 'This site is not set up correctly' });
  try {
    // A proxy's error page with status 200, read twice online: IT is shown what is wrong each time.
    fs.writeFileSync(file, '<html><body>502 Bad Gateway</body></html>');
    for (const _load of [1, 2]) {
      await page.reload();
      await expect(itPage).toBeVisible();
    }
    // Offline, the device answers with the last good copy it kept, and the areas it pins are still there.
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('navigation', { name: 'Home menu' })).toBeVisible();
    await expect(itPage).toHaveCount(0);
    await page
      .getByRole('navigation', { name: 'Home menu' })
      .getByRole('link', { name: 'Patient Registration', exact: true })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Patient Registration' })).toBeVisible();
  } finally {
    fs.writeFileSync(file, good);
    await context.setOffline(false);
  }
});
