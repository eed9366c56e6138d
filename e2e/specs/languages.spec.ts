/**
 * Tamil and English: the language switch on the login screen and in the account sidebar, applied at once and kept
 * across a reload; the Tamil font fetched when Tamil text shows (the switch's own word on the English login screen)
 * and every Tamil text drawn in it; a clinical form's questions and its validation messages in Tamil.
 */
import { expect, test } from '../support/test';
import { choose } from '../support/antd';
import { enrolWoman, rememberEnglish } from '../support/screening';
import { ALL_TILES, DEMO_PASSWORD, signIn } from '../support/session';
import { tamilTextWithoutTamilFace } from '../support/fonts';
import { untilServiceWorkerControls } from '../support/offline';

const TAMIL_TILES = [
  'வெளிக்கள முகாம்',
  'பயனாளர் பதிவு',
  'பரிசோதனை (Screening)',
  'மருத்துவ மதிப்பீடு',
  'மருத்துவமனைக்குப் பரிந்துரை',
  'பின்தொடர்வு',
  'அறிக்கைகள்',
  'பயனர் மேலாண்மை',
  'திட்ட நிலவரம்',
];

// Her own account: the language is remembered for the user, so no other spec's user is left in Tamil.
const USER = 'lakshmi.venkatesan@demo.in';

test('switch to Tamil on the login screen, sign in, reload online and offline, and back to English', async ({
  page,
  context,
  browser,
  baseURL,
  request,
}) => {
  // Its offline step waits for the service worker to keep the host's build, up to a minute on a loaded machine.
  test.setTimeout(120_000);
  await rememberEnglish(request, USER);
  try {
    const fonts: string[] = [];
    page.on('request', (request) => {
      if (/\.woff2$/.test(request.url())) fonts.push(request.url());
    });

    await page.goto('/#/');
    await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
    // The English login screen shows one Tamil word, the language switch's: its face (regular) is fetched and draws it.
    await expect.poll(() => tamilTextWithoutTamilFace(page)).toEqual([]);
    expect(fonts).toEqual([expect.stringMatching(/noto-sans-tamil-tamil-400-normal\.[0-9a-f]{8}\.woff2$/)]);

    await page.getByRole('button', { name: 'தமிழ்' }).click();
    await expect(page.getByRole('heading', { name: 'உள்நுழைவு' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
    // The heading, the Sign In button and the switch are drawn in the Tamil face, the bold one included.
    await expect.poll(() => tamilTextWithoutTamilFace(page)).toEqual([]);
    expect(fonts.every((url) => /noto-sans-tamil-tamil-\d+-normal\.[0-9a-f]{8}\.woff2$/.test(url))).toBe(true);

    await page.getByLabel('மின்னஞ்சல் முகவரி (Email ID)').fill(USER);
    await page.getByLabel('கடவுச்சொல்', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'உள்நுழை' }).click();
    await expect(page).toHaveURL(/#\/responsive-cancer-institute$/);

    const tiles = page.getByRole('navigation', { name: 'முகப்புப் பட்டியல்' }).getByRole('link');
    await expect(tiles).toHaveText(TAMIL_TILES);
    await expect.poll(() => tamilTextWithoutTamilFace(page)).toEqual([]);

    await page.reload();
    await expect(tiles).toHaveText(TAMIL_TILES);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
    await expect.poll(() => tamilTextWithoutTamilFace(page)).toEqual([]);

    // Offline, a page title (the bold face, answered by the service worker) is drawn in Tamil too, never as boxes.
    await untilServiceWorkerControls(page);
    await tiles.filter({ hasText: 'பயனாளர் பதிவு' }).click();
    const title = page.getByRole('heading', { level: 1, name: 'பயனாளர் பதிவு' });
    await expect(title).toBeVisible();
    await context.setOffline(true);
    await page.reload();
    await expect(title).toBeVisible();
    await expect.poll(() => tamilTextWithoutTamilFace(page)).toEqual([]);
    await context.setOffline(false);
    await page.goBack();
    await expect(tiles).toHaveText(TAMIL_TILES);

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
  } finally {
    await rememberEnglish(request, USER);
  }
});

test("a screening form's questions, its stage and a validation message in Tamil", async ({ page, request }) => {
  const woman = await enrolWoman(request);
  await rememberEnglish(request, USER);
  try {
    await signIn(page, USER);
    await page.getByRole('button', { name: 'Open account menu' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'தமிழ்' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
    await page.keyboard.press('Escape');

    await page.getByRole('navigation', { name: 'முகப்புப் பட்டியல்' }).getByRole('link', { name: 'பரிசோதனை (Screening)' }).click();
    await page.getByLabel('பயனாளர் பெயர்/எண்/கைபேசி எண் மூலம் தேடவும்').fill(woman.registrationId);
    await page.getByRole('button', { name: 'தேடு' }).click();
    const card = page.getByRole('group', { name: `${woman.name} ${woman.registrationId}` });
    await expect(card).toContainText('பெண்');
    await choose(card, 'நிலை (Stage)', 'மார்பகப் பரிசோதனை (Breast Screening)');
    await card.getByRole('button', { name: 'அடுத்து' }).click();

    await expect(page.getByRole('heading', { name: 'மார்பகப் பரிசோதனை (Breast Screening)' })).toBeVisible();
    await expect(page.getByText(`${woman.name} 45/பெண்`)).toBeVisible();
    await expect(page.getByLabel('மார்பகப் பரிசோதனை (Breast Examination)', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'நிரப்பாத புலங்களைக் காட்டு' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'இந்தப் புலம் கட்டாயம்' }).first()).toBeVisible();
    await expect(page.getByText('This field is required')).toHaveCount(0);
  } finally {
    // Her language is remembered for her account: leave it in English for the next test.
    await page.evaluate(() => window.localStorage.setItem('screening.language', 'en'));
    await rememberEnglish(request, USER);
  }
});
