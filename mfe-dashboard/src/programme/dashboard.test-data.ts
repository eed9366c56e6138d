/** A dashboard answer as the server gives it, for the area's tests. */
import type { CustomMenuDTO, DashboardClinic, DashboardIndicators } from '@screening/shared';

export const DASHBOARD_MENU: CustomMenuDTO = { menu: 'Dashboard', menuOrder: 8, url: '/dashboard', privileges: ['VIEW'] };

const testCounts = (eligible: number, screened: number, positive: number, referred: number) => ({
  eligible,
  screened,
  positive,
  positiveRate: screened === 0 ? null : positive / screened,
  referred,
});

export const clinicRow = (id: number, name: string, place: Partial<DashboardClinic>, enrolled: number): DashboardClinic => ({
  id,
  clinicId: String(3100000 + id),
  name,
  district: 'Chennai',
  taluk: 'Mylapore',
  panchayat: 'Santhome',
  planned: null,
  enrolled,
  screened: Math.floor(enrolled * 0.8),
  positive: Math.floor(enrolled * 0.1),
  referred: Math.floor(enrolled * 0.1),
  ...place,
});

export function indicators(clinics: DashboardClinic[], scale = 1): DashboardIndicators {
  const enrolled = clinics.reduce((sum, c) => sum + c.enrolled, 0);
  return {
    asOf: '2026-11-30T06:00:00.000Z',
    filters: { from: null, to: null, campId: null, panchayat: null, taluk: null, district: null },
    totals: {
      clinics: clinics.length,
      planned: null,
      enrolled,
      eligible: 1200 * scale,
      tests: {
        BREAST: testCounts(700 * scale, 650 * scale, 26 * scale, 25 * scale),
        ORAL: testCounts(1150 * scale, 1000 * scale, 41 * scale, 40 * scale),
        CERVICAL: testCounts(600 * scale, 420 * scale, 12 * scale, 12 * scale),
      },
      clinicallyEvaluated: 60 * scale,
      followUp: {
        referred: 77 * scale,
        reachedHospital: 51 * scale,
        completionRate: 51 / 77,
        medianDaysToHospital: 9.5,
        lost: 6 * scale,
      },
    },
    clinics,
    staff: [
      { name: 'Meena R', enrolled: 640 * scale, screened: 500 * scale, clinical: 0, calls: 12 },
      { name: 'Dr. Lakshmi', enrolled: 0, screened: 120 * scale, clinical: 60 * scale, calls: 0 },
    ],
    weeks: [
      { weekStart: '2026-11-09', enrolled: 300, screened: 250, referred: 20 },
      { weekStart: '2026-11-16', enrolled: 420, screened: 380, referred: 31 },
      { weekStart: '2026-11-23', enrolled: 518, screened: 440, referred: 26 },
    ],
    truncated: { clinics: false, staff: false },
  };
}
