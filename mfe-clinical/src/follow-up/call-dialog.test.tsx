import { act, screen, waitFor } from '@testing-library/react';
import { setLanguage } from '@screening/shared';
import { addDays, indiaDay } from '@screening/domain/follow-up';
import { refusal, renderPage, setupUser, type User } from '@screening/shared/testing';
import { followUp, serveFollowUps } from '../testing/follow-up-api';
import { MENUS, clinicalTestServer } from '../testing/clinical-session';
import { CallDialog } from './call-dialog';
import type { RecordResult } from './follow-up.api';

const t = clinicalTestServer(MENUS.doctor, () => []);

let user: User;
let onSaved: jest.Mock<void, [RecordResult]>;
let onClose: jest.Mock;
beforeEach(() => {
  user = setupUser();
  onSaved = jest.fn();
  onClose = jest.fn();
});

/** `days` after India's day (the dialogs count from it, whatever zone this machine is on). */
const day = (days: number) => addDays(indiaDay(), days);
const records = () => t.server.requests.filter((r) => r.url === '/api/curable/followUp/record').map((r) => r.body);
const radio = (name: string) => screen.getByRole('radio', { name });

function open(unansweredCalls = 0, title = 'Record call — Meena') {
  const meena = followUp(1, 'Meena', { unansweredCalls });
  serveFollowUps(t.server, [meena]);
  renderPage(<CallDialog followUp={meena} onClose={onClose} onSaved={onSaved} />, ['/FollowUp']);
  expect(screen.getByText(title)).toBeInTheDocument();
}

/** Empties a date field by its clear button, as a mouse does. */
async function clearDay(id: string) {
  const clear = document.getElementById(id)?.closest('.ant-picker')?.querySelector('.ant-picker-clear');
  if (!clear) throw new Error(`No clear button at ${id}`);
  await user.click(clear);
}

const save = () => user.click(screen.getByRole('button', { name: 'Save' }));

describe('Record call', () => {
  it('asks what happened on the call at its buttons before saving, which take the focus', async () => {
    open();
    await save();
    const error = await screen.findByRole('alert');
    expect(error).toHaveTextContent('Please choose what happened on the call.');
    const outcomes = screen.getByRole('radiogroup', { name: 'What happened on the call?' });
    expect(outcomes).toHaveAttribute('aria-invalid', 'true');
    expect(outcomes).toHaveAccessibleDescription('Please choose what happened on the call.');
    expect(radio('Reached – will visit on a date')).toHaveFocus();
    expect(records()).toEqual([]);

    await user.click(radio('Reached – refused'));
    expect(screen.queryByText('Please choose what happened on the call.')).not.toBeInTheDocument();
    expect(outcomes).not.toHaveAttribute('aria-invalid');
  });

  it('asks the day of the next call when tomorrow was cleared, and keeps every choice while it asks', async () => {
    open();
    await user.click(radio('Not reached'));
    await user.click(screen.getByRole('button', { name: 'Add a note' }));
    await user.type(screen.getByLabelText('Note'), 'Her son answered');
    await clearDay('fu-call-day');
    expect(radio('Tomorrow')).not.toBeChecked();
    await save();
    expect(await screen.findByText('Please choose the day of the next call.')).toBeInTheDocument();
    expect(screen.getByLabelText('Or choose a day')).toHaveAttribute('aria-invalid', 'true');
    expect(radio('Not reached')).toBeChecked();
    expect(screen.getByLabelText('Note')).toHaveValue('Her son answered');
    expect(records()).toEqual([]);

    await user.click(radio('In 3 days'));
    await save();
    await waitFor(() =>
      expect(records()).toEqual([
        { followUpId: 1, candidateId: 501, kind: 'call', outcome: 'NOT_REACHED', nextCallDate: day(3), note: 'Her son answered' },
      ]),
    );
  });

  it('saves on Enter in a field, as Save does', async () => {
    open();
    await user.click(radio('Wrong number'));
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(records()).toEqual([
        { followUpId: 1, candidateId: 501, kind: 'call', outcome: 'WRONG_NUMBER', nextCallDate: day(1) },
      ]),
    );
  });

  it('words its refusals in Tamil', async () => {
    await act(() => setLanguage('ta'));
    try {
      open(0, 'அழைப்பைப் பதிவு செய் — Meena');
      await user.click(screen.getByRole('button', { name: 'சேமி' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('அழைப்பில் என்ன நடந்தது என்பதைத் தேர்ந்தெடுக்கவும்.');
      await user.click(radio('தொடர்பு கிடைத்தது – ஒரு நாளில் வருவார்'));
      await user.click(screen.getByRole('button', { name: 'சேமி' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('அவர் வரும் நாளைத் தேர்ந்தெடுக்கவும்.');
    } finally {
      await act(() => setLanguage('en'));
    }
  });

  it('in three taps records her not reached, to be called again tomorrow', async () => {
    open();
    await user.click(radio('Not reached'));
    await user.click(radio('Tomorrow'));
    await save();
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(records()).toEqual([{ followUpId: 1, candidateId: 501, kind: 'call', outcome: 'NOT_REACHED', nextCallDate: day(1) }]);
    expect(onSaved.mock.calls[0][0]).toMatchObject({ queued: false, followUp: { id: 1, unansweredCalls: 1, dueDate: day(1) } });
  });

  it('offers tomorrow for the next call without a tap, and another quick day in one', async () => {
    open();
    await user.click(radio('Wrong number'));
    expect(radio('Tomorrow')).toBeChecked();
    await user.click(radio('In 3 days'));
    await save();
    await waitFor(() =>
      expect(records()).toEqual([
        { followUpId: 1, candidateId: 501, kind: 'call', outcome: 'WRONG_NUMBER', nextCallDate: day(3) },
      ]),
    );
  });

  it('asks the day she will visit before saving it', async () => {
    open();
    await user.click(radio('Reached – will visit on a date'));
    expect(radio('Tomorrow')).not.toBeChecked();
    await save();
    expect(await screen.findByText('Please choose the day she will visit.')).toBeInTheDocument();
    expect(records()).toEqual([]);

    await user.click(radio('In a week'));
    expect(screen.queryByText('Please choose the day she will visit.')).not.toBeInTheDocument();
    await save();
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(records()).toEqual([{ followUpId: 1, candidateId: 501, kind: 'call', outcome: 'WILL_VISIT', visitDate: day(7) }]);
  });

  it('sends no date for a refusal, and warns first that she will be lost to follow-up', async () => {
    open();
    await user.click(radio('Reached – refused'));
    expect(screen.getByText('She will be marked lost to follow-up.')).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'Tomorrow' })).not.toBeInTheDocument();
    await save();
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(records()).toEqual([{ followUpId: 1, candidateId: 501, kind: 'call', outcome: 'REFUSED' }]);
    expect(onSaved.mock.calls[0][0]).toMatchObject({ followUp: { state: 'LOST', lostReason: 'REFUSED' } });
  });

  it('warns when this unanswered call is the last one allowed', async () => {
    open(2);
    await user.click(radio('Not reached'));
    expect(
      screen.getByText('This is the last unanswered call allowed: she will be marked lost to follow-up.'),
    ).toBeInTheDocument();
  });

  it("shows the server's refusal and stays open with what was chosen", async () => {
    open();
    t.server.on('POST', '/api/curable/followUp/record', () =>
      refusal(400, 'FOLLOW_UP_DATE_OUT_OF_RANGE', { earliest: '2026-03-20', latest: '2026-09-16' }, 'nextCallDate'),
    );
    await user.click(radio('Not reached'));
    await user.click(radio('In a week'));
    await save();
    expect(
      await screen.findByText('This date is not possible here: choose one between 2026-03-20 and 2026-09-16.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Record call — Meena')).toBeInTheDocument();
    expect(radio('Not reached')).toBeChecked();
    expect(radio('In a week')).toBeChecked();
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
    expect(onSaved).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('keeps a note when one is added', async () => {
    open();
    await user.click(radio('Moved away'));
    await user.click(screen.getByRole('button', { name: 'Add a note' }));
    await user.type(screen.getByLabelText('Note'), 'Moved to Chennai');
    await save();
    await waitFor(() =>
      expect(records()).toEqual([{ followUpId: 1, candidateId: 501, kind: 'call', outcome: 'MOVED', note: 'Moved to Chennai' }]),
    );
  });
});
