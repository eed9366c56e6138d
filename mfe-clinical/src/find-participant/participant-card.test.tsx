/** A worklist card tells apart two women of the same name: her Registration ID and her clinic are on it. */
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { render as renderDom, screen, within } from '@testing-library/react';
import { candidate } from '@screening/shared/testing';
import { loadClinicalTranslations } from '../i18n';
import { ParticipantCard } from './participant-card';

/** The card links to her view: it is rendered inside a router, as on its page. */
const render = (ui: ReactElement) => renderDom(<MemoryRouter>{ui}</MemoryRouter>);

beforeAll(() => loadClinicalTranslations());

test('shows the Registration ID and the clinic', () => {
  render(
    <ParticipantCard
      candidate={candidate({
        name: 'Lakshmi Devi',
        registraionId: '3301001007000021',
        registrationId: '3301001007000021',
        campName: 'Kovalam Camp',
      })}
      kind="screening"
      disabled={false}
      onNext={() => {}}
    />,
  );
  const card = screen.getByRole('group', { name: 'Lakshmi Devi 3301001007000021' });
  const shown = Object.fromEntries(
    within(card)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );
  expect(shown).toMatchObject({ 'Registration ID': '3301001007000021', 'Outreach Clinic': 'Kovalam Camp' });
  // Her name opens her view.
  expect(within(card).getByRole('link', { name: 'Lakshmi Devi' })).toHaveAttribute(
    'href',
    expect.stringMatching(/^\/Participant\?id=\d+$/),
  );
});

/** The terms of a card and what each says. */
function cardFields(name: RegExp): Record<string, string | null | undefined> {
  const card = screen.getByRole('group', { name });
  return Object.fromEntries(
    within(card)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );
}

const test_ = (diseaseTestId: number, candidateTestId: number, stage: string) => ({
  candidateId: 501,
  stage,
  name: 'SCREENING' as const,
  diseaseTestId,
  candidateTestId,
});

test('says which screenings are still due: the one left after the others are finished, or all of them', () => {
  render(
    <>
      <ParticipantCard
        candidate={candidate({ name: 'Meena', eligibleDiseases: [test_(34, 9004, 'Symptoms based referral screening Test')] })}
        kind="screening"
        disabled={false}
        onNext={() => {}}
      />
      <ParticipantCard
        candidate={candidate({
          name: 'Kamala',
          eligibleDiseases: [test_(22, 9011, 'Breast screening Test'), test_(34, 9012, 'Symptoms based referral screening Test')],
        })}
        kind="screening"
        disabled={false}
        onNext={() => {}}
      />
      <ParticipantCard
        candidate={candidate({ name: 'Revathi', eligibleDiseases: null })}
        kind="screening"
        disabled={false}
        onNext={() => {}}
      />
    </>,
  );
  expect(cardFields(/^Meena/)).toMatchObject({ 'Still due': 'Symptoms based referral Screening' });
  expect(cardFields(/^Kamala/)).toMatchObject({ 'Still due': 'Breast Screening, Symptoms based referral Screening' });
  expect(cardFields(/^Revathi/)).not.toHaveProperty('Still due');
});
