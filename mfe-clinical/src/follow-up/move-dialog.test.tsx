import { act, screen, waitFor } from '@testing-library/react';
import { addDays, indiaDay } from '@screening/domain/follow-up';
import { setLanguage, type FollowUp } from '@screening/shared';
import { shownDay } from '@screening/shared/ui';
import { refusal, renderPage, setupUser, typeDate, type User } from '@screening/shared/testing';
import { followUp, serveFollowUps } from '../testing/follow-up-api';
import { MENUS, clinicalTestServer } from '../testing/clinical-session';
import type { RecordResult } from './follow-up.api';
import { MoveDialog } from './move-dialog';

const t = clinicalTestServer(MENUS.doctor, () => []);

let user: User;
let onSaved: jest.Mock<void, [RecordResult]>;
beforeEach(() => {
  user = setupUser();
  onSaved = jest.fn();
});

/** `days` after India's day (the dialogs count from it, whatever zone this machine is on). */
const day = (days: number) => addDays(indiaDay(), days);
/** The same day as the date field shows it. */
const dayField = (days: number) => shownDay(day(days)) ?? '';
const records = () => t.server.requests.filter((r) => r.url === '/api/curable/followUp/record').map((r) => r.body);
const radio = (name: string) => screen.getByRole('radio', { name });
const moves = () => screen.getAllByRole('radio').map((input) => input.closest('label')?.textContent);
const save = () => user.click(screen.getByRole('button', { name: 'Save' }));

function open(her: FollowUp, title = `Update follow-up — ${her.name}`) {
  serveFollowUps(t.server, [her]);
  renderPage(<MoveDialog followUp={her} onClose={jest.fn()} onSaved={onSaved} />, ['/FollowUp']);
  expect(screen.getByText(title)).toBeInTheDocument();
}

/** Empties a date field by its clear button, as a mouse does. */
async function clearDay(id: string) {
  const clear = document.getElementById(id)?.closest('.ant-picker')?.querySelector('.ant-picker-clear');
  if (!clear) throw new Error(`No clear button at ${id}`);
  await user.click(clear);
}

describe('Update follow-up', () => {
  it('asks what happened at its buttons, then what that move needs, keeping what was chosen', async () => {
    open(followUp(1, 'Meena'));
    await save();
    expect(await screen.findByRole('alert')).toHaveTextContent('Please choose what happened.');
    const what = screen.getByRole('radiogroup', { name: 'What happened?' });
    expect(what).toHaveAttribute('aria-invalid', 'true');
    expect(what).toHaveAccessibleDescription('Please choose what happened.');
    expect(radio('Reached the hospital')).toHaveFocus();

    await user.click(radio('Lost to follow-up'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Note'), 'No answer for weeks');
    await save();
    expect(await screen.findByRole('alert')).toHaveTextContent('Please choose a reason.');
    expect(screen.getByRole('radiogroup', { name: 'Reason' })).toHaveAttribute('aria-invalid', 'true');
    expect(radio('Lost to follow-up')).toBeChecked();
    expect(screen.getByLabelText('Note')).toHaveValue('No answer for weeks');
    expect(records()).toEqual([]);
  });

  it('asks the finding of a result', async () => {
    open(followUp(2, 'Meenakshi', { state: 'ATTENDED', attendedDate: day(-3), hospital: 'Cancer Institute' }));
    await user.click(radio('Result known'));
    await save();
    expect(await screen.findByRole('alert')).toHaveTextContent('Please choose the finding.');
    await user.click(radio('Benign'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await save();
    await waitFor(() => expect(records()).toEqual([{ followUpId: 2, candidateId: 502, kind: 'outcome', finding: 'BENIGN' }]));
  });

  it('asks the day of the visit when it was cleared, and saves on Enter in the hospital', async () => {
    open(followUp(1, 'Meena', { state: 'CONTACTED' }));
    await user.click(radio('Reached the hospital'));
    await clearDay('fu-move-date');
    await user.type(screen.getByLabelText('Hospital'), 'Adyar{Enter}');
    expect(await screen.findByText('Please choose the day of the visit.')).toBeInTheDocument();
    expect(screen.getByLabelText('Day of the visit')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Day of the visit')).toHaveFocus();
    expect(screen.getByLabelText('Hospital')).toHaveValue('Adyar');
    expect(records()).toEqual([]);

    await typeDate(user, 'Day of the visit', dayField(-1));
    await user.type(screen.getByLabelText('Hospital'), '{Enter}');
    await waitFor(() =>
      expect(records()).toEqual([{ followUpId: 1, candidateId: 501, kind: 'attended', date: day(-1), hospital: 'Adyar' }]),
    );
  });

  it('words its refusals in Tamil', async () => {
    await act(() => setLanguage('ta'));
    try {
      open(followUp(1, 'Meena', { state: 'CONTACTED' }), 'பின்தொடர்வைப் புதுப்பி — Meena');
      await user.click(screen.getByRole('button', { name: 'சேமி' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('என்ன நடந்தது என்பதைத் தேர்ந்தெடுக்கவும்.');
      await user.click(radio('மருத்துவமனைக்கு வந்தார்'));
      await user.click(screen.getByRole('button', { name: 'சேமி' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('மருத்துவமனையின் பெயரை உள்ளிடவும்.');
    } finally {
      await act(() => setLanguage('en'));
    }
  });

  it('offers one who will visit only what may follow: no result before she reached the hospital', () => {
    open(followUp(1, 'Meena', { state: 'CONTACTED' }));
    expect(moves()).toEqual(['Reached the hospital', 'Lost to follow-up']);
    expect(screen.queryByText('Result known')).not.toBeInTheDocument();
  });

  it('records her visit: the day (today unless changed) and the hospital, which it asks for', async () => {
    open(followUp(1, 'Meena', { state: 'CONTACTED' }));
    await user.click(radio('Reached the hospital'));
    expect(screen.getByLabelText('Day of the visit')).toHaveValue(dayField(0));
    await save();
    expect(await screen.findByText('Please enter the hospital.')).toBeInTheDocument();
    expect(records()).toEqual([]);

    await typeDate(user, 'Day of the visit', dayField(-2));
    await user.type(screen.getByLabelText('Hospital'), ' Cancer Institute ');
    await save();
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(records()).toEqual([
      { followUpId: 1, candidateId: 501, kind: 'attended', date: day(-2), hospital: 'Cancer Institute' },
    ]);
    expect(onSaved.mock.calls[0][0]).toMatchObject({
      queued: false,
      followUp: { state: 'ATTENDED', hospital: 'Cancer Institute' },
    });
  });

  it('for one who reached the hospital, records the result with the day treatment started', async () => {
    open(followUp(2, 'Meenakshi', { state: 'ATTENDED', attendedDate: day(-3), hospital: 'Cancer Institute' }));
    expect(moves()).toEqual(['Result known', 'Lost to follow-up']);
    await user.click(radio('Result known'));
    await user.click(radio('Pre-cancerous'));
    await typeDate(user, 'Treatment started on (if it has)', dayField(-1));
    await save();
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(records()).toEqual([
      { followUpId: 2, candidateId: 502, kind: 'outcome', finding: 'PRE_CANCEROUS', treatmentStarted: day(-1) },
    ]);
  });

  it('marks her lost with a reason and a note, and shows a refusal without closing', async () => {
    open(followUp(3, 'Meenal'));
    t.server.on('POST', '/api/curable/followUp/record', () =>
      refusal(409, 'FOLLOW_UP_MOVE_NOT_ALLOWED', { state: 'closed' }, 'kind'),
    );
    await user.click(radio('Lost to follow-up'));
    // The reason NOT_REACHED is the server's own, after the unanswered calls.
    expect(moves()).toEqual([
      'Reached the hospital',
      'Lost to follow-up',
      'Refused',
      'Moved away',
      'Wrong number',
      'Died',
      'Other',
    ]);
    await user.click(radio('Died'));
    await user.type(screen.getByLabelText('Note'), 'Told by her sister');
    await save();
    expect(await screen.findByText('This cannot be recorded now: the follow-up is closed.')).toBeInTheDocument();
    expect(records()).toEqual([{ followUpId: 3, candidateId: 503, kind: 'lost', reason: 'DIED', note: 'Told by her sister' }]);
    expect(radio('Died')).toBeChecked();
    expect(onSaved).not.toHaveBeenCalled();
  });
});
