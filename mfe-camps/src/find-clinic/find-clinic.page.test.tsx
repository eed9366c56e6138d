/** Edit Existing Outreach Clinic (/outreach-clinic-info) against a local HTTP server answering like the suite's server. */
import { screen, waitFor, within } from '@testing-library/react';
import { useWorkflowStore } from '@screening/shared';
import { camp } from '@screening/shared/testing';
import { buttonLabelled } from '@screening/shared/testing';
import { OUTREACH_CLINIC_MENU, currentPath, renderPage, signInForTest } from '@screening/shared/testing';
import { KOVALAM_CAMP } from '../testing/camps-fixtures';
import { clinicPageSession } from '../testing/clinic-page-session';
import FindClinicPage from './find-clinic.page';
import { ALLOCATION_STEP, EDIT_CLINIC_STEP, draftFromCamp } from '../clinic/clinic-draft';

const MINJUR_CAMP = camp({ campId: 42, id: 42, campIdPrefix: '1204051', campName: 'Minjur Camp', hospitalId: 1 });

const session = clinicPageSession();
const { server } = session;
beforeEach(() => {
  server.on('POST', '/api/curable/activecamp', () => ({ status: 200, body: [KOVALAM_CAMP, MINJUR_CAMP] }));
});

const searches = () => server.requests.filter((r) => r.url === '/api/curable/activecamp');
const box = () => screen.getByLabelText('Search By Clinic ID or Name');
const card = (name: string) => screen.findByRole('group', { name });
const openPage = () => renderPage(<FindClinicPage />, ['/HomePage', '/outreach-clinic-info']);

async function search(text: string, how: 'Enter' | 'button' = 'button') {
  await session.user.clear(box());
  await session.user.type(box(), how === 'Enter' ? `${text}{Enter}` : text);
  if (how === 'button') await session.user.click(buttonLabelled('Search'));
}

describe('Edit Existing Outreach Clinic', () => {
  it("Enter searches the user's active clinics ('Searching...' meanwhile); each card shows the clinic's nine fields; Edit opens its staff", async () => {
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.on('POST', '/api/curable/activecamp', async () => {
      await answered;
      return { status: 200, body: [KOVALAM_CAMP, MINJUR_CAMP] };
    });
    openPage();
    expect(screen.getByText('Edit Existing Outreach Clinic', { selector: 'h1' })).toBeInTheDocument();
    await search(' kovalam ', 'Enter');
    expect(await screen.findByText('Searching...')).toBeInTheDocument();
    expect(buttonLabelled('Searching...')).toBeDisabled();
    await waitFor(() => expect(searches()).toHaveLength(1));
    expect(searches()[0].body).toEqual({ search: 'kovalam', userId: 2, roleId: 2, hospitalId: 1, stage: 1 });
    answer();

    const kovalam = await card('Kovalam Camp');
    expect(buttonLabelled('Search')).toBeEnabled();
    const shown = Object.fromEntries(
      within(kovalam)
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextSibling?.textContent]),
    );
    expect(shown).toEqual({
      'Outreach Clinic ID': '1203045',
      Name: 'Kovalam Camp',
      Pincode: '603112',
      'State Name': 'Tamil Nadu',
      'District Name': 'Chengalpattu',
      'Taluk Name': 'Thiruporur',
      'Panchayat/Village Name': 'Kovalam',
      'Start Date': '22/10/2099',
      'End Date': '24/10/2099',
    });
    expect(await card('Minjur Camp')).toBeInTheDocument();

    await session.user.click(within(kovalam).getByRole('button', { name: 'Edit Staff' }));
    await waitFor(() => expect(currentPath()).toBe('/resource-allocation'));
    expect(useWorkflowStore.getState().steps[ALLOCATION_STEP]).toBe('edit');
    expect(useWorkflowStore.getState().steps[EDIT_CLINIC_STEP]).toEqual(draftFromCamp(KOVALAM_CAMP));
  });

  it('Edit Details opens the chosen clinic on Edit Outreach Clinic Information', async () => {
    openPage();
    await search('Minjur');
    await session.user.click(
      within(await card('Minjur Camp'))
        .getByText('Edit Details')
        .closest('button') as HTMLButtonElement,
    );
    await waitFor(() => expect(currentPath()).toBe('/EditOutreachClinic'));
    expect(useWorkflowStore.getState().steps[EDIT_CLINIC_STEP]).toEqual(draftFromCamp(MINJUR_CAMP));
  });

  it('Edit Staff and Edit Details are disabled without the edit privilege on /Outrich Clinic', async () => {
    signInForTest(server, { menus: [{ ...OUTREACH_CLINIC_MENU, privileges: ['CREATE', 'VIEW'] }] });
    server.on('POST', '/api/curable/activecamp', () => ({ status: 200, body: [KOVALAM_CAMP] }));
    openPage();
    await search('1203045');
    const kovalam = await card('Kovalam Camp');
    expect(within(kovalam).getByRole('button', { name: 'Edit Staff' })).toBeDisabled();
    expect(within(kovalam).getByText('Edit Details').closest('button')).toBeDisabled();
  });

  it('nothing found asks whether to create a new clinic (No closes, Yes creates); a failed search says so', async () => {
    server.on('POST', '/api/curable/activecamp', () => ({ status: 200, body: [] }));
    openPage();
    await search('Nowhere');
    expect(await screen.findByText('This Outreach Clinic does not exist')).toBeInTheDocument();
    expect(screen.getByText('Do you want to create a new Outreach Clinic?')).toBeInTheDocument();
    await session.user.click(buttonLabelled('No'));
    await waitFor(() => expect(screen.queryByText('Do you want to create a new Outreach Clinic?')).toBeNull());
    expect(currentPath()).toBeNull();

    server.on('POST', '/api/curable/activecamp', () => ({ status: 500, body: { error: 'Internal Server Error', message: 'x' } }));
    await search('Kovalam', 'Enter');
    expect(await screen.findByText('Failed to fetch camps. Please try again.')).toBeInTheDocument();
    expect(screen.queryByRole('group')).toBeNull();

    server.on('POST', '/api/curable/activecamp', () => ({ status: 200, body: [] }));
    await search('Nowhere');
    await session.user.click(await waitFor(() => buttonLabelled('Yes')));
    await waitFor(() => expect(currentPath()).toBe('/create-outreach-clinic'));
  });
});
