/** The clinical worklist in Tamil: its titles, the waiting list, a card (its stage and gender too) and its stage message. */
import { act, screen, within } from '@testing-library/react';
import { setLanguage } from '@screening/shared';
import { renderPage, setupUser } from '@screening/shared/testing';
import { listItem, pending, person } from '../testing/clinical-api';
import { BREAST_CLINICAL_ID } from '../testing/definitions.test-data';
import { MENUS, clinicalTestServer } from '../testing/clinical-session';
import ClinicalWorklistPage from './clinical-worklist.page';

const t = clinicalTestServer(MENUS.doctor, () => [person(502, 'Meenakshi', [pending(9004, BREAST_CLINICAL_ID)])]);

beforeEach(async () => {
  await act(() => setLanguage('ta'));
});

afterEach(async () => {
  await act(() => setLanguage('en'));
});

it('shows the clinical evaluation worklist in Tamil', async () => {
  t.server.on('POST', '/api/curable/getCandidatesList', () => ({
    status: 200,
    body: [
      listItem(person(502, 'Meenakshi', [pending(9004, BREAST_CLINICAL_ID)]), 'CLINICAL'),
      listItem(person(503, 'Meenal', []), 'CLINICAL'),
    ],
  }));
  renderPage(<ClinicalWorklistPage />, ['/ClinicSearchPage']);

  expect(screen.getByRole('heading', { level: 1, name: 'மருத்துவ மதிப்பீடு' })).toBeInTheDocument();
  expect(screen.getByLabelText('பயனாளர் பெயர்/எண்/கைபேசி எண் மூலம் தேடவும்')).toBeInTheDocument();
  expect(screen.getByText('வெளிக்கள முகாம்')).toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: 'மருத்துவ மதிப்பீட்டுக்குக் காத்திருப்பவர்கள் (2)' })).toBeInTheDocument();

  // What the server words in English: her pending test's stage (chosen, and named as still due) and her gender.
  const pendingCard = screen.getByRole('group', { name: /^Meenakshi / });
  expect(within(pendingCard).getAllByText('மார்பக மருத்துவ மதிப்பீடு (Breast Clinical Evaluation)')).toHaveLength(2);
  expect(within(pendingCard).getByText('இன்னும் செய்ய வேண்டியவை').nextElementSibling).toHaveTextContent(
    'மார்பக மருத்துவ மதிப்பீடு (Breast Clinical Evaluation)',
  );
  expect(within(pendingCard).getByText('பெண்')).toBeInTheDocument();

  const card = screen.getByRole('group', { name: /^Meenal / });
  expect(within(card).getByText('கைபேசி எண்')).toBeInTheDocument();
  expect(within(card).getByText('நிலை (Stage)')).toBeInTheDocument();
  expect(within(card).getByText('நிலுவையில் பரிசோதனைகள் இல்லை')).toBeInTheDocument();
  await setupUser().click(within(card).getByRole('button', { name: 'அடுத்து' }));
  expect(within(card).getByRole('alert')).toHaveTextContent('தொடரும் முன் ஒரு நிலையைத் தேர்ந்தெடுக்கவும்.');
});
