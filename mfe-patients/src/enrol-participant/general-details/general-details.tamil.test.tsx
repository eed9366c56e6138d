/** General Details in Tamil: a habit and its type (the server's own word) shown in Tamil, saved in English. */
import { act, screen, waitFor } from '@testing-library/react';
import { setLanguage } from '@screening/shared';
import { choose } from '@screening/shared/testing';
import { pageTests } from '../../testing/page-tests';
import { candidate, savedCandidate } from '../../testing/fixtures';
import { PARTICIPANT, renderPage } from '../../testing/render-page';
import GeneralDetailsPage from './general-details.page';

const t = pageTests({
  participant: PARTICIPANT,
  routes: (server) => {
    server.on('GET', '/curable/getHabitTypes/Tobacco', { body: ['Hans', 'Gutka', 'Chewing Tobacco'] });
    server.on('POST', '/curable/candidate', (body) => ({ body: savedCandidate(body) }));
  },
});

beforeEach(async () => {
  await act(() => setLanguage('ta', { forUser: false }));
});

afterEach(async () => {
  await act(() => setLanguage('en', { forUser: false }));
});

test('a recorded habit shows its type in Tamil; another type is chosen by its Tamil name and saved in English', async () => {
  t.server.on('POST', '/curable/candidatehistoryForPrefil', {
    body: candidate({
      tobaccoUser: true,
      candidateHabitDTOs: [
        { id: 3, candidateId: 501, habits: 'Tobacco', type: 'Hans', frequency: '2', duration: '5', quit: 'false', howLong: null },
      ],
    }),
  });
  renderPage(<GeneralDetailsPage />, '/ParticipantDetails');

  expect(await screen.findByText(/புகையிலை – ஹான்ஸ் \(Hans\)/)).toBeInTheDocument();
  expect(screen.queryByText(/– Hans$/)).not.toBeInTheDocument();
  await waitFor(() => expect(t.server.calls('GET', '/curable/getHabitTypes/Tobacco')).toHaveLength(1));
  await choose(t.user, screen.getByLabelText('பழக்கத்தின் வகை'), 'குட்கா');
  expect(await screen.findByText(/புகையிலை – குட்கா/)).toBeInTheDocument();

  await t.user.click(screen.getByRole('button', { name: 'அடுத்து' }));
  await waitFor(() => expect(t.server.calls('POST', '/curable/candidate')).toHaveLength(1));
  expect(t.server.calls('POST', '/curable/candidate')[0].body).toMatchObject({
    candidateHabitDTOs: [expect.objectContaining({ habits: 'Tobacco', type: 'Gutka' })],
  });
});
