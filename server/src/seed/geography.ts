/**
 * Real places around Chennai. Codes concatenate into the suggested 7-digit clinic ID:
 * state (1 digit) + district (2) + taluk (2) + panchayat (2), e.g. Kovalam: 1 + 20 + 30 + 45 = 1203045.
 */
export interface Place {
  code: string;
  name: string;
}
export interface Taluk extends Place {
  panchayats: Place[];
}
export interface District extends Place {
  taluks: Taluk[];
}

const taluk = (code: string, name: string, panchayats: [string, string][]): Taluk => ({
  code,
  name,
  panchayats: panchayats.map(([c, n]) => ({ code: c, name: n })),
});

export const state: Place = { code: '1', name: 'Tamil Nadu' };

export const districts: District[] = [
  {
    code: '20',
    name: 'Chengalpattu',
    taluks: [
      taluk('30', 'Thiruporur', [
        ['45', 'Kovalam'],
        ['46', 'Kelambakkam'],
        ['47', 'Nemmeli'],
      ]),
      taluk('31', 'Chengalpattu', [
        ['11', 'Singaperumal Koil'],
        ['12', 'Paranur'],
        ['13', 'Athur'],
      ]),
    ],
  },
  {
    code: '21',
    name: 'Kancheepuram',
    taluks: [
      taluk('10', 'Kancheepuram', [
        ['21', 'Ayyampettai'],
        ['22', 'Damal'],
        ['23', 'Enathur'],
      ]),
      taluk('11', 'Sriperumbudur', [
        ['31', 'Vallam'],
        ['32', 'Mambakkam'],
        ['33', 'Sunguvarchatram'],
      ]),
    ],
  },
  {
    code: '22',
    name: 'Tiruvallur',
    taluks: [
      taluk('12', 'Ponneri', [
        ['41', 'Pazhaverkadu'],
        ['42', 'Minjur'],
        ['43', 'Kattur'],
      ]),
      taluk('13', 'Tiruvallur', [
        ['51', 'Kakkalur'],
        ['52', 'Pattaraiperumbudur'],
        ['53', 'Thiruppachur'],
      ]),
    ],
  },
];
