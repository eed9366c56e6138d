import { expect, test, type Page } from '../support/test';
import { signIn } from '../support/session';
import { expectAccessible } from '../support/axe';
import { choose, typeDate } from '../support/antd';

// Clinic dates are days in India: the browser runs there, as the staff's laptops do.
test.use({ timezoneId: 'Asia/Kolkata' });

/** today + n days in India, as dd/mm/yyyy (typed into the fields and shown on the cards). */
function day(n: number) {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kolkata', day: '2-digit', month: '2-digit', year: 'numeric' })
    .format(new Date(Date.now() + n * 86_400_000))
    .split('/');
  return { typed: parts.join('/'), shown: parts.join('/') };
}

/** Removes a chosen person from a multi-select (the tag's close icon). */
async function unchoose(page: Page, name: string) {
  await page.locator(`.ant-select-selection-item[title="${name}"] .ant-select-selection-item-remove`).click();
}

async function findClinic(page: Page, clinicId: string) {
  await page.goto('/#/outreach-clinic-info');
  await page.getByPlaceholder('Search By Clinic ID or Name').fill(clinicId);
  await page.getByPlaceholder('Search By Clinic ID or Name').press('Enter');
  const card = page.getByRole('group').filter({ hasText: clinicId });
  await expect(card).toHaveCount(1);
  return card;
}

test('a coordinator creates a clinic with staff, finds it in Edit Existing, edits its staff and details, and the changes show', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const suffix = Math.random().toString(36).slice(2, 7);
  const name = `E2E Camp ${suffix}`;
  const clinicId = `8${String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0')}`;

  await signIn(page, 'coordinator@demo.in');
  await page.getByRole('navigation', { name: 'Home menu' }).getByRole('link', { name: 'Outreach Clinic' }).click();
  await expect(page).toHaveURL(/#\/HomePage$/);
  await page.getByRole('button', { name: 'Create New Outreach Clinic' }).click();

  // Details: the cascade suggests the clinic ID from the codes; it stays editable.
  await expect(page.getByRole('heading', { name: 'Outreach Clinic Creation' })).toBeVisible();
  await expectAccessible(page);
  await expect(page.getByLabel('District', { exact: true })).toBeDisabled();
  await page.getByLabel('Outreach Clinic Name').fill(name);
  await page.getByLabel('Pincode').fill('603112');
  await choose(page, 'State', 'Tamil Nadu');
  await choose(page, 'District', 'Chengalpattu');
  await choose(page, 'Taluk', 'Thiruporur');
  await choose(page, 'Panchayat/Village', 'Kovalam');
  await expect(page.getByLabel('Outreach Clinic ID')).toHaveValue('1203045');
  await page.getByLabel('Outreach Clinic ID').fill(clinicId);
  // A refused day is not dropped without a word: the field says why, and keeps what it had.
  const startDate = page.getByLabel('Start Date', { exact: true });
  await startDate.fill(day(-1).typed);
  await startDate.press('Enter');
  await startDate.blur();
  await expect(page.getByRole('alert').filter({ hasText: 'Start date cannot be in the past.' })).toBeVisible();
  await expect(startDate).toHaveValue('');
  await typeDate(page, 'Start Date', day(1).typed);
  await expect(page.getByText('Start date cannot be in the past.')).toHaveCount(0);
  const endDate = page.getByLabel('End Date', { exact: true });
  await endDate.fill(day(0).typed);
  await endDate.press('Enter');
  await endDate.blur();
  await expect(page.getByRole('alert').filter({ hasText: 'End date cannot be before start date.' })).toBeVisible();
  await typeDate(page, 'End Date', day(3).typed);
  await page.getByRole('button', { name: 'Next', exact: true }).click();

  // Planning.
  await expect(page).toHaveURL(/#\/resource-planning$/);
  await page.getByLabel('No. of Program Co-ordinators').fill('1');
  await page.getByLabel('No. of Outreach Clinic Co-ordinators').fill('1');
  await page.getByLabel('No. of Social Workers').fill('2');
  await page.getByLabel('No. of Nurses').fill('1');
  await page.getByLabel('No. of Doctors').fill('1');
  await page.getByRole('button', { name: 'Allocate Resources' }).click();

  // Allocation: at most the planned number per role.
  await expect(page).toHaveURL(/#\/resource-allocation$/);
  await expect(page.getByRole('button', { name: 'Submit' })).toBeDisabled();
  await expect(page.getByText('Please select at least one field before submitting.')).toBeVisible();
  await choose(page, 'Program Co-ordinator', 'Lakshmi Venkatesan');
  await choose(page, 'Outreach Clinic Co-ordinator', 'Suresh Babu');
  await choose(page, 'Social Workers', 'Selvi Murugan', 'Ramya Balaji');
  await choose(page, 'Social Workers', 'Vignesh Kannan');
  await expect(page.getByText('Kindly select maximum 2 only.')).toBeVisible();
  await choose(page, 'Nurses', 'Deepa Rajendran');
  await choose(page, 'Doctors', 'Dr. Rajesh Iyer');

  // A reload in the middle loses nothing.
  await page.reload();
  await expect(page.locator('.ant-select-selection-item[title="Ramya Balaji"]')).toBeVisible();
  await expect(page.locator('.ant-select-selection-item[title="Vignesh Kannan"]')).toHaveCount(0);
  await page.getByRole('button', { name: 'Submit' }).click();

  await expect(page.getByRole('heading', { name: 'New Outreach Clinic has been Created Successfully!' })).toBeVisible();
  await expectAccessible(page);
  await expect(page.getByText(`Outreach Clinic ID: ${clinicId}`)).toBeVisible();

  // Edit Existing finds it with its nine fields.
  let card = await findClinic(page, clinicId);
  for (const text of [name, '603112', 'Tamil Nadu', 'Chengalpattu', 'Thiruporur', 'Kovalam', day(1).shown, day(3).shown]) {
    await expect(card).toContainText(text);
  }

  // Edit its staff: the current staff are preselected.
  await card.getByRole('button', { name: 'Edit Staff' }).click();
  await expect(page).toHaveURL(/#\/resource-allocation$/);
  await expect(page.locator('.ant-select-selection-item[title="Selvi Murugan"]')).toBeVisible();
  await expect(page.locator('.ant-select-selection-item[title="Dr. Rajesh Iyer"]')).toBeVisible();
  await unchoose(page, 'Ramya Balaji');
  await unchoose(page, 'Dr. Rajesh Iyer');
  await choose(page, 'Doctors', 'Dr. Shanthi Pillai');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('heading', { name: 'New Outreach Clinic has been Updated Successfully!' })).toBeVisible();
  await expectAccessible(page);
  await expect(page.getByText(`Outreach Clinic ID: ${clinicId}`)).toBeVisible();

  // Edit its details: name, pincode, place, end date.
  card = await findClinic(page, clinicId);
  await card.getByRole('button', { name: 'Edit Details' }).click();
  await expect(page.getByRole('heading', { name: 'Edit Outreach Clinic Information' })).toBeVisible();
  await expectAccessible(page);
  await expect(page.getByLabel('Outreach Clinic ID')).toHaveValue(clinicId);
  await expect(page.getByLabel('Outreach Clinic Name')).toHaveValue(name);
  await page.getByLabel('Outreach Clinic Name').fill(`${name} revised`);
  await page.getByLabel('Pincode').fill('603103');
  await choose(page, 'Panchayat/Village', 'Kelambakkam');
  await typeDate(page, 'Camp End Date', day(5).typed);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('heading', { name: 'New Outreach Clinic has been Updated Successfully!' })).toBeVisible();
  await expectAccessible(page);

  // The changes show: on the card, and the staff as edited (the details save kept them).
  card = await findClinic(page, clinicId);
  for (const text of [`${name} revised`, '603103', 'Kelambakkam', day(1).shown, day(5).shown])
    await expect(card).toContainText(text);
  await card.getByRole('button', { name: 'Edit Staff' }).click();
  await expect(page.locator('.ant-select-selection-item[title="Dr. Shanthi Pillai"]')).toBeVisible();
  await expect(page.locator('.ant-select-selection-item[title="Selvi Murugan"]')).toBeVisible();
  await expect(page.locator('.ant-select-selection-item[title="Ramya Balaji"]')).toHaveCount(0);
  await expect(page.locator('.ant-select-selection-item[title="Dr. Rajesh Iyer"]')).toHaveCount(0);
});

/** Fills the creation form with a clinic at Nemmeli starting today. */
async function fillDetails(page: Page, name: string, clinicId: string) {
  await page.getByLabel('Outreach Clinic Name').fill(name);
  await page.getByLabel('Pincode').fill('603112');
  await choose(page, 'State', 'Tamil Nadu');
  await choose(page, 'District', 'Chengalpattu');
  await choose(page, 'Taluk', 'Thiruporur');
  await choose(page, 'Panchayat/Village', 'Nemmeli');
  await page.getByLabel('Outreach Clinic ID').fill(clinicId);
  await typeDate(page, 'Start Date', day(0).typed);
}

test('a clinic saved from Resource Planning; its clinic ID, used again, is warned about before going on', async ({ page }) => {
  test.setTimeout(180_000);
  const clinicId = `9${String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0')}`;
  await signIn(page, 'campcoord@demo.in');
  await page.goto('/#/create-outreach-clinic');
  await fillDetails(page, `Planned only ${clinicId}`, clinicId);
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page).toHaveURL(/#\/resource-planning$/);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText(`Outreach Clinic ID: ${clinicId}`)).toBeVisible();

  // The success page starts a fresh form.
  await page.getByRole('button', { name: 'Create New Outreach Clinic' }).click();
  await expect(page.getByLabel('Outreach Clinic Name')).toHaveValue('');
  await fillDetails(page, 'Second try', clinicId);
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(
    page.getByText(`Outreach Clinic ID ${clinicId} already exists. Please enter a different Clinic ID.`).first(),
  ).toBeVisible();
  await expect(page).toHaveURL(/#\/create-outreach-clinic$/);
});

test('a camp coordinator creates a clinic with another coordinator against a plan of one, then edits its staff and saves: she stays on it apart from the plan', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const clinicId = `7${String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0')}`;
  const yours =
    "You stay on this clinic's staff as its Camp Coordinator, apart from the plan: you are not counted here and cannot be removed.";
  await signIn(page, 'campcoord@demo.in');
  await page.goto('/#/create-outreach-clinic');
  await fillDetails(page, `Her clinic ${clinicId}`, clinicId);
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await page.getByLabel('No. of Outreach Clinic Co-ordinators').fill('1');
  await page.getByLabel('No. of Nurses').fill('1');
  await page.getByRole('button', { name: 'Allocate Resources' }).click();
  await expect(page).toHaveURL(/#\/resource-allocation$/);
  await expect(page.getByText(yours)).toBeVisible();
  await choose(page, 'Outreach Clinic Co-ordinator', 'Suresh Babu');
  await choose(page, 'Nurses', 'Deepa Rajendran');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText(`Outreach Clinic ID: ${clinicId}`)).toBeVisible();

  // Editing its staff: she is not among the choices, the plan of one holds Suresh, and the change saves.
  const card = await findClinic(page, clinicId);
  await card.getByRole('button', { name: 'Edit Staff' }).click();
  await expect(page).toHaveURL(/#\/resource-allocation$/);
  await expect(page.getByText(yours)).toBeVisible();
  await expect(page.locator('.ant-select-selection-item[title="Suresh Babu"]')).toBeVisible();
  await expect(page.locator('.ant-select-selection-item[title="Priya Raghavan"]')).toHaveCount(0);
  await expect(page.getByText('Kindly select maximum 1 only.')).toHaveCount(0);
  await unchoose(page, 'Deepa Rajendran');
  await choose(page, 'Nurses', 'Kavitha Ramesh');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('heading', { name: 'New Outreach Clinic has been Updated Successfully!' })).toBeVisible();
  await expectAccessible(page);

  // The clinic is still hers: found again, with the staff as edited.
  const again = await findClinic(page, clinicId);
  await again.getByRole('button', { name: 'Edit Staff' }).click();
  await expect(page.locator('.ant-select-selection-item[title="Kavitha Ramesh"]')).toBeVisible();
  await expect(page.locator('.ant-select-selection-item[title="Suresh Babu"]')).toBeVisible();
});
