import { chain } from './fixtures.test-data';
import { answerOf, hasAnyAnswer, isEmptyAnswer, setAnswer, toAnswerValues } from './answers';

describe('answers', () => {
  it('toAnswerValues wraps strings and drops blanks, keeping option text verbatim', () => {
    expect(toAnswerValues('Yes ')).toEqual(['Yes ']);
    expect(toAnswerValues('')).toEqual([]);
    expect(toAnswerValues(['a', '', ' ', 'b'])).toEqual(['a', 'b']);
    expect(toAnswerValues(null)).toEqual([]);
  });

  it('empty means missing, [] or blanks', () => {
    expect(isEmptyAnswer(undefined)).toBe(true);
    expect(isEmptyAnswer([])).toBe(true);
    expect(isEmptyAnswer([' '])).toBe(true);
    expect(isEmptyAnswer(['x'])).toBe(false);
    expect(answerOf({ A: ['x', 'y'] }, 'A')).toBe('x');
    expect(answerOf({}, 'A')).toBe('');
    expect(hasAnyAnswer({ A: [], B: [''] })).toBe(false);
    expect(hasAnyAnswer({ A: [], B: ['1'] })).toBe(true);
  });

  it('setAnswer returns new answers and leaves the old ones untouched', () => {
    const before = { Gate: ['Yes'] };
    const after = setAnswer(chain, before, 'Level1', 'Deep');
    expect(after).toEqual({ Gate: ['Yes'], Level1: ['Deep'] });
    expect(before).toEqual({ Gate: ['Yes'] });
  });

  it('changing a parent drops the answers of everything it hides, down the chain', () => {
    let answers = {};
    answers = setAnswer(chain, answers, 'Gate', 'Yes');
    answers = setAnswer(chain, answers, 'Level1', 'Deep');
    answers = setAnswer(chain, answers, 'Level2', ['Deeper', 'Other']);
    answers = setAnswer(chain, answers, 'Level3', 'typed');
    answers = setAnswer(chain, answers, 'Notes', 'note');
    expect(answers).toEqual({ Gate: ['Yes'], Level1: ['Deep'], Level2: ['Deeper', 'Other'], Level3: ['typed'], Notes: ['note'] });
    expect(setAnswer(chain, answers, 'Level2', ['Other'])).toEqual({
      Gate: ['Yes'],
      Level1: ['Deep'],
      Level2: ['Other'],
      Notes: ['note'],
    });
    expect(setAnswer(chain, answers, 'Gate', 'Not now')).toEqual({ Gate: ['Not now'], Notes: ['note'] });
  });

  it('single-valued fields keep one value, multi-select keeps all', () => {
    expect(setAnswer(chain, {}, 'Gate', ['No', 'Yes'])).toEqual({ Gate: ['No'] });
    expect(setAnswer(chain, { Gate: ['Yes'], Level1: ['Deep'] }, 'Level2', ['Deeper', 'Other']).Level2).toEqual([
      'Deeper',
      'Other',
    ]);
  });

  it('clearing a field stores [] and hides its children', () => {
    expect(setAnswer(chain, { Gate: ['Yes'], Level1: ['Deep'] }, 'Gate', '')).toEqual({ Gate: [] });
  });
});
