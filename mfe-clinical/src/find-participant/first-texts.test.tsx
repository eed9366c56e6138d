/**
 * The worklists (the screens the Screening, Clinical Evaluation and Referral tiles open) show with the catalogue's
 * `first` section alone: in the browser it is all that is fetched for them; a text from elsewhere would show its key.
 */
import type { ComponentType, ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { render as renderDom, screen } from '@testing-library/react';
import { registerTranslations } from '@screening/shared';
import { renderPage } from '@screening/shared/testing';
import english from '../../translations/en.json';
import ClinicalWorklistPage from './clinical-worklist.page';
import ReferralWorklistPage from './referral-worklist.page';
import ScreeningWorklistPage from './screening-worklist.page';
import { ParticipantCard } from './participant-card';

/** The card links to her view: it is rendered inside a router, as on its page. */
const render = (ui: ReactElement) => renderDom(<MemoryRouter>{ui}</MemoryRouter>);

beforeAll(() => registerTranslations('clinical', { en: { first: english.first } }));

const KEY = /\b(first|exam|done|form|notice|details|msg)\.[a-zA-Z]/;

it.each<[string, ComponentType, string]>([
  ['Screening', ScreeningWorklistPage, '/PatientSearchPage'],
  ['Clinical Evaluation', ClinicalWorklistPage, '/ClinicSearchPage'],
  ['Referral to Hospital', ReferralWorklistPage, '/ClinicSearchPage'],
])('%s', (title, Page, path) => {
  const { container } = renderPage(<Page />, [path]);
  expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  expect(screen.getByLabelText('Search by Patient name/id/mobile')).toBeInTheDocument();
  expect(container.innerHTML).not.toMatch(KEY);
});

it('a participant card', () => {
  const { container } = render(
    <ParticipantCard
      candidate={{ id: 1, name: 'Meena', age: 42, gender: 'FEMALE', eligibleDiseases: [] } as never}
      kind="screening"
      disabled={false}
      onNext={() => {}}
    />,
  );
  expect(screen.getByText('No pending tests')).toBeInTheDocument();
  expect(container.innerHTML).not.toMatch(KEY);
});
