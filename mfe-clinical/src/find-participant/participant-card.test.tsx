/** A worklist card tells apart two women of the same name: her Registration ID and her clinic are on it. */
import { render, screen, within } from '@testing-library/react';
import { candidate } from '@screening/shared/testing';
import { loadClinicalTranslations } from '../i18n';
import { ParticipantCard } from './participant-card';

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
});
