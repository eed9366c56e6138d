import fs from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/test';
import { DEMO_PASSWORD, signIn } from '../support/session';
import { expectAccessible } from '../support/axe';
import { choose, typeDate } from '../support/antd';
import { apiUrl } from '../support/ports';

// Report days are days in India: the browser runs there, as the staff's laptops do.
test.use({ timezoneId: 'Asia/Kolkata', acceptDownloads: true });

/** dd/mm/yyyy of today + n days in India. */
function day(n: number): string {
  return new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kolkata', day: '2-digit', month: '2-digit', year: 'numeric' }).format(
    new Date(Date.now() + n * 86_400_000),
  );
}

const COORDINATOR = 'coordinator@demo.in';
/** The UTF-8 byte-order mark that makes Excel read the file as UTF-8. */
const BOM = Buffer.from([0xef, 0xbb, 0xbf]);

/** Enrols a participant with a Tamil name in one of the coordinator's clinics, through the API; returns the name. */
async function enrolTamilName(request: APIRequestContext): Promise<string> {
  const auth = await request.post(`${apiUrl}/token/authenticate`, { data: { userName: COORDINATOR, password: DEMO_PASSWORD } });
  expect(auth.status()).toBe(200);
  const headers = { Authorization: `Bearer ${((await auth.json()) as { token: string }).token}` };
  const clinics = await request.post(`${apiUrl}/api/curable/activecamp`, {
    headers,
    data: { search: '', hospitalId: null, roleId: 0, userId: 0, stage: 1 },
  });
  expect(clinics.status(), await clinics.text()).toBe(200);
  const [clinic] = (await clinics.json()) as { campId: number }[];
  const name = `சுமதி ${String(Date.now()).slice(-6)}`;
  const enrolled = await request.post(`${apiUrl}/api/curable/candidate`, {
    headers,
    data: {
      name,
      mobileNo: `9${String(Date.now()).slice(-9)}`,
      gender: 'FEMALE',
      registraionId: null,
      age: '38',
      address: 'கோவளம்',
      streetId: 7,
      hospitalId: 1,
      campId: clinic!.campId,
      id: null,
      type: 1,
      screenId: 1,
    },
  });
  expect(enrolled.status(), await enrolled.text()).toBe(200);
  return name;
}

/** Per report type (docs/api.md §8): its column count, its first and last header, and its label in the list. */
const REPORTS = {
  Outreachclinic: [20, 'OUTREACHCLINICID', 'CREATEDDATE', 'Outreach Clinic'],
  Patientregistration: [60, 'OUTREACH CLINIC ID', 'FAMILY MEDICAL OUTCOME', 'Patient Registration'],
  Screening: [97, 'REGISTRATIONID', 'STATUS', 'Screening'],
  Clinical_Evaluation: [66, 'REGISTRATIONID', 'FOLLOWUP ADVICE', 'Clinical Evaluation'],
  SavedPatient: [10, 'REGISTRATIONID', 'CREATED BY', 'Saved Patients'],
} as const;

test('a coordinator downloads each report type for the demo clinics', async ({ page, request }) => {
  test.setTimeout(240_000);
  const tamilName = await enrolTamilName(request);
  await signIn(page, COORDINATOR);
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

  for (const [type, [columns, first, last, label]] of Object.entries(REPORTS)) {
    await choose(page, 'Report Type', label);
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(new RegExp(`^${type}_Report_\\d{4}-\\d{2}-\\d{2}\\.csv$`));
    const bytes = fs.readFileSync(await download.path());
    expect(bytes.subarray(0, 3), `${type} starts with the byte-order mark`).toEqual(BOM);
    const lines = bytes.subarray(3).toString('utf8').split('\n').filter(Boolean);
    const header = lines[0].split('","').map((h) => h.replace(/^"|"$/g, ''));
    expect(header, type).toHaveLength(columns);
    expect([header[0], header[header.length - 1]], type).toEqual([first, last]);
    expect(lines.length, `${type} has at least one row`).toBeGreaterThan(1);
    // Ticked by default, "For Excel" writes a Registration ID as a text formula Excel keeps whole; a clinic ID is
    // short enough to stay a plain cell. No TAB either way.
    expect(lines[1], `${type} starts with its ID, no TAB`).toMatch(first === 'REGISTRATIONID' ? /^"=""\d{16}"""/ : /^"\d+"/);
    if (type === 'Patientregistration') {
      expect(bytes.includes(Buffer.from(`"${tamilName}"`, 'utf8')), 'the Tamil name, byte for byte').toBe(true);
    }
  }

  // Unticked, the same report is plain: every cell exactly its value.
  await page.getByRole('checkbox', { name: /For Excel/ }).uncheck();
  const plainDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download' }).click();
  const plain = fs
    .readFileSync(await (await plainDownload).path())
    .subarray(3)
    .toString('utf8')
    .split('\n');
  expect(plain[1], 'a plain Registration ID').toMatch(/^"\d{16}"/);

  // Days without activity: the SPEC's message and no file.
  await typeDate(page, 'Start Date', '01/01/2020');
  await typeDate(page, 'End Date', '02/01/2020');
  await page.getByRole('button', { name: 'Download' }).click();
  await expect(page.getByText('No data available for selected filters.')).toBeVisible();
});
