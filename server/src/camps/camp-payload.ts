/**
 * The body of POST /curable/newcamp (BEHAVIOUR §4.1) and its schema. Input is lenient as in the original:
 * counts and ids may arrive as strings or "" (→ null → 0), the clinic ID as a number; unknown keys are ignored.
 * Required fields are left to the shared clinic rules, so a missing field gets the form's own message.
 */
import { lenientCount, nullableInt, idParam } from '../http/schemas.js';

export interface CampDtoBody {
  id?: number | null;
  name?: string | null;
  campIdPrefix?: string | null;
  startDate?: string | null;
  endDate?: string | null;
  panchayatMasterId?: number | null;
  pincode?: string | null;
  noCampcordinators?: number | null;
  noDoctors?: number | null;
  noNurses?: number | null;
  noProgramcordinators?: number | null;
  noSocialworkers?: number | null;
}

export interface CampStaffBody {
  hospitalEmployeeId: number;
  role?: string | null;
  name?: string | null;
}

export interface NewCampBody {
  campDTO: CampDtoBody;
  /** Absent on an edit: the staff stay as they are (the details page changes only the clinic's fields). */
  campStaffs?: CampStaffBody[] | null;
}

const text = (maxLength: number) => ({ type: ['string', 'null'], maxLength }) as const;
const count = { ...lenientCount, maximum: 999 } as const;

export const newCampSchema = {
  type: 'object',
  required: ['campDTO'],
  properties: {
    campDTO: {
      type: 'object',
      properties: {
        id: nullableInt,
        name: text(100),
        campIdPrefix: text(32),
        startDate: text(40),
        endDate: text(40),
        panchayatMasterId: nullableInt,
        pincode: text(16),
        noCampcordinators: count,
        noDoctors: count,
        noNurses: count,
        noProgramcordinators: count,
        noSocialworkers: count,
      },
    },
    campStaffs: {
      type: ['array', 'null'],
      maxItems: 500,
      items: {
        type: 'object',
        required: ['hospitalEmployeeId'],
        properties: { hospitalEmployeeId: idParam, role: text(64), name: text(200) },
      },
    },
  },
} as const;
