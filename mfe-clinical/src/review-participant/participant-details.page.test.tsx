import { act, screen, within } from '@testing-library/react';
import { setLanguage } from '@screening/shared';
import userEvent from '@testing-library/user-event';
import { pending, person } from '../testing/clinical-api';
import { BREAST_SCREENING_ID } from '../testing/definitions.test-data';
import { candidate, renderPage } from '@screening/shared/testing';
import { MENUS, chooseExamination, clinicalTestServer } from '../testing/clinical-session';
import ParticipantDetailsPage from './participant-details.page';

const t = clinicalTestServer(MENUS.nurse, () => [
  person(701, 'Selvi', [pending(9301, BREAST_SCREENING_ID)], {
    general: {
      fatherName: 'Murugan',
      spouseName: 'Kannan',
      houseType: 'Owned',
      occupation: 'House wife',
      candidateHabitDTOs: [
        { id: 4, candidateId: 701, habits: 'Tobacco', type: 'Gutka', frequency: 2, duration: '5', howLong: null, quit: 'No' },
      ],
    },
  }),
]);

beforeEach(() => {
  chooseExamination('screening', t.people[0], 'Breast Screening', BREAST_SCREENING_ID, 9301);
});

describe('the participant details (/TenantDetails)', () => {
  it('summarises the saved identity, general details and habits, read-only', async () => {
    renderPage(<ParticipantDetailsPage />, ['/TenantDetails']);
    const general = await screen.findByRole('region', { name: 'General Details' }, { timeout: 10_000 });
    expect(within(general).getByText('Murugan')).toBeInTheDocument();
    expect(within(general).getByText('Owned')).toBeInTheDocument();
    const identity = screen.getByRole('region', { name: 'Participant' });
    expect(identity).toHaveTextContent('Selvi 45/FEMALE');
    expect(identity).toHaveTextContent('1203045001000701');
    expect(identity).toHaveTextContent('Main Road');
    expect(within(screen.getByRole('group', { name: 'Habit 1' })).getByText('Gutka')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(t.server.requests.map((r) => r.body.type).sort()).toEqual([2, 6]);
  });

  it('in Tamil, shows the words the enrolment saved in English (house, occupation, habit and its type) in Tamil', async () => {
    await act(() => setLanguage('ta', { forUser: false }));
    try {
      renderPage(<ParticipantDetailsPage />, ['/TenantDetails']);
      const general = await screen.findByRole('region', { name: 'பொது விவரங்கள்' }, { timeout: 10_000 });
      expect(within(general).getByText('சொந்த வீடு')).toBeInTheDocument();
      expect(within(general).getByText('இல்லத்தரசி')).toBeInTheDocument();
      expect(screen.getByRole('region', { name: 'பயனாளர்' })).toHaveTextContent('Selvi 45/பெண்');
      const habit = screen.getByRole('group', { name: 'பழக்கம் 1' });
      expect(within(habit).getByText('புகையிலை')).toBeInTheDocument();
      expect(within(habit).getByText('குட்கா')).toBeInTheDocument();
    } finally {
      await act(() => setLanguage('en', { forUser: false }));
    }
  });

  it('shows that it is loading, says when the details cannot be fetched, and Retry reads them again', async () => {
    const answer = { broken: true };
    t.server.on('POST', '/api/curable/candidatehistoryForPrefil', () =>
      answer.broken
        ? { status: 500, body: { error: 'Internal Server Error', message: '' } }
        : { status: 200, body: candidate({ id: 701, name: 'Selvi', fatherName: 'Murugan' }) },
    );
    renderPage(<ParticipantDetailsPage />, ['/TenantDetails']);
    expect(screen.getByText('Loading participant details…')).toBeInTheDocument();
    expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(
      'Failed to fetch candidate details. Please try again.',
    );

    answer.broken = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    const general = await screen.findByRole('region', { name: 'General Details' });
    expect(within(general).getByText('Murugan')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
