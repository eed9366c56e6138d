import { ruleText, type RuleCode } from '../api/rule-codes';
import {
  callCodes,
  callDayCode,
  callOutcomeCode,
  followUpRulesInEnglish,
  hospitalCode,
  moveCodes,
  updateMoveCode,
} from './record.rules';

describe('Record call', () => {
  it('asks what happened on the call', () => {
    expect(callOutcomeCode(undefined)).toBe('FOLLOW_UP_CALL_OUTCOME');
    expect(callOutcomeCode('SLEEPING')).toBe('FOLLOW_UP_CALL_OUTCOME');
    expect(callOutcomeCode('REFUSED')).toBeNull();
    expect(callCodes({})).toEqual({ outcome: 'FOLLOW_UP_CALL_OUTCOME' });
  });

  it('asks the day she will visit, or of the next call when she was not reached; no day after a refusal', () => {
    expect(callDayCode(null, 'WILL_VISIT')).toBe('FOLLOW_UP_VISIT_DAY');
    expect(callDayCode(null, 'NOT_REACHED')).toBe('FOLLOW_UP_NEXT_CALL');
    expect(callDayCode('2026-02-30', 'WRONG_NUMBER')).toBe('FOLLOW_UP_NEXT_CALL');
    expect(callDayCode(null, 'REFUSED')).toBeNull();
    expect(callDayCode(null, 'MOVED')).toBeNull();
    expect(callCodes({ outcome: 'WILL_VISIT', day: '2026-03-02' })).toEqual({});
    expect(callCodes({ outcome: 'WILL_VISIT' })).toEqual({ day: 'FOLLOW_UP_VISIT_DAY' });
  });
});

describe('Update follow-up', () => {
  it('asks what happened, then only what that move needs', () => {
    expect(updateMoveCode('call')).toBe('FOLLOW_UP_MOVE');
    expect(moveCodes({})).toEqual({ move: 'FOLLOW_UP_MOVE' });
    expect(moveCodes({ move: 'attended', hospital: '  ' })).toEqual({
      date: 'FOLLOW_UP_VISITED_ON',
      hospital: 'FOLLOW_UP_HOSPITAL',
    });
    expect(moveCodes({ move: 'attended', date: '2026-03-01', hospital: 'Adyar' })).toEqual({});
    expect(moveCodes({ move: 'outcome', hospital: '' })).toEqual({ finding: 'FOLLOW_UP_FINDING' });
    expect(moveCodes({ move: 'outcome', finding: 'BENIGN' })).toEqual({});
    expect(moveCodes({ move: 'lost', reason: 'HAPPY' })).toEqual({ reason: 'FOLLOW_UP_LOST_REASON' });
    expect(moveCodes({ move: 'lost', reason: 'DIED' })).toEqual({});
    expect(hospitalCode(' Cancer Institute ')).toBeNull();
  });
});

it('words each code as the dialogs always did, the same English as the refusal catalogue', () => {
  expect(followUpRulesInEnglish({ ...callCodes({}), ...moveCodes({ move: 'attended' }) })).toEqual({
    outcome: 'Please choose what happened on the call.',
    date: 'Please choose the day of the visit.',
    hospital: 'Please enter the hospital.',
  });
  const codes: RuleCode[] = [
    'FOLLOW_UP_VISIT_DAY',
    'FOLLOW_UP_NEXT_CALL',
    'FOLLOW_UP_MOVE',
    'FOLLOW_UP_FINDING',
    'FOLLOW_UP_LOST_REASON',
  ];
  expect(codes.map(ruleText)).toEqual([
    'Please choose the day she will visit.',
    'Please choose the day of the next call.',
    'Please choose what happened.',
    'Please choose the finding.',
    'Please choose a reason.',
  ]);
});
