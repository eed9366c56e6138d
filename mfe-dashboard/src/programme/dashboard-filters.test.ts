import {
  bodyOfChoice,
  changeChoice,
  choiceFromSearch,
  choiceProblem,
  NO_CHOICE,
  placeNames,
  searchOfChoice,
} from './dashboard-filters';
import { clinicRow } from './dashboard.test-data';

const CLINICS = [
  clinicRow(1, 'Kovalam', { district: 'Chengalpattu', taluk: 'Thiruporur', panchayat: 'Kovalam' }, 10),
  clinicRow(2, 'Minjur', { district: 'Tiruvallur', taluk: 'Ponneri', panchayat: 'Minjur' }, 10),
  clinicRow(3, 'Ponneri town', { district: 'tiruvallur', taluk: 'Ponneri', panchayat: 'Ponneri' }, 10),
];

describe('the dashboard choice', () => {
  it('comes from the address, ignoring what is not a valid choice, and goes back to it', () => {
    const choice = choiceFromSearch(
      new URLSearchParams('from=2026-11-01&to=2026-13-40&campId=abc&district=%20Tiruvallur%20&taluk='),
    );
    expect(choice).toEqual({ ...NO_CHOICE, from: '2026-11-01', district: 'Tiruvallur' });
    expect(searchOfChoice(choice).toString()).toBe('from=2026-11-01&district=Tiruvallur');
    expect(bodyOfChoice(choice)).toEqual({ from: '2026-11-01', district: 'Tiruvallur' });
    expect(choiceFromSearch(new URLSearchParams('campId=12')).campId).toBe(12);
    expect(choiceFromSearch(new URLSearchParams('campId=0')).campId).toBeNull();
  });

  it('refuses a backwards range and one longer than the server answers', () => {
    expect(choiceProblem({ ...NO_CHOICE, from: '2026-11-02', to: '2026-11-01' })).toBe('msg.range');
    expect(choiceProblem({ ...NO_CHOICE, from: '2024-01-01', to: '2026-01-01' })).toBe('msg.long');
    expect(choiceProblem({ ...NO_CHOICE, from: '2024-01-01', to: '2025-12-31' })).toBeNull();
    expect(choiceProblem({ ...NO_CHOICE, from: '2026-11-01' })).toBeNull();
  });

  it('a new district clears the places under it and a clinic outside it', () => {
    const inMinjur = { ...NO_CHOICE, district: 'Tiruvallur', taluk: 'Ponneri', panchayat: 'Minjur', campId: 2 };
    expect(changeChoice(inMinjur, { district: 'Chengalpattu' }, CLINICS)).toEqual({ ...NO_CHOICE, district: 'Chengalpattu' });
    expect(changeChoice(inMinjur, { panchayat: 'Ponneri' }, CLINICS)).toEqual({
      ...inMinjur,
      panchayat: 'Ponneri',
      campId: null,
    });
    expect(changeChoice(inMinjur, { from: '2026-11-01' }, CLINICS)).toEqual({ ...inMinjur, from: '2026-11-01' });
  });

  it('offers each place once, whatever its case', () => {
    expect(placeNames(CLINICS, 'district')).toEqual(['Chengalpattu', 'Tiruvallur']);
    expect(placeNames(CLINICS, 'panchayat')).toEqual(['Kovalam', 'Minjur', 'Ponneri']);
  });
});
