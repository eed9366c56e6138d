/**
 * On a phone (390×844), in English and in Tamil: every screen a coordinator works with fits the width (nothing
 * scrolls sideways), draws all of its Tamil in the Tamil face on a device without a Tamil font of its own, and passes
 * axe (no critical or serious violation); the header's title is not cut, a home tile's count covers neither its icon
 * nor its label, Modify Patient Information's placeholder fits its field, and a card's Registration ID is one line.
 */
import { expect, test, type Page } from '../support/test';
import { expectAccessible } from '../support/axe';
import { choose } from '../support/antd';
import { tamilTextWithoutTamilFace } from '../support/fonts';
import { DEMO_PASSWORD } from '../support/session';
import { createClinicWithSocialWorker, enrolThroughApi, randomDigits } from '../support/registration';
import { rememberEnglish } from '../support/screening';
import { settled } from '../support/network';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
// Two languages, some twenty screens each, each judged three ways, on a shared machine.
test.setTimeout(600_000);

// The languages spec's coordinator: her language is remembered for her account and put back to English at the end.
const USER = 'lakshmi.venkatesan@demo.in';

/** What sticks out past the right edge of the screen: the page would scroll sideways. */
const overflowing = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    // The phone's own width: a mobile browser widens its layout to content that does not fit (and zooms out).
    const width = window.screen.width;
    if (document.documentElement.scrollWidth <= width) return [];
    return [...document.querySelectorAll('body *')]
      .filter((element) => element.getBoundingClientRect().right > width + 0.5 && element.checkVisibility())
      .map(
        (element) =>
          `${element.tagName.toLowerCase()}.${[...element.classList].join('.')} → ${Math.round(element.getBoundingClientRect().right)}px`,
      )
      .slice(0, 8)
      .concat(`scrollWidth ${document.documentElement.scrollWidth} > ${width}`);
  });

/** What is cut or covered on the screen: the header's title, a home tile's icon or label under its count. */
const cutOrCovered = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    const found: string[] = [];
    const title = document.querySelector<HTMLElement>('.shell-header__title');
    if (title && (title.scrollWidth > title.clientWidth + 1 || title.scrollHeight > title.clientHeight + 1))
      found.push(`the header's title "${title.textContent}" is cut`);
    const meets = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    for (const badge of document.querySelectorAll('.home-tile__waiting')) {
      const tile = badge.parentElement!;
      for (const part of tile.querySelectorAll('.home-tile__icon svg, .home-tile__label')) {
        if (meets(badge.getBoundingClientRect(), part.getBoundingClientRect()))
          found.push(`"${badge.textContent}" covers ${part.tagName.toLowerCase()} of "${tile.textContent}"`);
      }
    }
    return found;
  });

/** How far the placeholder of the search field runs past the room for it, in pixels (0 when it fits). */
const placeholderExcess = (page: Page): Promise<number> =>
  page
    .getByRole('search')
    .locator('input')
    .evaluate((input: HTMLInputElement) => {
      const style = getComputedStyle(input);
      const context = document.createElement('canvas').getContext('2d')!;
      context.font = style.font;
      const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      return Math.max(0, Math.ceil(context.measureText(input.placeholder).width - room));
    });

/** The lines the text of a card's value takes. */
const linesOf = (value: ReturnType<Page['locator']>): Promise<number> =>
  value.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.bottom))).size;
  });

/** The screen as it settles: within the width, its Tamil drawn, accessible. */
async function expectFits(page: Page, screen: string) {
  await settled(page);
  await expect.poll(() => overflowing(page), { message: `${screen} scrolls sideways` }).toEqual([]);
  await expect.poll(() => tamilTextWithoutTamilFace(page), { message: `${screen} draws Tamil without its face` }).toEqual([]);
  await expect.poll(() => cutOrCovered(page), { message: `${screen} cuts or covers text` }).toEqual([]);
  await expectAccessible(page);
}

const SCREENS = [
  '/responsive-cancer-institute',
  '/HomePage',
  '/create-outreach-clinic',
  '/outreach-clinic-info',
  '/PatientRegistrationSearch',
  '/PatientSearchPage',
  '/ClinicSearchPage',
  '/ReferralSearchPage',
  '/FollowUp',
  '/PatientEdit',
  '/reports',
  '/dashboard',
  '/userManagement',
  '/create-new-user',
  '/ProfileScreen',
  '/account-info',
  '/Sync',
];

/** What the steps below read, in each language. */
const WORDS = {
  English: { stage: 'Stage', breast: 'Breast Screening', next: 'Next' },
  தமிழ்: { stage: 'நிலை (Stage)', breast: 'மார்பகப் பரிசோதனை (Breast Screening)', next: 'அடுத்து' },
};

for (const language of ['English', 'தமிழ்'] as const) {
  test(`every screen fits a phone and draws its Tamil, in ${language === 'English' ? 'English' : 'Tamil'}`, async ({
    page,
    request,
  }) => {
    await rememberEnglish(request, USER);
    const clinic = await createClinicWithSocialWorker(request);
    const registrationId = await enrolThroughApi(request, clinic, {
      name: `Phone ${randomDigits(4)}`,
      mobile: `9${randomDigits(9)}`,
    });
    try {
      await page.goto('/#/');
      if (language === 'தமிழ்') await page.getByRole('button', { name: 'தமிழ்' }).click();
      await expect(page.locator('html')).toHaveAttribute('lang', language === 'English' ? 'en' : 'ta');
      await expectFits(page, 'the login screen');
      await page.locator('input[type=email], input[autocomplete=username]').first().fill(USER);
      await page.locator('input[type=password]').first().fill(DEMO_PASSWORD);
      await page.locator('form button[type=submit]').click();
      await expect(page).toHaveURL(/#\/responsive-cancer-institute$/);

      for (const path of SCREENS) {
        await page.goto(`/#${path}`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectFits(page, path);
        if (path === '/PatientEdit') expect(await placeholderExcess(page), 'the search placeholder is cut').toBe(0);
      }

      // A participant's pages: her clinic's enrolment form, and her card on the screening worklist.
      await search(page, '/PatientRegistrationSearch', clinic);
      await page.getByRole('group', { name: clinic }).getByRole('button').first().click();
      await expect(page).toHaveURL(/#\/NewScreeningEnrollment$/);
      await expectFits(page, 'the enrolment form');
      await search(page, '/PatientSearchPage', registrationId);
      await expect(page.getByRole('group').filter({ hasText: registrationId })).toBeVisible();
      await expectFits(page, 'the screening worklist with her card');
      const card = page.getByRole('group').filter({ hasText: registrationId });
      expect(await linesOf(card.locator('dd').filter({ hasText: registrationId })), 'her Registration ID is one line').toBe(1);
      const words = WORDS[language];
      await choose(card, words.stage, words.breast);
      await card.getByRole('button', { name: words.next }).click();
      await expect(page.getByRole('heading', { level: 1, name: words.breast })).toBeVisible();
      await expectFits(page, 'her breast screening form');
    } finally {
      await rememberEnglish(request, USER);
    }
  });
}

/** Runs the search of the page at `path` for `text`, in whichever language. */
async function search(page: Page, path: string, text: string) {
  await page.goto(`/#${path}`);
  const form = page.getByRole('search');
  await form.getByRole('textbox').fill(text);
  await form.getByRole('textbox').press('Enter');
}
