import {
  applyFollowUpMove,
  daysOverdue,
  indiaDay,
  DEFAULT_FOLLOW_UP_SETTINGS as settings,
  isMoveRefusal,
  referralDueDate,
  referralReasonLabel,
  referralReasons,
  referralUrgency,
  type FollowUpFacts,
} from './follow-up';

const due: FollowUpFacts = {
  state: 'DUE',
  dueDate: '2026-03-15',
  unansweredCalls: 0,
  attendedDate: null,
  hospital: null,
  finding: null,
  treatmentDate: null,
  lostReason: null,
};
const context = { today: '2026-03-20', referredOn: '2026-03-01', settings };

describe("India's day", () => {
  it('turns at 18:30 UTC, whatever zone the machine is on', () => {
    expect(indiaDay(new Date('2026-11-29T18:29:59Z'))).toBe('2026-11-29');
    expect(indiaDay(new Date('2026-11-29T18:30:00Z'))).toBe('2026-11-30');
    expect(indiaDay(new Date('2026-12-31T19:00:00Z'))).toBe('2027-01-01');
  });
});

describe('the due-date rule', () => {
  it('dates an urgent referral 14 days on and a routine one 28 days on', () => {
    expect(referralDueDate('2026-03-01', 'breast', 'URGENT', settings)).toBe('2026-03-15');
    expect(referralDueDate('2026-03-01', 'oral', 'ROUTINE', settings)).toBe('2026-03-29');
    expect(referralDueDate('2026-12-25', 'cervical', 'URGENT', settings)).toBe('2027-01-08');
  });

  it('is routine only when every reason is a routine one', () => {
    expect(referralUrgency('breast', ['Baseline mammogram'], settings)).toBe('ROUTINE');
    expect(referralUrgency('breast', ['baseline  Mammogram'], settings)).toBe('ROUTINE');
    expect(referralUrgency('breast', ['Baseline mammogram', 'USG breast'], settings)).toBe('URGENT');
    expect(referralUrgency('oral', [], settings)).toBe('URGENT');
    expect(referralUrgency('cervical', ['VIA positive'], settings)).toBe('URGENT');
  });

  it('follows the settings a hospital chose', () => {
    const own = { ...settings, dueDays: { ...settings.dueDays, oral: { URGENT: 7, ROUTINE: 60 } } };
    expect(referralDueDate('2026-03-01', 'oral', 'URGENT', own)).toBe('2026-03-08');
  });

  it('reads the reasons from the "Referred for" answer, selected or typed', () => {
    expect(referralReasons([{ testName: 'Referred for', selectedValues: ['USG breast', 'Baseline mammogram'] }])).toEqual([
      'USG breast',
      'Baseline mammogram',
    ]);
    expect(referralReasons([{ testName: 'Referral', value: 'Yes' }])).toEqual([]);
  });

  it('says a reason in a language as a form\'s "Referred for" option does there, else as stored', () => {
    const old = { testName: 'Referred for', valueType: 'Multi Select', values: ['USG breast'] };
    const own = {
      testName: ' Referred  for',
      valueType: 'Multi Select',
      values: ['USG breast', 'Baseline mammogram'],
      labels: { ta: { options: { 'USG breast': 'மார்பக அல்ட்ராசவுண்ட் (USG breast)' } } },
    };
    expect(referralReasonLabel([old, own], 'USG breast', 'ta')).toBe('மார்பக அல்ட்ராசவுண்ட் (USG breast)');
    expect(referralReasonLabel([old, own], 'USG breast', 'en')).toBe('USG breast');
    expect(referralReasonLabel([old, own], 'Baseline mammogram', 'ta')).toBe('Baseline mammogram');
    expect(referralReasonLabel([], 'Typed by hand', 'ta')).toBe('Typed by hand');
  });

  it('counts days overdue from the due date, never below zero', () => {
    expect(daysOverdue('2026-03-15', '2026-03-20')).toBe(5);
    expect(daysOverdue('2026-03-25', '2026-03-20')).toBe(0);
  });
});

describe('moves', () => {
  it('a call reaching her who will visit makes her contacted, due on the visit date', () => {
    expect(applyFollowUpMove(due, { kind: 'call', outcome: 'WILL_VISIT', visitDate: '2026-03-24' }, context)).toMatchObject({
      state: 'CONTACTED',
      dueDate: '2026-03-24',
    });
  });

  it('refuses a visit date in the past, too far ahead or missing', () => {
    for (const visitDate of ['2026-03-19', '2026-09-17', null, '2026-02-30']) {
      const next = applyFollowUpMove(due, { kind: 'call', outcome: 'WILL_VISIT', visitDate }, context);
      expect(isMoveRefusal(next) && next.field).toBe('visitDate');
    }
  });

  it('unanswered calls move the due date to the next call and after three she is lost', () => {
    let facts: FollowUpFacts = due;
    for (const [i, outcome] of (['NOT_REACHED', 'WRONG_NUMBER'] as const).entries()) {
      const next = applyFollowUpMove(facts, { kind: 'call', outcome, nextCallDate: '2026-03-22' }, context);
      if (isMoveRefusal(next)) throw new Error(next.refused);
      expect(next).toMatchObject({ state: 'DUE', unansweredCalls: i + 1, dueDate: '2026-03-22' });
      facts = next;
    }
    expect(applyFollowUpMove(facts, { kind: 'call', outcome: 'NOT_REACHED' }, context)).toMatchObject({
      state: 'LOST',
      lostReason: 'NOT_REACHED',
      unansweredCalls: 3,
    });
  });

  it('refused or moved away on the call: lost with that reason', () => {
    expect(applyFollowUpMove(due, { kind: 'call', outcome: 'REFUSED' }, context)).toMatchObject({
      state: 'LOST',
      lostReason: 'REFUSED',
    });
    expect(applyFollowUpMove(due, { kind: 'call', outcome: 'MOVED' }, context)).toMatchObject({
      state: 'LOST',
      lostReason: 'MOVED',
    });
  });

  it('attended, then an outcome, closes it; dates must lie between the referral and today', () => {
    const attended = applyFollowUpMove(due, { kind: 'attended', date: '2026-03-18', hospital: ' Cancer Institute ' }, context);
    expect(attended).toMatchObject({
      state: 'ATTENDED',
      attendedDate: '2026-03-18',
      hospital: 'Cancer Institute',
      dueDate: '2026-04-15',
    });
    if (isMoveRefusal(attended)) throw new Error(attended.refused);
    expect(
      applyFollowUpMove(attended, { kind: 'outcome', finding: 'CANCER', treatmentStarted: '2026-03-19' }, context),
    ).toMatchObject({
      state: 'CLOSED',
      finding: 'CANCER',
      treatmentDate: '2026-03-19',
    });
    expect(applyFollowUpMove(attended, { kind: 'outcome', finding: 'BENIGN', treatmentStarted: '2026-03-17' }, context)).toEqual({
      refused: 'FOLLOW_UP_DATE_OUT_OF_RANGE',
      field: 'treatmentStarted',
    });
    expect(applyFollowUpMove(due, { kind: 'attended', date: '2026-02-28', hospital: 'CI' }, context)).toEqual({
      refused: 'FOLLOW_UP_DATE_OUT_OF_RANGE',
      field: 'date',
    });
    expect(applyFollowUpMove(due, { kind: 'attended', date: '2026-03-18', hospital: '  ' }, context)).toEqual({
      refused: 'FIELD_REQUIRED',
      field: 'hospital',
    });
  });

  it('allows only the moves of the state she is in', () => {
    const closed: FollowUpFacts = { ...due, state: 'CLOSED' };
    const lost: FollowUpFacts = { ...due, state: 'LOST', lostReason: 'MOVED' };
    expect(applyFollowUpMove(closed, { kind: 'call', outcome: 'NOT_REACHED', nextCallDate: '2026-03-21' }, context)).toEqual({
      refused: 'FOLLOW_UP_MOVE_NOT_ALLOWED',
      field: 'kind',
    });
    expect(applyFollowUpMove(due, { kind: 'outcome', finding: 'BENIGN' }, context)).toMatchObject({
      refused: 'FOLLOW_UP_MOVE_NOT_ALLOWED',
    });
    expect(applyFollowUpMove(lost, { kind: 'lost', reason: 'DIED' }, context)).toMatchObject({
      refused: 'FOLLOW_UP_MOVE_NOT_ALLOWED',
    });
    // She reached the hospital after all.
    expect(applyFollowUpMove(lost, { kind: 'attended', date: '2026-03-20', hospital: 'CI' }, context)).toMatchObject({
      state: 'ATTENDED',
      lostReason: null,
    });
  });
});
