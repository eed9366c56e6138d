/** Resource Planning (/resource-planning) against a local HTTP server answering like the suite's server. */
import { screen, waitFor } from '@testing-library/react';
import { useWorkflowStore } from '@screening/shared';
import { buttonLabelled, localMidnight } from '@screening/shared/testing';
import { currentPath, refusal, renderPage } from '@screening/shared/testing';
import { startNewClinic } from '../testing/camps-fixtures';
import { clinicPageSession } from '../testing/clinic-page-session';
import ResourcePlanningPage from './resource-planning.page';
import { ALLOCATION_STEP, NEW_CLINIC_STEP, SAVED_CLINIC_STEP } from '../clinic/clinic-draft';

const session = clinicPageSession();
const { server } = session;

const COUNT_LABELS = [
  'No. of Program Co-ordinators',
  'No. of Outreach Clinic Co-ordinators',
  'No. of Social Workers',
  'No. of Nurses',
  'No. of Doctors',
];
const draft = () => useWorkflowStore.getState().steps[NEW_CLINIC_STEP];
const saves = () => server.requests.filter((r) => r.method === 'POST' && r.url === '/api/curable/newcamp');
const openPage = () => renderPage(<ResourcePlanningPage />, ['/create-outreach-clinic', '/resource-planning']);
const locationState = () => JSON.parse(screen.getByTestId('location').dataset.state ?? 'null') as unknown;

describe('Resource Planning', () => {
  it('five counts take digits only, at most 3; a count that is not a whole number is refused; Allocate Resources goes on to choose the staff', async () => {
    // A count kept from an older version of the form, as a reload finds it.
    startNewClinic({}, { noNurses: '1.5' });
    openPage();
    expect(screen.getByText('Resource Planning', { selector: 'h1' })).toBeInTheDocument();
    expect(screen.getByText('Kovalam Camp')).toBeInTheDocument();
    for (const label of COUNT_LABELS) expect(screen.getByLabelText(label)).toBeInTheDocument();

    await session.user.click(buttonLabelled('Submit'));
    expect(await screen.findAllByText('Please enter a whole number.')).not.toHaveLength(0);
    await session.user.click(buttonLabelled('Allocate Resources'));
    expect(currentPath()).toBeNull();
    expect(saves()).toHaveLength(0);

    const nurses = screen.getByLabelText('No. of Nurses');
    await session.user.clear(nurses);
    await session.user.type(nurses, 'a1b.2c3d4');
    expect(nurses).toHaveValue('123');
    await session.user.type(screen.getByLabelText('No. of Social Workers'), '2');
    await session.user.click(buttonLabelled('Allocate Resources'));
    await waitFor(() => expect(currentPath()).toBe('/resource-allocation'));
    expect(useWorkflowStore.getState().steps[ALLOCATION_STEP]).toBe('create');
    expect(draft()?.counts).toEqual({
      noProgramcordinators: '',
      noCampcordinators: '',
      noSocialworkers: '2',
      noNurses: '123',
      noDoctors: '',
    });
  });

  it('the planned enrolment takes digits only, at most 5, and may stay blank', async () => {
    startNewClinic();
    openPage();
    const planned = screen.getByLabelText('Planned enrolment (participants)');
    expect(planned).toHaveValue('');
    await session.user.type(planned, '2a5.0x123');
    expect(planned).toHaveValue('25012');
    expect(draft()?.plannedEnrolment).toBe('25012');
  });

  it('Submit saves the clinic with its details and counts and no staff, and shows the returned clinic ID', async () => {
    server.on('POST', '/api/curable/newcamp', () => ({ status: 200, body: '0203045', contentType: 'text/plain; charset=utf-8' }));
    startNewClinic({ campIdPrefix: '0203045' }, { noProgramcordinators: '1', noSocialworkers: '3', noDoctors: '2' });
    openPage();
    await session.user.type(screen.getByLabelText('No. of Outreach Clinic Co-ordinators'), '1');
    await session.user.type(screen.getByLabelText('Planned enrolment (participants)'), '250');
    await session.user.click(buttonLabelled('Submit'));
    await waitFor(() => expect(currentPath()).toBe('/success-message'));
    expect(locationState()).toEqual({ clinicId: '0203045' });

    expect(saves()).toHaveLength(1);
    expect(saves()[0].authorization).toBe('Bearer token-abc');
    expect(saves()[0].body).toEqual({
      campDTO: {
        id: null,
        name: 'Kovalam Camp',
        campIdPrefix: '0203045',
        hospitalId: 1,
        startDate: localMidnight(2),
        endDate: localMidnight(4),
        panchayatMasterId: 1,
        pincode: '603112',
        noProgramcordinators: 1,
        noCampcordinators: 1,
        noSocialworkers: 3,
        noNurses: 0,
        noDoctors: 2,
        plannedEnrolment: 250,
      },
      campStaffs: [],
    });
    // The clinic in progress is done with; its success page finds the ID after a reload.
    expect(draft()).toBeFalsy();
    expect(useWorkflowStore.getState().steps[SAVED_CLINIC_STEP]).toEqual({ clinicId: '0203045' });
  });

  it("a refused clinic ID shows the server's message and a way back to the details; any other failure says so and keeps the counts", async () => {
    const taken = 'Outreach Clinic ID 1203045 already exists. Please enter a different Clinic ID.';
    server.on('POST', '/api/curable/newcamp', () => ({
      status: 500,
      body: { error: 'Internal Server Error', message: 'database down' },
    }));
    startNewClinic({}, { noDoctors: '2' });
    openPage();
    await session.user.click(buttonLabelled('Submit'));
    expect(await screen.findByText('Failed to submit data.')).toBeInTheDocument();
    expect(screen.queryByText('Change Outreach Clinic Details')).toBeNull();
    expect(screen.getByLabelText('No. of Doctors')).toHaveValue('2');

    server.on('POST', '/api/curable/newcamp', () =>
      refusal(409, 'CLINIC_ID_TAKEN', { clinicId: '1203045' }, 'campDTO.campIdPrefix'),
    );
    await session.user.click(buttonLabelled('Submit'));
    expect(await screen.findByText(taken)).toBeInTheDocument();
    expect(screen.queryByText('Failed to submit data.')).toBeNull();
    expect(currentPath()).toBeNull();
    await session.user.click(buttonLabelled('Change Outreach Clinic Details'));
    await waitFor(() => expect(currentPath()).toBe('/create-outreach-clinic'));
    expect(draft()?.counts.noDoctors).toBe('2');
  });

  it('without valid clinic details in the workflow store it goes back to Outreach Clinic Creation', async () => {
    const first = openPage();
    await waitFor(() => expect(currentPath()).toBe('/create-outreach-clinic'));
    first.unmount();

    startNewClinic({ pincode: '60311' });
    openPage();
    await waitFor(() => expect(currentPath()).toBe('/create-outreach-clinic'));
    expect(saves()).toHaveLength(0);
  });
});
