/** Edit Outreach Clinic Information (/EditOutreachClinic) against a local HTTP server answering like the suite's server. */
import { screen, waitFor } from '@testing-library/react';
import { useWorkflowStore, type ClinicDraft } from '@screening/shared';
import { camp } from '@screening/shared/testing';
import { buttonLabelled, dayText, localMidnight, typeDate } from '@screening/shared/testing';
import { currentPath, refusal, renderPage } from '@screening/shared/testing';
import { KOVALAM_CAMP, campTimestamp } from '../testing/camps-fixtures';
import { clinicPageSession } from '../testing/clinic-page-session';
import EditClinicPage from './edit-clinic.page';
import { EDIT_CLINIC_STEP, SAVED_CLINIC_STEP, draftFromCamp } from '../clinic/clinic-draft';

const session = clinicPageSession();
const { server } = session;
beforeEach(() => {
  server.on('POST', '/api/curable/newcamp', () => ({ status: 200, body: '1203045', contentType: 'text/plain; charset=utf-8' }));
});

/** Kovalam Camp on days from today (dates near today). */
const kovalamOn = (start: number, end: number) =>
  camp({ ...KOVALAM_CAMP, startDate: campTimestamp(start), endDate: campTimestamp(end) });
const draft = () => useWorkflowStore.getState().steps[EDIT_CLINIC_STEP];
const saves = () => server.requests.filter((r) => r.method === 'POST' && r.url === '/api/curable/newcamp');
const field = (label: string) => screen.getByLabelText(label);
/** The message a date field itself shows about a typed day it refused (the last of its descriptions). */
const refusalOf = (label: string) =>
  document.getElementById(field(label).getAttribute('aria-describedby')?.split(' ').at(-1) ?? '');
const saveChanges = () => session.user.click(buttonLabelled('Save Changes'));

/** Opens the page on a clinic chosen on Edit Existing Outreach Clinic (or resumed from the workflow store), once its cascade shows. */
async function openOn(chosen: ClinicDraft) {
  useWorkflowStore.getState().setStep(EDIT_CLINIC_STEP, chosen);
  renderPage(<EditClinicPage />, ['/outreach-clinic-info', '/EditOutreachClinic']);
  expect(await screen.findByTitle('Kovalam')).toBeInTheDocument();
}

async function retype(label: string, text: string) {
  await session.user.clear(field(label));
  if (text) await session.user.paste(text);
}

describe('Edit Outreach Clinic Information', () => {
  it('says each required field is required by aria-required, not only by the label\'s "*"', async () => {
    await openOn(draftFromCamp(kovalamOn(2, 4)));
    for (const label of ['Outreach Clinic ID', 'Outreach Clinic Name', 'Pincode', 'Camp Start Date']) {
      expect(field(label)).toHaveAttribute('aria-required', 'true');
    }
    for (const label of ['State', 'District', 'Taluk']) {
      expect(screen.getByRole('combobox', { name: label })).toHaveAttribute('aria-required', 'true');
    }
  });

  it('shows the chosen clinic with its clinic ID read-only; refuses missing fields, a short pincode, an end before the start and a past day', async () => {
    await openOn(draftFromCamp(kovalamOn(2, 4)));
    expect(screen.getByText('Edit Outreach Clinic Information', { selector: 'h1' })).toBeInTheDocument();
    expect(field('Outreach Clinic ID')).toHaveValue('1203045');
    expect(field('Outreach Clinic ID')).toHaveAttribute('readonly');
    expect(field('Outreach Clinic Name')).toHaveValue('Kovalam Camp');
    expect(field('Pincode')).toHaveValue('603112');
    for (const place of ['Tamil Nadu', 'Chengalpattu', 'Thiruporur']) expect(screen.getByTitle(place)).toBeInTheDocument();
    expect(field('Camp Start Date')).toHaveValue(dayText(2));
    expect(field('Camp End Date')).toHaveValue(dayText(4));

    await retype('Outreach Clinic Name', '');
    await saveChanges();
    expect(await screen.findByText('Please fill out all required fields.')).toBeInTheDocument();

    await retype('Outreach Clinic Name', 'Kovalam Camp East');
    await retype('Pincode', '60311');
    await saveChanges();
    expect(await screen.findAllByText('Pincode must be exactly 6 digits.')).not.toHaveLength(0);
    expect(screen.queryByText('Please fill out all required fields.')).toBeNull();

    await session.user.type(field('Pincode'), '9');
    await typeDate(session.user, 'Camp Start Date', dayText(6));
    await waitFor(() => expect(draft()?.details.startDate).toBe(localMidnight(6)));
    await saveChanges();
    expect(await screen.findAllByText('End date cannot be before start date.')).not.toHaveLength(0);
    expect(screen.queryByText('Pincode must be exactly 6 digits.')).toBeNull();

    // A day in the past is not taken, and the field says why.
    await typeDate(session.user, 'Camp Start Date', dayText(-3));
    expect(draft()?.details.startDate).toBe(localMidnight(6));
    await waitFor(() => expect(refusalOf('Camp Start Date')).toHaveTextContent('Start date cannot be in the past.'));
    // An end typed before the start is refused with the SPEC's message at the field.
    await typeDate(session.user, 'Camp End Date', dayText(5));
    await waitFor(() => expect(refusalOf('Camp End Date')).toHaveTextContent('End date cannot be before start date.'));
    expect(draft()?.details.endDate).not.toBe(localMidnight(5));
    expect(saves()).toHaveLength(0);
    expect(currentPath()).toBeNull();
  });

  it("Save Changes saves the clinic's changed fields under its id, keeps the dates of a clinic already started, and shows the update", async () => {
    await openOn(draftFromCamp(kovalamOn(-1, 3)));
    await retype('Outreach Clinic Name', 'Kovalam Camp East');
    await retype('Pincode', '603113');
    await saveChanges();
    await waitFor(() => expect(currentPath()).toBe('/success-messageEdit'));
    expect(JSON.parse(screen.getByTestId('location').dataset.state ?? 'null')).toEqual({ clickId: '1203045' });
    // No campStaffs: the clinic's staff stay as they are; the request says it changes the clinic's fields. The
    // saved dates go back as they came (the same instants).
    const { campDTO, ...rest } = saves()[0].body as { campDTO: Record<string, unknown> };
    expect(rest).toEqual({ editClinicFields: true });
    expect(campDTO).toEqual({
      id: 41,
      name: 'Kovalam Camp East',
      campIdPrefix: '1203045',
      hospitalId: 1,
      startDate: expect.any(String),
      endDate: expect.any(String),
      panchayatMasterId: 1,
      pincode: '603113',
      noProgramcordinators: 1,
      noCampcordinators: 1,
      noSocialworkers: 2,
      noNurses: 0,
      noDoctors: 2,
    });
    expect(new Date(String(campDTO.startDate)).toISOString()).toBe(localMidnight(-1));
    expect(new Date(String(campDTO.endDate)).toISOString()).toBe(localMidnight(3));
    expect(draft()).toBeFalsy();
    expect(useWorkflowStore.getState().steps[SAVED_CLINIC_STEP]).toEqual({ clinicId: '1203045' });
  });

  it("the planned enrolment this suite's server keeps is shown and changed; blank clears it; a clinic from the original backend has no field and sends none", async () => {
    await openOn(draftFromCamp({ ...kovalamOn(2, 4), plannedEnrolment: 120 }));
    const planned = field('Planned enrolment (participants)');
    expect(planned).toHaveValue('120');
    await session.user.clear(planned);
    await session.user.type(planned, '150');
    await saveChanges();
    await waitFor(() => expect(currentPath()).toBe('/success-messageEdit'));
    expect((saves()[0].body as { campDTO: Record<string, unknown> }).campDTO.plannedEnrolment).toBe(150);
  });

  it('a blank planned enrolment is sent as none recorded; without the field nothing is sent about it', async () => {
    await openOn(draftFromCamp({ ...kovalamOn(2, 4), plannedEnrolment: 80 }));
    await session.user.clear(field('Planned enrolment (participants)'));
    await saveChanges();
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect((saves()[0].body as { campDTO: Record<string, unknown> }).campDTO.plannedEnrolment).toBeNull();
  });

  it("a date changed into the past is refused; a refused save shows the server's message and keeps the edits", async () => {
    const refused = 'Please select a valid Panchayat/Village.';
    server.on('POST', '/api/curable/newcamp', () => refusal(400, 'PANCHAYAT_INVALID', undefined, 'campDTO.panchayatMasterId'));
    // Resumed after a reload: the clinic started yesterday, and its start was moved a day earlier.
    const started = draftFromCamp(kovalamOn(-1, 3));
    await openOn({ ...started, details: { ...started.details, name: 'Kovalam Camp East', startDate: localMidnight(-2) } });
    await saveChanges();
    expect(await screen.findAllByText('Start date cannot be in the past.')).not.toHaveLength(0);
    expect(saves()).toHaveLength(0);

    await typeDate(session.user, 'Camp Start Date', dayText(0));
    await waitFor(() => expect(draft()?.details.startDate).toBe(localMidnight(0)));
    await saveChanges();
    expect(await screen.findByText(refused)).toBeInTheDocument();
    expect(saves()).toHaveLength(1);
    expect(currentPath()).toBeNull();
    expect(field('Outreach Clinic Name')).toHaveValue('Kovalam Camp East');
    expect(draft()?.details).toMatchObject({ name: 'Kovalam Camp East', startDate: localMidnight(0) });
  });

  it('with no clinic chosen it says so and offers Edit Existing Outreach Clinic', async () => {
    renderPage(<EditClinicPage />, ['/EditOutreachClinic']);
    expect(screen.getByText('Choose an Outreach Clinic to edit on Edit Existing Outreach Clinic.')).toBeInTheDocument();
    await session.user.click(buttonLabelled('Edit Existing Outreach Clinic'));
    await waitFor(() => expect(currentPath()).toBe('/outreach-clinic-info'));
  });
});
