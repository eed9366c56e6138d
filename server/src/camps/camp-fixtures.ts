/** Test data for the camps tests: request bodies, IST days, a second hospital with its own staff. */
import type { FastifyInstance } from 'fastify';
import type { NewCampRequest } from '@screening/domain/types';
import { hashPassword } from '../auth/passwords.js';
import { employee, hospital, hospitalEmployeeMap } from '../db/schema.js';
import type { Db } from '../db/types.js';
import { DEMO_PASSWORD } from '../seed/ids.js';
import { bearer } from '../testing/test-app.js';
import { istDay } from './camp-dates.js';

/** 'yyyy-mm-dd' of today + n days in India. */
export function dayFromToday(n: number): string {
  return istDay(new Date(Date.now() + n * 86_400_000));
}

/** What the UI sends for a day: the instant of its IST midnight (the previous day 18:30 UTC). */
export function uiInstant(day: string): string {
  return new Date(`${day}T00:00:00+05:30`).toISOString();
}

let serial = 0;
/** A fresh 7-digit clinic ID per call (tests share one database). */
export function nextClinicId(): string {
  serial += 1;
  return String(5_000_000 + serial * 37 + Math.floor(Math.random() * 30));
}

/** Kovalam: panchayat id 1 of the seed. */
export const KOVALAM = 1;

export function campBody(
  overrides: Partial<NewCampRequest['campDTO']> = {},
  campStaffs: NewCampRequest['campStaffs'] = [],
): NewCampRequest {
  return {
    campDTO: {
      id: null,
      name: 'Kovalam Camp',
      campIdPrefix: nextClinicId(),
      hospitalId: '1',
      startDate: uiInstant(dayFromToday(1)),
      endDate: uiInstant(dayFromToday(3)),
      panchayatMasterId: KOVALAM,
      pincode: '603112',
      noCampcordinators: '1',
      noDoctors: '2',
      noNurses: '',
      noProgramcordinators: '1',
      noSocialworkers: '3',
      ...overrides,
    },
    campStaffs,
  };
}

export function postCamp(app: FastifyInstance, token: string, body: unknown) {
  return app.inject({ method: 'POST', url: '/api/curable/newcamp', headers: bearer(token), payload: body as object });
}

/** Creates a camp and returns its clinic ID; fails loudly when the server refuses. */
export async function createCamp(app: FastifyInstance, token: string, body: NewCampRequest): Promise<string> {
  const res = await postCamp(app, token, body);
  if (res.statusCode !== 200) throw new Error(`newcamp failed: ${res.statusCode} ${res.body}`);
  return res.body;
}

/** A second hospital with one user of the given role (password DEMO_PASSWORD); returns their ids. */
export async function addHospitalWithUser(
  db: Db,
  email: string,
  roleId: number,
): Promise<{ hospitalId: number; userId: number }> {
  const [h] = await db
    .insert(hospital)
    .values({ name: `Other hospital ${email}` })
    .returning({ id: hospital.id });
  const [e] = await db
    .insert(employee)
    .values({ email, name: `Staff ${email}`, employeeRoleMasterId: roleId, passwordHash: await hashPassword(DEMO_PASSWORD) })
    .returning({ id: employee.id });
  await db.insert(hospitalEmployeeMap).values({ employeeId: e.id, hospitalId: h.id });
  return { hospitalId: h.id, userId: e.id };
}
