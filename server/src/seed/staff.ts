/** Demo accounts (all with DEMO_PASSWORD, all mapped to hospital 1) and further staff for realistic allocation lists. */
import type { Gender } from '@screening/domain/types';
import { ROLE } from './ids.js';

export interface StaffSeed {
  email: string;
  name: string;
  roleId: number;
  gender: Gender;
  phoneNo: string;
  yearsExp: number;
}

const person = (email: string, name: string, roleId: number, gender: Gender, phoneNo: string, yearsExp: number) =>
  ({ email, name, roleId, gender, phoneNo, yearsExp }) satisfies StaffSeed;

/** One sign-in per role; the e-mails are documented for demos and used by the tests. */
export const demoAccounts = {
  admin: person('admin@demo.in', 'Revathi Sundaram', ROLE.admin, 'FEMALE', '9840011001', 12),
  programCoordinator: person('coordinator@demo.in', 'Anand Krishnan', ROLE.programCoordinator, 'MALE', '9840011002', 9),
  campCoordinator: person('campcoord@demo.in', 'Priya Raghavan', ROLE.campCoordinator, 'FEMALE', '9840011003', 6),
  socialWorker: person('social@demo.in', 'Meena Subramanian', ROLE.socialWorker, 'FEMALE', '9840011004', 4),
  nurse: person('nurse@demo.in', 'Kavitha Ramesh', ROLE.nurse, 'FEMALE', '9840011005', 7),
  doctor: person('doctor@demo.in', 'Dr. Senthil Kumar', ROLE.doctor, 'MALE', '9840011006', 15),
};

/** Further staff: the e-mail is derived from the name (first.last@demo.in). */
const more = (name: string, roleId: number, gender: Gender, phoneNo: string, yearsExp: number): StaffSeed =>
  person(
    `${name
      .replace(/^Dr\.\s*/, '')
      .toLowerCase()
      .replace(/\s+/g, '.')}@demo.in`,
    name,
    roleId,
    gender,
    phoneNo,
    yearsExp,
  );

export const staff: StaffSeed[] = [
  ...Object.values(demoAccounts),
  more('Lakshmi Venkatesan', ROLE.programCoordinator, 'FEMALE', '9841022011', 11),
  more('Karthik Natarajan', ROLE.programCoordinator, 'MALE', '9841022012', 8),
  more('Suresh Babu', ROLE.campCoordinator, 'MALE', '9841022021', 5),
  more('Divya Chandrasekar', ROLE.campCoordinator, 'FEMALE', '9841022022', 3),
  more('Arun Prakash', ROLE.campCoordinator, 'MALE', '9841022023', 7),
  more('Selvi Murugan', ROLE.socialWorker, 'FEMALE', '9962033031', 6),
  more('Ramya Balaji', ROLE.socialWorker, 'FEMALE', '9962033032', 2),
  more('Vignesh Kannan', ROLE.socialWorker, 'MALE', '9962033033', 4),
  more('Deepa Rajendran', ROLE.nurse, 'FEMALE', '8939044041', 10),
  more('Saranya Ganesan', ROLE.nurse, 'FEMALE', '8939044042', 5),
  more('Jaya Kumari', ROLE.nurse, 'FEMALE', '8939044043', 13),
  more('Dr. Shanthi Pillai', ROLE.doctor, 'FEMALE', '7299055051', 18),
  more('Dr. Rajesh Iyer', ROLE.doctor, 'MALE', '7299055052', 9),
  more('Dr. Farhana Begum', ROLE.doctor, 'FEMALE', '7299055053', 6),
];
