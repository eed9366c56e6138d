/**
 * The "Referred for" reasons in Tamil: stored as the form's English answers, shown as the hospital's form words them
 * in Tamil (on a follow-up card, in her view), in both languages on her slip; a reason no form words, as stored.
 */
import { act, screen, within } from '@testing-library/react';
import { setLanguage, type DiseaseTestMaster, type ParticipantView } from '@screening/shared';
import { renderPage, setupUser } from '@screening/shared/testing';
import { BREAST_SCREENING_ID, DEFINITIONS } from '../testing/definitions.test-data';
import { followUp, serveFollowUps } from '../testing/follow-up-api';
import { MENUS, clinicalTestServer } from '../testing/clinical-session';
import FollowUpListPage from './follow-up-list.page';
import ParticipantViewPage from './participant-view.page';

const t = clinicalTestServer(MENUS.doctor, () => []);

const USG_TAMIL = 'மார்பக அல்ட்ராசவுண்ட் (USG breast)';
const referral = followUp(1, 'Meena', { reasons: ['USG breast', 'Told by her doctor'] });

/** The hospital's breast screening form, its "Referred for" options worded in Tamil as the seed's forms are. */
function serveTamilForms(): void {
  t.server.on('GET', `/api/curable/getMetricsById/${BREAST_SCREENING_ID}`, () => {
    const form = DEFINITIONS.find((d) => d.id === BREAST_SCREENING_ID) as DiseaseTestMaster;
    const params = form.testMetrics!.params.map((param) =>
      param.testName === 'Referred for' ? { ...param, labels: { ta: { options: { 'USG breast': USG_TAMIL } } } } : param,
    );
    return { status: 200, body: { ...form, testMetrics: { ...form.testMetrics, params } } };
  });
}

beforeEach(async () => {
  await act(() => setLanguage('ta'));
});

afterEach(async () => {
  await act(() => setLanguage('en'));
});

it('a follow-up card says her reasons in Tamil, one no form words as stored', async () => {
  serveFollowUps(t.server, [referral]);
  serveTamilForms();
  renderPage(<FollowUpListPage />, ['/FollowUp']);
  const card = within(await screen.findByRole('group', { name: /^Meena / }));
  expect(await card.findByText(`${USG_TAMIL}, Told by her doctor`)).toBeInTheDocument();
  expect(card.getByText('பரிந்துரைக்கான காரணம்')).toBeInTheDocument();
});

it('her view says them in Tamil, and her slip in both languages', async () => {
  const user = setupUser();
  const meena: ParticipantView = {
    id: referral.candidateId,
    registrationId: referral.registrationId,
    name: 'மீனா Meena',
    gender: 'FEMALE',
    age: 44,
    mobileNo: referral.mobileNo,
    address: null,
    campId: 7,
    campName: 'Clinic 7',
    registeredAt: '2026-03-01T04:00:00.000Z',
    excludedFromScreening: false,
    referTo: { name: 'Cancer Institute (WIA), Adyar', address: null, phone: null },
    tests: [
      {
        candidateTestId: 2,
        diseaseTestMasterId: 8,
        kind: 'SCREENING',
        disease: 'oral',
        name: 'Oral screening Test',
        state: 'DUE',
        date: null,
      },
    ],
    followUps: [referral],
    timeline: [],
  };
  t.server.on('POST', '/api/curable/participant/view', () => ({ status: 200, body: meena }));
  serveTamilForms();
  renderPage(<ParticipantViewPage />, [{ pathname: '/Participant', search: `?id=${referral.candidateId}` }]);
  const card = within(await screen.findByRole('group', { name: /^Meena / }));
  expect(await card.findByText(`${USG_TAMIL}, Told by her doctor`)).toBeInTheDocument();
  // Her test's form opens from here, in Tamil too.
  expect(screen.getByRole('button', { name: 'படிவத்தைத் திற – வாய் பரிசோதனை' })).toHaveTextContent('படிவத்தைத் திற');

  await user.click(screen.getByRole('button', { name: 'சீட்டை அச்சிடு – மார்பகம்' }));
  const dialog = within(screen.getByRole('dialog', { name: 'பரிந்துரைச் சீட்டு — மீனா Meena' }));
  const slip = within(dialog.getByRole('article', { name: 'Referral slip / பரிந்துரைச் சீட்டு' }));
  expect(slip.getByText('Referred for / பரிந்துரைக் காரணம்').nextElementSibling).toHaveTextContent(
    `Breast / மார்பகம் – USG breast / ${USG_TAMIL}, Told by her doctor`,
  );
});
