import fs from 'node:fs';
import { expect, test } from '../support/test';
import { signIn } from '../support/session';
import { expectAccessible } from '../support/axe';
import { choose, typeDate } from '../support/antd';

// Report days are days in India: the browser runs there, as the staff's laptops do.
test.use({ timezoneId: 'Asia/Kolkata', acceptDownloads: true });

/** dd/mm/yyyy of today + n days in India. */
function day(n: number): string {
  return new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kolkata', day: '2-digit', month: '2-digit', year: 'numeric' }).format(
    new Date(Date.now() + n * 86_400_000),
  );
}

/** Per report type (BEHAVIOUR §8): its column count and its first and last header. */
const REPORTS = {
  Outreachclinic: [20, 'OUTREACHCLINICID', 'CREATEDDATE'],
  Patientregistration: [60, 'OUTREACH CLINIC ID', 'FAMILY MEDICAL OUTCOME'],
  Screening: [97, 'REGISTRATIONID', 'STATUS'],
  Clinical_Evaluation: [66, 'REGISTRATIONID', 'FOLLOWUP ADVICE'],
  SavedPatient: [10, 'REGISTRATIONID', 'CREATED BY'],
} as const;

test('a coordinator downloads each report type for the demo clinics', async ({ page }) => {
  test.setTimeout(240_000);
  await signIn(page, 'coordinator@demo.in');
  await page.getByRole('navigation', { name: 'Home menu' }).getByRole('link', { name: 'Reports' }).click();
  await expect(page.getByRole('heading', { name: 'Reports' })).toBeVisible();
  await expectAccessible(page);

  // Nothing chosen yet: the SPEC's message, and no file.
  await page.getByRole('button', { name: 'Download' }).click();
  await expect(page.getByText('Please fill all fields before downloading.')).toBeVisible();

  await typeDate(page, 'Start Date', day(-180));
  await typeDate(page, 'End Date', day(0));
  // No clinic chosen: every clinic the coordinator may report on; the summary shows the demo clinics.
  const chart = page.getByRole('table', { name: 'Enrolments and screenings per clinic' });
  await expect(chart.getByRole('row', { name: /Kovalam Outreach Clinic/ })).toBeVisible();

  for (const [type, [columns, first, last]] of Object.entries(REPORTS)) {
    await choose(page, 'Report Type', type);
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(new RegExp(`^${type}_Report_\\d{4}-\\d{2}-\\d{2}\\.csv$`));
    const file = await download.path();
    const lines = fs.readFileSync(file, 'utf8').split('\n').filter(Boolean);
    const header = lines[0].split('","').map((h) => h.replace(/^"|"$/g, ''));
    expect(header, type).toHaveLength(columns);
    expect([header[0], header[header.length - 1]], type).toEqual([first, last]);
    expect(lines.length, `${type} has at least one row`).toBeGreaterThan(1);
    expect(lines[1].startsWith('"\t'), `${type} starts with a TAB-prefixed ID`).toBe(true);
  }

  // Days without activity: the SPEC's message and no file.
  await typeDate(page, 'Start Date', '01/01/2020');
  await typeDate(page, 'End Date', '02/01/2020');
  await page.getByRole('button', { name: 'Download' }).click();
  await expect(page.getByText('No data available for selected filters.')).toBeVisible();
});
