import { screen, waitFor, within } from '@testing-library/react';
import { useWorkflowStore, type ParticipantView } from '@screening/shared';
import { refusal, renderPage, setupUser, type User } from '@screening/shared/testing';
import { followUp, serveFollowUps } from '../testing/follow-up-api';
import { MENUS, clinicalTestServer, navigatedTo, signInStaff } from '../testing/clinical-session';
import ParticipantViewPage from './participant-view.page';
import FollowUpListPage from './follow-up-list.page';

const t = clinicalTestServer(MENUS.doctor, () => []);

let user: User;
beforeEach(() => {
  user = setupUser();
});

const referral = followUp(1, 'Meena', {
  candidateId: 501,
  reasons: ['USG breast'],
  referredOn: '2026-03-01',
  dueDate: '2026-03-15',
  unansweredCalls: 1,
  events: [
    {
      kind: 'call',
      outcome: 'NOT_REACHED',
      date: '2026-03-03',
      note: null,
      at: '2026-03-02T05:30:00.000Z',
      by: 'Kavitha Ramesh',
    },
    { kind: 'opened', outcome: null, date: null, note: null, at: '2026-03-01T05:30:00.000Z', by: null },
  ],
});

const meena: ParticipantView = {
  id: 501,
  registrationId: referral.registrationId,
  name: 'மீனா Meena',
  gender: 'FEMALE',
  age: 44,
  mobileNo: '9840000501',
  address: '12 Temple Street, Thiruvallur',
  campId: 7,
  campName: 'Clinic 7',
  registeredAt: '2026-03-01T04:00:00.000Z',
  excludedFromScreening: false,
  referTo: { name: 'Cancer Institute (WIA), Adyar', address: '38 Sardar Patel Road, Chennai', phone: '044 2220 9150' },
  tests: [
    {
      candidateTestId: 1,
      diseaseTestMasterId: 11,
      kind: 'SCREENING',
      disease: 'breast',
      name: 'Breast',
      state: 'REFERRED',
      date: '2026-03-01T05:30:00.000Z',
    },
    {
      candidateTestId: 2,
      diseaseTestMasterId: 12,
      kind: 'SCREENING',
      disease: 'oral',
      name: 'Oral screening Test',
      state: 'DUE',
      date: null,
    },
    {
      candidateTestId: 3,
      diseaseTestMasterId: 21,
      kind: 'CLINICAL',
      disease: 'breast',
      name: 'Breast',
      state: 'DUE',
      date: null,
    },
  ],
  followUps: [referral],
  timeline: [
    { at: '2026-03-02T05:30:00.000Z', by: 'Kavitha Ramesh', what: 'CALL', disease: 'breast', outcome: 'NOT_REACHED' },
    { at: '2026-03-01T05:30:00.000Z', by: 'Kavitha Ramesh', what: 'SCREENING_REFERRED', disease: 'breast', outcome: null },
    { at: '2026-03-01T04:00:00.000Z', by: 'Selvi Murugan', what: 'ENROLLED', disease: null, outcome: null },
  ],
};

const views = () => t.server.requests.filter((r) => r.url === '/api/curable/participant/view').map((r) => r.body);
const openView = (id: string) => renderPage(<ParticipantViewPage />, [{ pathname: '/Participant', search: `?id=${id}` }]);

describe("a participant's view (/Participant)", () => {
  it('shows who she is, each test, her follow-up with every call, and who did what', async () => {
    t.server.on('POST', '/api/curable/participant/view', () => ({ status: 200, body: meena }));
    openView('501');
    expect(await screen.findByRole('heading', { name: 'மீனா Meena' })).toBeInTheDocument();
    expect(views()).toEqual([{ candidateId: 501 }]);
    const about = within(screen.getByRole('group', { name: 'Her details' }));
    expect(about.getByRole('link', { name: '9840000501' })).toHaveAttribute('href', 'tel:9840000501');
    expect(about.getByText('12 Temple Street, Thiruvallur')).toBeInTheDocument();

    const tests = within(screen.getByRole('list', { name: 'Tests' }));
    expect(tests.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Breast screeningPositive – referred01/03/2026',
      'Oral screeningDueOpen the form',
      'Breast clinical evaluationDueOpen the form',
    ]);

    const calls = within(screen.getByRole('list', { name: 'Calls and visits – Breast' }));
    expect(calls.getAllByRole('listitem')[0]).toHaveTextContent(
      'Not reached · 03/03/2026 · 02/03/2026, 11:00 am · by Kavitha Ramesh',
    );
    expect(within(screen.getByRole('group', { name: /^Meena / })).getByRole('button', { name: 'Record call' })).toBeEnabled();

    const timeline = within(screen.getByRole('list', { name: 'Who did what' }));
    expect(timeline.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '02/03/2026, 11:00 am · Not reached – Breast · by Kavitha Ramesh',
      '01/03/2026, 11:00 am · Screening finished – referred – Breast · by Kavitha Ramesh',
      '01/03/2026, 09:30 am · Enrolled · by Selvi Murugan',
    ]);
  });

  it('prints her slip: both languages, her Registration ID as text and QR code, where to go and by when', async () => {
    t.server.on('POST', '/api/curable/participant/view', () => ({ status: 200, body: meena }));
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    openView('501');
    await user.click(await screen.findByRole('button', { name: 'Print slip – Breast' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Referral slip — மீனா Meena' }));
    const slip = within(dialog.getByRole('article', { name: 'Referral slip / பரிந்துரைச் சீட்டு' }));
    const value = (label: string) => slip.getByText(label).nextElementSibling?.textContent;
    expect(value('Name / பெயர்')).toBe('மீனா Meena');
    expect(value('Registration ID / பதிவு எண்')).toBe(referral.registrationId);
    expect(value('Outreach clinic / முகாம்')).toBe('Clinic 7');
    expect(value('Referred on / பரிந்துரைத்த நாள்')).toBe('01/03/2026');
    expect(value('Referred for / பரிந்துரைக் காரணம்')).toBe('Breast / மார்பகம் – USG breast');
    expect(value('Please go to / செல்ல வேண்டிய மருத்துவமனை')).toBe(
      'Cancer Institute (WIA), Adyar38 Sardar Patel Road, ChennaiPhone / தொலைபேசி: 044 2220 9150',
    );
    expect(value('Please go by / இந்த நாளுக்குள் செல்லவும்')).toBe('15/03/2026');
    // The QR code is drawn before Print may be pressed; the printed copy is the same slip, on the paper chosen.
    const printButton = dialog.getByRole('button', { name: 'Print' });
    await waitFor(() => expect(printButton).toBeEnabled());
    expect(slip.getByRole('img', { name: 'QR code of the Registration ID / பதிவு எண்ணின் QR குறியீடு' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/svg\+xml/),
    );
    await user.click(dialog.getByRole('radio', { name: 'Receipt 58 mm' }));
    const printed = document.querySelector('body > .sc-slip-print');
    expect(printed?.querySelector('style')?.textContent).toContain('size: 58mm');
    expect(printed?.querySelector('.sc-slip--58mm')).not.toBeNull();
    await waitFor(() => expect(printButton).toBeEnabled());
    await user.click(printButton);
    expect(print).toHaveBeenCalledTimes(1);
    print.mockRestore();
  });

  it('opens a test still due on its form as her worklist card does, from the keyboard too', async () => {
    t.server.on('POST', '/api/curable/participant/view', () => ({ status: 200, body: meena }));
    openView('501');
    const tests = within(await screen.findByRole('list', { name: 'Tests' }));
    // A finished test has no form to open.
    expect(tests.getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual([
      'Open the form – Oral screening',
      'Open the form – Breast clinical evaluation',
    ]);
    tests.getByRole('button', { name: 'Open the form – Oral screening' }).focus();
    await user.keyboard('{Enter}');
    expect(navigatedTo()).toBe('/DiseaseSpecificDetailsScreening');
    const state = useWorkflowStore.getState();
    expect(state.participant).toEqual({
      id: 501,
      name: 'மீனா Meena',
      registrationId: referral.registrationId,
      age: 44,
      gender: 'FEMALE',
      campId: 7,
    });
    // The label a worklist shows, the form and the row of her test.
    expect([state.selectedStage, state.diseaseTestId, state.candidateTestId]).toEqual(['Oral Screening', 12, 2]);
    expect(state.steps['clinical.examination']).toEqual({
      kind: 'screening',
      candidateId: 501,
      diseaseTestId: 12,
      fromView: true,
    });
  });

  it('opens her clinical evaluation on the clinical form', async () => {
    t.server.on('POST', '/api/curable/participant/view', () => ({ status: 200, body: meena }));
    openView('501');
    await user.click(await screen.findByRole('button', { name: 'Open the form – Breast clinical evaluation' }));
    expect(navigatedTo()).toBe('/DynamicScreen');
    const state = useWorkflowStore.getState();
    expect([state.selectedStage, state.diseaseTestId, state.candidateTestId]).toEqual(['Breast', 21, 3]);
    expect(state.steps['clinical.examination']).toEqual({
      kind: 'clinical',
      candidateId: 501,
      diseaseTestId: 21,
      fromView: true,
    });
  });

  it.each([
    ['the screening menu only: her screening', MENUS.nurse, ['Open the form – Oral screening']],
    ['the menus to view only: none', MENUS.viewer, []],
    ['the referral menu only (the clinical form needs the clinical menu): none', MENUS.referralOnly, []],
  ])('offers the forms her menus open, with %s', async (_, menus, offered) => {
    signInStaff(t.server, menus);
    t.server.on('POST', '/api/curable/participant/view', () => ({ status: 200, body: meena }));
    openView('501');
    const tests = within(await screen.findByRole('list', { name: 'Tests' }));
    expect(tests.queryAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual(offered);
  });

  it('once her medical details took her out of screening, it says so and offers her clinical form alone', async () => {
    t.server.on('POST', '/api/curable/participant/view', () => ({
      status: 200,
      body: { ...meena, excludedFromScreening: true },
    }));
    openView('501');
    const tests = within(await screen.findByRole('list', { name: 'Tests' }));
    expect(tests.queryAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual([
      'Open the form – Breast clinical evaluation',
    ]);
    expect(screen.getByText(/Her medical details took her out of screening/)).toBeVisible();
  });

  it('another clinic\'s participant says "not found"', async () => {
    t.server.on('POST', '/api/curable/participant/view', () => refusal(404, 'PARTICIPANT_NOT_FOUND', { id: 9 }));
    openView('9');
    expect(
      await screen.findByText('This participant was not found among the participants of your outreach clinics.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Tests' })).toBeNull();
  });

  it('an address naming no participant asks the server nothing', async () => {
    openView('abc');
    expect(
      await screen.findByText('This participant was not found among the participants of your outreach clinics.'),
    ).toBeInTheDocument();
    expect(views()).toEqual([]);
  });

  it('opens from her name on a follow-up card', async () => {
    serveFollowUps(t.server, [referral]);
    renderPage(<FollowUpListPage />, ['/FollowUp']);
    const link = await screen.findByRole('link', { name: 'Meena' });
    expect(link).toHaveAttribute('href', '/Participant?id=501');
    await user.click(link);
    expect(navigatedTo()).toBe('/Participant');
  });
});

describe('Scan slip on the follow-up list', () => {
  it('a USB scanner types her Registration ID and Enter: her view opens; an ID outside her clinics is not found', async () => {
    serveFollowUps(t.server, [referral]);
    t.server.on('POST', '/api/curable/participant/view', ({ body }) =>
      body.registrationId === referral.registrationId
        ? { status: 200, body: meena }
        : refusal(404, 'PARTICIPANT_NOT_FOUND', { id: String(body.registrationId) }),
    );
    renderPage(<FollowUpListPage />, ['/FollowUp']);
    await user.click(await screen.findByRole('button', { name: 'Scan slip' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Scan her slip' }));
    // This browser has no camera: the field says what to do instead.
    expect(dialog.getByText('The camera could not be opened. Type or scan the Registration ID below.')).toBeInTheDocument();
    const field = dialog.getByLabelText('Registration ID');
    await waitFor(() => expect(field).toHaveFocus());

    await user.type(field, 'X1{Enter}');
    expect(
      await dialog.findByText(
        'No participant with Registration ID X1 was found among the participants of your outreach clinics.',
      ),
    ).toBeInTheDocument();

    await user.clear(field);
    await user.type(field, `${referral.registrationId}{Enter}`);
    await waitFor(() => expect(navigatedTo()).toBe('/Participant'));
    expect(views()).toEqual([{ registrationId: 'X1' }, { registrationId: referral.registrationId }]);
  });
});
