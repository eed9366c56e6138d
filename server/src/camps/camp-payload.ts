/**
 * The body of POST /curable/newcamp (BEHAVIOUR §4.1) and its schema. The original client sends the five counts
 * as text ("3", or "" → null → 0) when creating and as numbers when editing; ids are numbers. Unknown keys
 * (hospitalId, sent as text) are ignored.
 * Required fields are left to the shared clinic rules, so a missing field gets the form's own message.
 */
import { id, nullableId, nullableInt, nullableText, textInt } from '../http/schemas.js';

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
  /**
   * An edit (campDTO.id set) changes the clinic's own fields only when this is true. Without it, as from the
   * original client's staff edit (which sends the placeholder panchayat 1), an edit replaces the staff only.
   */
  editClinicFields?: boolean | null;
}

const text = nullableText;
const count = textInt(0, 999);

export const newCampSchema = {
  type: 'object',
  required: ['campDTO'],
  properties: {
    campDTO: {
      type: 'object',
      properties: {
        id: nullableId,
        name: text(100),
        campIdPrefix: text(32),
        startDate: text(40),
        endDate: text(40),
        // 0: the creation form's "none chosen"; the clinic rules answer it with their own message.
        panchayatMasterId: nullableInt(0),
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
        properties: { hospitalEmployeeId: id, role: text(64), name: text(200) },
      },
    },
    editClinicFields: { type: ['boolean', 'null'] },
  },
} as const;
