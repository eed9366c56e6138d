/** An outreach clinic as POST /curable/activecamp answers (docs/api.md §4.2), for the page tests of every remote. */
import type { Camp } from '../types';

export function camp(overrides: Partial<Camp> = {}): Camp {
  return {
    campId: 41,
    id: 41,
    campIdPrefix: '1203045',
    campName: 'Kovalam Camp',
    stateName: 'Tamil Nadu',
    districtName: 'Chengalpattu',
    talukName: 'Thiruporur',
    panchayatName: 'Kovalam',
    pincode: '603112',
    startDate: '2025-10-21 18:30:00',
    endDate: null,
    displayStartDate: '2025-10-22',
    displayEndDate: null,
    panchayatId: 88,
    panchayatMasterId: 88,
    hospitalId: 7,
    noCampcordinators: 1,
    noDoctors: 2,
    noNurses: 0,
    noProgramCoordinators: 1,
    noSocialWorkers: 3,
    ...overrides,
  };
}
