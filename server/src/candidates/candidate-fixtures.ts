/** Test data for the participant and history tests: clinics with staff, enrolment bodies and calls. */
import assert from 'node:assert/strict';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Candidate } from '@screening/domain/types';
import { apiErrorText, isApiErrorCode, ruleCodeOf } from '@screening/domain/api';
import type { ApiErrorBody } from '@screening/domain/types';
import { camp, campStaff, employee } from '../db/schema.js';
import type { Db } from '../db/types.js';
import { HOSPITAL_ID } from '../seed/ids.js';
import { bearer } from '../testing/test-app.js';

let clinicSerial = 0;
/** A fresh 7-digit clinic ID per call. */
export const nextClinicPrefix = (): string => String(3_100_000 + (clinicSerial += 1) * 11);

export async function employeeIdOf(db: Db, email: string): Promise<number> {
  const [row] = await db
    .select({ id: employee.id })
    .from(employee)
    .where(eq(sql`lower(${employee.email})`, email.toLowerCase()));
  assert.ok(row, `no employee ${email}`);
  return row.id;
}

export interface ClinicOptions {
  hospitalId?: number;
  /** Login of the creator (the Camp Coordinator scope reads it). */
  createdBy?: string;
  /** E-mails of allocated staff. */
  staff?: string[];
  name?: string;
}

/** Inserts an outreach clinic directly (this area does not depend on the camps routes); returns its id and clinic ID. */
export async function insertClinic(db: Db, options: ClinicOptions = {}): Promise<{ id: number; prefix: string }> {
  const prefix = nextClinicPrefix();
  const [row] = await db
    .insert(camp)
    .values({
      name: options.name ?? `Clinic ${prefix}`,
      hospitalId: options.hospitalId ?? HOSPITAL_ID,
      campIdPrefix: prefix,
      startDate: new Date(),
      createdBy: options.createdBy ?? 'coordinator@demo.in',
    })
    .returning({ id: camp.id });
  for (const email of options.staff ?? []) {
    await db.insert(campStaff).values({ campId: row.id, employeeId: await employeeIdOf(db, email) });
  }
  return { id: row.id, prefix };
}

let mobileSerial = 0;
export const nextMobile = (): string => String(9_000_000_000 + (mobileSerial += 1) * 7);

/** The Enroll body of NewScreeningEnrollment for a new participant. */
export function enrolBody(campId: number, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'Meena Kumari',
    mobileNo: nextMobile(),
    gender: 'FEMALE',
    registraionId: null,
    age: '42',
    address: '12 Temple Street, Kovalam',
    streetId: 7,
    hospitalId: 1,
    campId,
    id: null,
    type: 1,
    screenId: 1,
    ...overrides,
  };
}

/** The tag body of the Save dialog. */
export function tagBody(campId: number, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    address: '3 Beach Road, Kovalam',
    campId,
    streetId: 12,
    reason: 'Door Locked',
    hospitalId: '1',
    name: 'Lakshmi',
    mobileNo: null,
    gender: null,
    age: null,
    screenId: 2,
    ...overrides,
  };
}

export function post(app: FastifyInstance, token: string, path: string, payload: unknown) {
  return app.inject({ method: 'POST', url: `/api/curable${path}`, headers: bearer(token), payload: payload as object });
}

/** Enrols and returns the candidate; fails the test on a non-200. */
export async function enrol(
  app: FastifyInstance,
  token: string,
  campId: number,
  overrides: Record<string, unknown> = {},
): Promise<Candidate> {
  const res = await post(app, token, '/candidate', enrolBody(campId, overrides));
  assert.equal(res.statusCode, 200, res.body);
  return res.json<Candidate>();
}

/** getCandidatesList for one stage. */
export async function list(app: FastifyInstance, token: string, stage: 1 | 2 | 3, search = ''): Promise<Candidate[]> {
  const res = await post(app, token, '/getCandidatesList', { hospitalId: 1, search, stage, roleId: 0, userId: 0 });
  assert.equal(res.statusCode, 200, res.body);
  return res.json<Candidate[]>();
}

/** A 400 naming the field, its code the rule's (or one whose template words `message`). */
export function assertBadRequest(
  res: { statusCode: number; body: string; json: () => unknown },
  field: string,
  message: string,
  context = '',
): void {
  assert.equal(res.statusCode, 400, `${context} ${res.body}`);
  const body = res.json() as ApiErrorBody;
  assert.deepEqual({ message: body.message, field: body.field }, { message, field }, context);
  assert.ok(isApiErrorCode(body.error), `${context} ${res.body}`);
  assert.equal(apiErrorText(body.error, body.params), message, context);
  assert.equal(body.error, ruleCodeOf(message) ?? body.error, context);
}
