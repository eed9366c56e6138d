/** Test data of the users area: a second hospital with its own coordinator and nurse, and user payloads. */
import type { UserPayload } from '@screening/domain/types';
import { hashPassword } from '../auth/passwords.js';
import { employee, hospital, hospitalEmployeeMap } from '../db/schema.js';
import type { Db } from '../db/types.js';
import { ROLE } from '../seed/ids.js';

export const OTHER_PASSWORD = 'Other2026x';

/** A second tenant, so tests can show that nothing of it leaks into hospital 1 (and back). */
export async function seedSecondHospital(db: Db) {
  const [{ id: hospitalId }] = await db.insert(hospital).values({ name: 'District Hospital Two' }).returning({ id: hospital.id });
  const passwordHash = await hashPassword(OTHER_PASSWORD);
  const people = [
    {
      email: 'coord2@other.in',
      name: 'Second Coordinator',
      employeeRoleMasterId: ROLE.programCoordinator,
      phoneNo: '7000000001',
    },
    { email: 'kavitha.two@other.in', name: 'Kavitha Other', employeeRoleMasterId: ROLE.nurse, phoneNo: '7000000002' },
  ];
  const rows = await db
    .insert(employee)
    .values(people.map((p) => ({ ...p, gender: 'FEMALE' as const, passwordHash })))
    .returning({ id: employee.id, email: employee.email });
  await db.insert(hospitalEmployeeMap).values(rows.map((r) => ({ employeeId: r.id, hospitalId })));
  const idOf = (email: string) => rows.find((r) => r.email === email)!.id;
  return {
    hospitalId,
    coordinator: { email: people[0].email, id: idOf(people[0].email) },
    nurse: { email: people[1].email, id: idOf(people[1].email) },
  };
}

let serial = 0;
/** A valid create payload with an e-mail and mobile number no other test uses. */
export function newUserPayload<O extends Partial<UserPayload>>(overrides: O = {} as O) {
  serial += 1;
  const payload = {
    id: null,
    email: `new.user${serial}@demo.in`,
    employeeRoleMasterId: ROLE.nurse,
    gender: 'FEMALE',
    hospitalId: [1],
    name: `New Nurse ${serial}`,
    password: 'Welcome-lotus-12',
    phoneNo: `90000000${String(serial).padStart(2, '0')}`,
    role: 'Nurse',
  } satisfies UserPayload;
  return { ...payload, ...overrides };
}
