import { pagedAnswer } from './paged';

describe('pagedAnswer', () => {
  it('pairs the list with the number of all matches the server sent', () => {
    expect(pagedAnswer(['a', 'b'], { 'x-total-count': '120' })).toEqual({ items: ['a', 'b'], total: 120 });
    expect(pagedAnswer([], { 'x-total-count': '0' })).toEqual({ items: [], total: 0 });
  });

  it('past the 1,000 a search can show, says there are more than that', () => {
    expect(pagedAnswer(['a'], { 'x-total-count': '1000' })).toEqual({ items: ['a'], total: 1000 });
    expect(pagedAnswer(['a'], { 'x-total-count': '1001' })).toEqual({ items: ['a'], total: 1000, moreThanTotal: true });
  });

  it('says "more than" past the lower count limit the server names (a search by text)', () => {
    const capped = { 'x-total-count': '201', 'x-total-count-limit': '200' };
    expect(pagedAnswer(['a'], capped)).toEqual({ items: ['a'], total: 200, moreThanTotal: true });
    expect(pagedAnswer(['a'], { 'x-total-count': '200', 'x-total-count-limit': '200' })).toEqual({ items: ['a'], total: 200 });
    for (const bad of ['', 'x', '0', '-5', '2.5']) {
      expect(pagedAnswer(['a'], { 'x-total-count': '1001', 'x-total-count-limit': bad })).toEqual({
        items: ['a'],
        total: 1000,
        moreThanTotal: true,
      });
    }
  });

  it('is the list alone from a server that does not count (or counts nonsense)', () => {
    expect(pagedAnswer(['a'], {})).toEqual(['a']);
    for (const bad of ['', 'many', '-1', '2.5']) expect(pagedAnswer(['a'], { 'x-total-count': bad })).toEqual(['a']);
  });
});
