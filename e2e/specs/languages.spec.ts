/**
 * Tamil and English (issue 19): the language switch on the login screen and in the account sidebar, applied at once
 * and kept across a reload; the Tamil font fetched only once Tamil is chosen.
 */
import { expect, test } from '../support/test';
import { ALL_TILES, DEMO_PASSWORD } from '../support/session';

const TAMIL_TILES = [
  'வெளிக்கள முகாம்',
  'பயனாளர் பதிவு',
  'பரிசோதனை (Screening)',
  'மருத்துவ மதிப்பீடு',
  'மருத்துவமனைக்குப் பரிந்துரை',
  'அறிக்கைகள்',
  'பயனர் மேலாண்மை',
];

// Her own account: the language is remembered for the user, so no other spec's user is left in Tamil.
const USER = 'lakshmi.venkatesan@demo.in';

test('switch to Tamil on the login screen, sign in, reload, and back to English', async ({ page, browser, baseURL }) => {
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (/\.woff2$/.test(request.url())) fonts.push(request.url());
  });

  await page.goto('/#/');
  await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
  expect(fonts).toEqual([]);

  await page.getByRole('button', { name: 'தமிழ்' }).click();
  await expect(page.getByRole('heading', { name: 'உள்நுழைவு' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
  expect(fonts.length).toBeGreaterThan(0);
  expect(fonts.every((url) => /noto-sans-tamil-tamil-\d+-normal\.[0-9a-f]{8}\.woff2$/.test(url))).toBe(true);

  await page.getByLabel('மின்னஞ்சல் முகவரி (Email ID)').fill(USER);
  await page.getByLabel('கடவுச்சொல்', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'உள்நுழை' }).click();
  await expect(page).toHaveURL(/#\/responsive-cancer-institute$/);

  const tiles = page.getByRole('navigation', { name: 'முகப்புப் பட்டியல்' }).getByRole('link');
  await expect(tiles).toHaveText(TAMIL_TILES);

  await page.reload();
  await expect(tiles).toHaveText(TAMIL_TILES);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
  const tamilFont = await page.evaluate(async () => {
    await document.fonts.ready;
    return {
      loaded: [...document.fonts].some(
        (face) => face.family.replace(/["']/g, '') === 'Noto Sans Tamil' && face.status === 'loaded',
      ),
      covers: document.fonts.check("16px 'Noto Sans Tamil'", 'தமிழ்'),
    };
  });
  expect(tamilFont).toEqual({ loaded: true, covers: true });

  // Another device (an empty browser, its login screen in English): she signs in and sees the suite in Tamil.
  const tablet = await browser.newContext({ baseURL });
  const other = await tablet.newPage();
  await other.goto('/#/');
  await other.getByLabel('Email ID').fill(USER);
  await other.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await other.getByRole('button', { name: 'Sign In' }).click();
  await expect(other.getByRole('navigation', { name: 'முகப்புப் பட்டியல்' }).getByRole('link')).toHaveText(TAMIL_TILES);
  await tablet.close();

  await page.getByRole('button', { name: 'கணக்குப் பட்டியலைத் திற' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('navigation', { name: 'Home menu' }).getByRole('link')).toHaveText(ALL_TILES);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('dialog').getByRole('button', { name: 'Log Out' })).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Log Out' }).click();
  await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await expect(page.getByLabel('Email ID')).toBeVisible();
  await expect(page.getByText('Powered By')).toBeVisible();
});
