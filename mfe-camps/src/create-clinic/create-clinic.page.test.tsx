/** Outreach Clinic Creation against a local HTTP server answering like the suite's server. */
import { screen, waitFor } from '@testing-library/react';
import { WORKFLOW_STORAGE_KEY, useWorkflowStore } from '@screening/shared';
import { READ_RETRIES } from '@screening/shared/ui';
import { buttonLabelled, choose, dayText, localMidnight, typeDate } from '@screening/shared/testing';
import { currentPath, renderPage } from '@screening/shared/testing';
import { startNewClinic } from '../testing/camps-fixtures';
import { clinicPageSession } from '../testing/clinic-page-session';
import CreateClinicPage from './create-clinic.page';
import { NEW_CLINIC_STEP } from '../clinic/clinic-draft';

const session = clinicPageSession();
const { server } = session;
beforeEach(() => {
  server.on('GET', '/api/curable/isDuplicateClinic/', () => ({ status: 200, body: false }));
});

const draft = () => useWorkflowStore.getState().steps[NEW_CLINIC_STEP];
const next = () => session.user.click(buttonLabelled('Next'));
const selectBox = (label: string) => screen.getByLabelText(label);

describe('Outreach Clinic Creation', () => {
  it('cascade: each level waits for its parent, a new parent clears the levels below, the clinic ID is suggested and stays editable; the form is kept in the workflow store', async () => {
    renderPage(<CreateClinicPage />, ['/create-outreach-clinic']);
    expect(screen.getByText('Outreach Clinic Creation', { selector: 'h1' })).toBeInTheDocument();
    for (const level of ['District', 'Taluk', 'Panchayat/Village']) expect(selectBox(level)).toBeDisabled();

    await session.user.type(screen.getByLabelText('Outreach Clinic Name'), 'Kovalam Camp');
    await choose(session.user, 'State', 'Tamil Nadu');
    expect(selectBox('Taluk')).toBeDisabled();
    await choose(session.user, 'District', 'Chengalpattu');
    await choose(session.user, 'Taluk', 'Thiruporur');
    await choose(session.user, 'Panchayat/Village', 'Kovalam');
    const clinicId = screen.getByLabelText('Outreach Clinic ID');
    expect(clinicId).toHaveValue('1203045');
    expect(server.requests.map((r) => r.url)).toEqual(
      expect.arrayContaining([
        '/api/curable/statemaster',
        '/api/curable/districtmaster/statemaster/1',
        '/api/curable/taluqmaster/districtmaster/1',
        '/api/curable/panchayatmaster/taluqmaster/1',
      ]),
    );

    // Editable, digits only, at most 7.
    await session.user.clear(clinicId);
    await session.user.type(clinicId, '12a0399999');
    expect(clinicId).toHaveValue('1203999');

    // Another district clears taluk and panchayat, which wait again.
    await choose(session.user, 'District', 'Kancheepuram');
    await waitFor(() => expect(draft()?.details).toMatchObject({ stateId: 1, districtId: 2, talukId: null, panchayatId: null }));
    expect(selectBox('Panchayat/Village')).toBeDisabled();

    // All of it is in the workflow store, persisted to sessionStorage: a reload finds it.
    expect(draft()?.details).toMatchObject({ name: 'Kovalam Camp', campIdPrefix: '1203999' });
    expect(sessionStorage.getItem(WORKFLOW_STORAGE_KEY)).toContain('Kovalam Camp');
  });

  it('validation messages of docs/screens.md §5; a clinic in progress is resumed with its cascade preselected', async () => {
    const first = renderPage(<CreateClinicPage />, ['/create-outreach-clinic']);
    await next();
    expect(await screen.findByText('Please fill out all required fields.')).toBeInTheDocument();
    expect(screen.queryByTestId('location')).toBeNull();
    first.unmount();

    startNewClinic({ pincode: '60311', campIdPrefix: '120304' });
    renderPage(<CreateClinicPage />, ['/create-outreach-clinic']);
    // The cascade loads each preselected level's list and shows the names.
    expect(await screen.findByTitle('Kovalam')).toBeInTheDocument();
    expect(screen.getByTitle('Thiruporur')).toBeInTheDocument();
    expect(screen.getByLabelText('Outreach Clinic Name')).toHaveValue('Kovalam Camp');
    await next();
    expect(await screen.findAllByText('Pincode must be exactly 6 digits.')).not.toHaveLength(0);
    expect(screen.getByText('Clinic ID must be exactly 7 digits.')).toBeInTheDocument();

    // Digits only: a letter typed into the pincode never appears, and the field says why until a digit is kept.
    const pincode = screen.getByLabelText('Pincode');
    await session.user.type(pincode, 'x');
    expect(pincode).toHaveValue('60311');
    const refusal = screen.getByText('Only digits can be typed here.');
    expect(refusal).toHaveAttribute('role', 'alert');
    // Described by the refusal, beside the field's own error.
    expect(pincode.getAttribute('aria-describedby')?.split(' ')).toContain(refusal.id);
    await session.user.type(pincode, '2');
    expect(pincode).toHaveValue('603112');
    expect(screen.queryByText('Only digits can be typed here.')).toBeNull();
    // A longer paste keeps six digits and says so.
    await session.user.paste('99');
    expect(pincode).toHaveValue('603112');
    expect(screen.getByText('At most 6 digits.')).toHaveAttribute('role', 'alert');
    await session.user.type(screen.getByLabelText('Outreach Clinic ID'), '5');
    // A start after the chosen end.
    await typeDate(session.user, 'Start Date', dayText(6));
    await waitFor(() => expect(draft()?.details.startDate).toBe(localMidnight(6)));
    await next();
    expect(await screen.findAllByText('End date cannot be before start date.')).not.toHaveLength(0);
    expect(screen.queryByText('Pincode must be exactly 6 digits.')).toBeNull();
    expect(screen.queryByTestId('location')).toBeNull();
  });

  it('the clinic ID hint stays a hint when Next finds the form empty, and speaks of a suggestion only while the field holds it', async () => {
    const later = 'Filled in from the location once the Panchayat/Village is chosen; you may also type your own.';
    const suggested = 'Suggested from the location; you may change it.';
    renderPage(<CreateClinicPage />, ['/create-outreach-clinic']);
    expect(screen.getByText(later)).toBeInTheDocument();
    await next();
    expect(await screen.findByText('Please fill out all required fields.')).toBeInTheDocument();
    // The empty field is marked, but its hint is not said as an error (nor in the error's red).
    const hint = screen.getByText(later);
    expect(hint.closest('[role="alert"]')).toBeNull();
    expect(hint.closest('.ant-form-item-explain-error')).toBeNull();

    await choose(session.user, 'State', 'Tamil Nadu');
    await choose(session.user, 'District', 'Chengalpattu');
    await choose(session.user, 'Taluk', 'Thiruporur');
    await choose(session.user, 'Panchayat/Village', 'Kovalam');
    const clinicId = screen.getByLabelText('Outreach Clinic ID');
    expect(clinicId).toHaveValue('1203045');
    expect(screen.getByText(suggested)).toBeInTheDocument();

    // Her own ID is no suggestion: the hint goes.
    await session.user.clear(clinicId);
    expect(screen.getByText(later)).toBeInTheDocument();
    await session.user.type(clinicId, '1203999');
    expect(screen.queryByText(suggested)).toBeNull();
    expect(screen.queryByText(later)).toBeNull();
  });

  it('a clinic ID already used in the hospital is warned about before going on; a free one goes to Resource Planning', async () => {
    let taken = true;
    server.on('GET', '/api/curable/isDuplicateClinic/', () => ({ status: 200, body: taken }));
    startNewClinic({});
    renderPage(<CreateClinicPage />, ['/create-outreach-clinic']);
    await screen.findByTitle('Kovalam');
    await next();
    expect(
      await screen.findAllByText('Outreach Clinic ID 1203045 already exists. Please enter a different Clinic ID.'),
    ).not.toHaveLength(0);
    expect(server.requests.some((r) => r.url === '/api/curable/isDuplicateClinic/hospitalId/1/outreachClinicId/1203045')).toBe(
      true,
    );
    expect(screen.queryByTestId('location')).toBeNull();

    taken = false;
    const clinicId = screen.getByLabelText('Outreach Clinic ID');
    await session.user.clear(clinicId);
    await session.user.type(clinicId, '1203046');
    await next();
    await waitFor(() => expect(currentPath()).toBe('/resource-planning'));
    expect(draft()?.details.campIdPrefix).toBe('1203046');
  });

  it('a list that fails to load says so, per level, and Retry loads it again', async () => {
    let statesUp = false;
    server.on('GET', '/api/curable/statemaster', () =>
      statesUp ? { status: 200, body: [{ id: 1, code: '1', name: 'Tamil Nadu' }] } : { status: 500, body: {} },
    );
    const first = renderPage(<CreateClinicPage />, ['/create-outreach-clinic']);
    expect(await screen.findByText('Failed to fetch states. Please try again.')).toBeInTheDocument();
    expect(selectBox('State')).toBeDisabled();
    statesUp = true;
    await session.user.click(buttonLabelled('Retry'));
    await waitFor(() => expect(selectBox('State')).toBeEnabled());
    expect(screen.queryByText('Failed to fetch states. Please try again.')).toBeNull();
    first.unmount();

    for (const path of ['/api/curable/districtmaster/', '/api/curable/taluqmaster/', '/api/curable/panchayatmaster/']) {
      server.on('GET', path, () => ({ status: 503, body: {} }));
    }
    startNewClinic({});
    renderPage(<CreateClinicPage />, ['/create-outreach-clinic']);
    // A 503 is read again (the suite's query retries) before each list says it failed.
    expect(await screen.findByText('Failed to fetch districts. Please try again.')).toBeInTheDocument();
    expect(await screen.findByText('Failed to fetch taluks. Please try again.')).toBeInTheDocument();
    expect(await screen.findByText('Failed to fetch panchayats. Please try again.')).toBeInTheDocument();
    expect(server.requests.filter((r) => r.url.startsWith('/api/curable/districtmaster/'))).toHaveLength(READ_RETRIES + 1);
  });
});
