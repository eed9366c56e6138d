/** Resource Allocation (/resource-allocation) against a local HTTP server answering like the suite's server. */
import { screen, waitFor } from '@testing-library/react';
import { useWorkflowStore, type StaffByRole, type StaffMember } from '@screening/shared';
import { buttonLabelled, choose, localMidnight } from '@screening/shared/testing';
import { currentPath, refusal, renderPage, signInForTest } from '@screening/shared/testing';
import { KOVALAM_CAMP, startNewClinic } from '../testing/camps-fixtures';
import { clinicPageSession } from '../testing/clinic-page-session';
import ResourceAllocationPage from './resource-allocation.page';
import { ALLOCATION_STEP, EDIT_CLINIC_STEP, NEW_CLINIC_STEP, draftFromCamp, type ClinicStep } from '../clinic/clinic-draft';

/** One employee as GET /curable/hospitalstaffdetails lists it (server/src/camps/camp-staff.ts): the details are not sent. */
const UNSENT = {
  yearsExp: null,
  phoneNo: null,
  gender: null,
  email: null,
  keycloakUserId: null,
  hospitalId: null,
  password: null,
  isRecordDeleted: null,
};
const member = (id: number, name: string, role: string, employeeRoleMasterId: number): StaffMember => ({
  id,
  name,
  role,
  employeeRoleMasterId,
  ...UNSENT,
});

const ANAND = member(2, 'Anand Krishnan', 'Program Coordinator', 2);
const PRIYA = member(3, 'Priya Raghavan', 'Camp Coordinator', 3);
const MEENA = member(4, 'Meena Subramanian', 'Social Worker', 4);
const RAMYA = member(12, 'Ramya Balaji', 'Social Worker', 4);
const SELVI = member(11, 'Selvi Murugan', 'Social Worker', 4);
const KAVITHA = member(6, 'Kavitha Ramesh', 'Nurse', 6);
const SENTHIL = member(5, 'Dr. Senthil Kumar', 'Doctor', 5);
const SHANTHI = member(14, 'Dr. Shanthi Pillai', 'Doctor', 5);
/** The hospital's active staff by role, each group sorted by name. */
const HOSPITAL_STAFF: StaffByRole = {
  'Program Coordinator': [ANAND],
  'Camp Coordinator': [PRIYA],
  'Social Worker': [MEENA, RAMYA, SELVI],
  Nurse: [KAVITHA],
  Doctor: [SENTHIL, SHANTHI],
};

const session = clinicPageSession();
const { server } = session;
beforeEach(() => {
  server.on('GET', '/api/curable/hospitalstaffdetails/', () => ({ status: 200, body: HOSPITAL_STAFF }));
  server.on('POST', '/api/curable/newcamp', () => ({ status: 200, body: '1203045', contentType: 'text/plain; charset=utf-8' }));
});

const NONE_SELECTED = 'Please select at least one field before submitting.';
const saves = () => server.requests.filter((r) => r.method === 'POST' && r.url === '/api/curable/newcamp');
const openPage = (from: string) => renderPage(<ResourceAllocationPage />, [from, '/resource-allocation']);
const submit = () => buttonLabelled('Submit');
const locationState = () => JSON.parse(screen.getByTestId('location').dataset.state ?? 'null') as unknown;
const staffOf = (step: ClinicStep) => useWorkflowStore.getState().steps[step]?.staff;
/** Waits for the hospital's staff: the lists replace the loader. */
const staffLoaded = () => screen.findByLabelText('Doctors');

/** Editing Kovalam Camp (planned: 1 program coordinator, 1 camp coordinator, 2 social workers, no nurse, 2 doctors). */
function editKovalam(): void {
  useWorkflowStore.getState().setStep(EDIT_CLINIC_STEP, draftFromCamp(KOVALAM_CAMP));
  useWorkflowStore.getState().setStep(ALLOCATION_STEP, 'edit');
}

describe('Resource Allocation', () => {
  it("creating: five lists of the hospital's staff, at most the planned number each; Submit waits for someone besides nurses, then saves the clinic with its staff", async () => {
    startNewClinic({}, { noProgramcordinators: '1', noCampcordinators: '0', noSocialworkers: '2', noNurses: '1', noDoctors: '' });
    useWorkflowStore.getState().setStep(ALLOCATION_STEP, 'create');
    openPage('/resource-planning');
    await staffLoaded();
    for (const label of ['Program Co-ordinator', 'Outreach Clinic Co-ordinator', 'Social Workers', 'Nurses'])
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    expect(server.requests.some((r) => r.url === '/api/curable/hospitalstaffdetails/1')).toBe(true);
    expect(submit()).toBeDisabled();
    expect(screen.getByText(NONE_SELECTED)).toBeInTheDocument();

    // Nurses alone do not enable Submit.
    await choose(session.user, 'Nurses', 'Kavitha Ramesh');
    await waitFor(() => expect(staffOf(NEW_CLINIC_STEP)?.nurses).toEqual([6]));
    expect(submit()).toBeDisabled();

    // A third social worker where two are planned is refused, and not taken.
    await choose(session.user, 'Social Workers', 'Meena Subramanian', 'Selvi Murugan', 'Ramya Balaji');
    expect(await screen.findByText('Kindly select maximum 2 only.')).toBeInTheDocument();
    expect(staffOf(NEW_CLINIC_STEP)?.socialWorkers).toEqual([4, 11]);
    await waitFor(() => expect(submit()).toBeEnabled());
    expect(screen.queryByText(NONE_SELECTED)).toBeNull();

    // No doctor is planned: choosing one is refused with the limit 0.
    await choose(session.user, 'Doctors', 'Dr. Senthil Kumar');
    expect(await screen.findByText('Kindly select maximum 0 only.')).toBeInTheDocument();
    expect(staffOf(NEW_CLINIC_STEP)?.doctors).toBeUndefined();

    await session.user.click(submit());
    await waitFor(() => expect(currentPath()).toBe('/success-message'));
    expect(locationState()).toEqual({ clinicId: '1203045' });
    expect(saves()).toHaveLength(1);
    expect(saves()[0].body).toEqual({
      campDTO: expect.objectContaining({
        id: null,
        name: 'Kovalam Camp',
        campIdPrefix: '1203045',
        hospitalId: 1,
        startDate: localMidnight(2),
        noProgramcordinators: 1,
        noCampcordinators: 0,
        noSocialworkers: 2,
        noNurses: 1,
        noDoctors: 0,
      }),
      campStaffs: [
        { role: 'Social Worker', name: 'Meena Subramanian', hospitalEmployeeId: 4 },
        { role: 'Social Worker', name: 'Selvi Murugan', hospitalEmployeeId: 11 },
        { role: 'Nurse', name: 'Kavitha Ramesh', hospitalEmployeeId: 6 },
      ],
    });
    expect(useWorkflowStore.getState().steps[NEW_CLINIC_STEP]).toBeFalsy();
  });

  it("editing: the clinic's current staff are preselected; Submit replaces them, sending the camp's id, and shows the update", async () => {
    server.on('GET', '/api/curable/campstaffdetails/', () => ({
      status: 200,
      body: { 'Social Worker': [MEENA], Doctor: [SENTHIL] },
    }));
    editKovalam();
    openPage('/outreach-clinic-info');
    await staffLoaded();
    expect(server.requests.some((r) => r.url === '/api/curable/campstaffdetails/41')).toBe(true);
    expect(await screen.findByTitle('Meena Subramanian')).toBeInTheDocument();
    expect(screen.getByTitle('Dr. Senthil Kumar')).toBeInTheDocument();
    expect(staffOf(EDIT_CLINIC_STEP)).toEqual({
      programCoordinators: [],
      campCoordinators: [],
      socialWorkers: [4],
      nurses: [],
      doctors: [5],
    });
    expect(submit()).toBeEnabled();

    await choose(session.user, 'Doctors', 'Dr. Shanthi Pillai');
    await waitFor(() => expect(staffOf(EDIT_CLINIC_STEP)?.doctors).toEqual([5, 14]));
    await session.user.click(submit());
    await waitFor(() => expect(currentPath()).toBe('/success-messageEdit'));
    expect(locationState()).toEqual({ clickId: '1203045' });
    expect(saves()[0].body).toEqual({
      campDTO: expect.objectContaining({
        id: 41,
        name: 'Kovalam Camp',
        campIdPrefix: '1203045',
        noSocialworkers: 2,
        noDoctors: 2,
      }),
      campStaffs: [
        { role: 'Social Worker', name: 'Meena Subramanian', hospitalEmployeeId: 4 },
        { role: 'Doctor', name: 'Dr. Senthil Kumar', hospitalEmployeeId: 5 },
        { role: 'Doctor', name: 'Dr. Shanthi Pillai', hospitalEmployeeId: 14 },
      ],
    });
    expect(useWorkflowStore.getState().steps[EDIT_CLINIC_STEP]).toBeFalsy();
  });

  it('the Camp Coordinator who created the clinic is kept apart from its plan, not offered as a choice; another coordinator fills the plan of one', async () => {
    const suresh = member(21, 'Suresh Babu', 'Camp Coordinator', 3);
    server.on('GET', '/api/curable/hospitalstaffdetails/', () => ({
      status: 200,
      body: { ...HOSPITAL_STAFF, 'Camp Coordinator': [PRIYA, suresh] },
    }));
    server.on('GET', '/api/curable/campstaffdetails/', () => ({
      status: 200,
      body: { 'Camp Coordinator': [{ ...PRIYA, clinicCreator: true }, suresh], Doctor: [SENTHIL] },
    }));
    // Priya herself edits the clinic she created.
    signInForTest(server, { userId: 3, userName: 'Priya Raghavan', roleName: 'Camp Coordinator', roleId: 3 });
    editKovalam();
    openPage('/outreach-clinic-info');
    await staffLoaded();
    expect(
      await screen.findByText(
        "You stay on this clinic's staff as its Camp Coordinator, apart from the plan: you are not counted here and cannot be removed.",
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(staffOf(EDIT_CLINIC_STEP)?.campCoordinators).toEqual([21]));
    expect(screen.queryByText('Kindly select maximum 1 only.')).toBeNull();
    await waitFor(() => expect(submit()).toBeEnabled());
    await session.user.click(submit());
    await waitFor(() => expect(currentPath()).toBe('/success-messageEdit'));
    expect(saves()[0].body.campStaffs).toEqual([
      { role: 'Camp Coordinator', name: 'Suresh Babu', hospitalEmployeeId: 21 },
      { role: 'Doctor', name: 'Dr. Senthil Kumar', hospitalEmployeeId: 5 },
    ]);
  });

  it('a program coordinator editing it is told who created the clinic and stays on its staff', async () => {
    server.on('GET', '/api/curable/campstaffdetails/', () => ({
      status: 200,
      body: { 'Camp Coordinator': [{ ...PRIYA, clinicCreator: true }], Doctor: [SENTHIL] },
    }));
    editKovalam();
    openPage('/outreach-clinic-info');
    await staffLoaded();
    expect(
      await screen.findByText(
        'Priya Raghavan created this clinic and stays on its staff as a Camp Coordinator, apart from the plan: not counted here, and cannot be removed.',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(staffOf(EDIT_CLINIC_STEP)?.campCoordinators).toEqual([]));
  });

  it("a staff list that fails to load says so and Retry loads it; a refused save shows the server's message and keeps the choice", async () => {
    let staffUp = false;
    server.on('GET', '/api/curable/hospitalstaffdetails/', () =>
      staffUp ? { status: 200, body: HOSPITAL_STAFF } : { status: 500, body: {} },
    );
    server.on('GET', '/api/curable/campstaffdetails/', () => ({ status: 200, body: { Doctor: [SENTHIL] } }));
    editKovalam();
    openPage('/outreach-clinic-info');
    expect(await screen.findByText('Failed to fetch staff details. Please try again.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Doctors')).toBeNull();
    expect(submit()).toBeDisabled();

    staffUp = true;
    await session.user.click(buttonLabelled('Retry'));
    await staffLoaded();
    expect(screen.queryByText('Failed to fetch staff details. Please try again.')).toBeNull();
    expect(await screen.findByTitle('Dr. Senthil Kumar')).toBeInTheDocument();

    const refused = 'Only active staff of your hospital can be allocated (not employee 5).';
    server.on('POST', '/api/curable/newcamp', () => refusal(400, 'STAFF_NOT_ALLOCATABLE', { ids: '5' }, 'campStaffs'));
    await waitFor(() => expect(submit()).toBeEnabled());
    await session.user.click(submit());
    expect(await screen.findByText(refused)).toBeInTheDocument();
    expect(currentPath()).toBeNull();
    expect(staffOf(EDIT_CLINIC_STEP)?.doctors).toEqual([5]);
  });
});
