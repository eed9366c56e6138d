/**
 * The demo clinics and participants: who ran which clinic, who was enrolled when, and how far each participant
 * got (their "story"). Days are counted back from the day the demo is seeded, so the data always covers the
 * last few months. Pure data; demo-activity.ts writes it.
 */
import type { Gender } from '@screening/domain/types';
import { demoAccounts } from './staff.js';

export type DemoCampKey = 'kovalam' | 'kelambakkam' | 'minjur' | 'vallam';

export interface DemoCamp {
  key: DemoCampKey;
  name: string;
  /** Panchayat (village) name in seed/geography.ts; the clinic ID is built from its codes. */
  panchayat: string;
  pincode: string;
  createdDaysAgo: number;
  startDaysAgo: number;
  /** Negative: in the future; null: open-ended. */
  endDaysAgo: number | null;
  createdBy: string;
  /** Participants the clinic planned to enrol; null: none recorded (the dashboard says so). */
  plannedEnrolment: number | null;
  staff: string[];
  /** Who enrols, screens and evaluates here (logins). */
  team: { enrol: string[]; screen: string[]; clinical: string[] };
}

const { programCoordinator: pc, campCoordinator: cc, socialWorker: sw, nurse, doctor } = demoAccounts;

export const demoCamps: DemoCamp[] = [
  {
    key: 'kovalam',
    name: 'Kovalam Outreach Clinic',
    panchayat: 'Kovalam',
    pincode: '603112',
    createdDaysAgo: 95,
    startDaysAgo: 90,
    endDaysAgo: 84,
    createdBy: cc.email,
    plannedEnrolment: 12,
    staff: [pc.email, cc.email, sw.email, 'selvi.murugan@demo.in', nurse.email, doctor.email],
    team: { enrol: [sw.email, 'selvi.murugan@demo.in'], screen: [nurse.email], clinical: [doctor.email] },
  },
  {
    key: 'kelambakkam',
    name: 'Kelambakkam Outreach Clinic',
    panchayat: 'Kelambakkam',
    pincode: '603103',
    createdDaysAgo: 40,
    startDaysAgo: 30,
    endDaysAgo: -30,
    createdBy: pc.email,
    plannedEnrolment: 10,
    staff: [
      'lakshmi.venkatesan@demo.in',
      cc.email,
      sw.email,
      'ramya.balaji@demo.in',
      nurse.email,
      'deepa.rajendran@demo.in',
      doctor.email,
      'shanthi.pillai@demo.in',
    ],
    team: {
      enrol: [sw.email, 'ramya.balaji@demo.in'],
      screen: [nurse.email, 'deepa.rajendran@demo.in'],
      clinical: [doctor.email, 'shanthi.pillai@demo.in'],
    },
  },
  {
    key: 'minjur',
    name: 'Minjur Outreach Clinic',
    panchayat: 'Minjur',
    pincode: '601203',
    createdDaysAgo: 14,
    startDaysAgo: 10,
    endDaysAgo: null,
    createdBy: pc.email,
    plannedEnrolment: 8,
    staff: [pc.email, 'suresh.babu@demo.in', 'vignesh.kannan@demo.in', 'jaya.kumari@demo.in', 'rajesh.iyer@demo.in'],
    team: { enrol: ['vignesh.kannan@demo.in'], screen: ['jaya.kumari@demo.in'], clinical: ['rajesh.iyer@demo.in'] },
  },
  {
    key: 'vallam',
    name: 'Vallam Outreach Clinic',
    panchayat: 'Vallam',
    pincode: '602105',
    createdDaysAgo: 3,
    startDaysAgo: 1,
    endDaysAgo: -20,
    createdBy: cc.email,
    plannedEnrolment: null,
    staff: [cc.email, sw.email, 'saranya.ganesan@demo.in', doctor.email],
    team: { enrol: [sw.email], screen: ['saranya.ganesan@demo.in'], clinical: [doctor.email] },
  },
];

/**
 * How far a participant got:
 *   registered     enrolled, eligibility answered, nothing screened
 *   inProgress     registration complete, one screening saved but not finished
 *   notNow         registration complete, one screening answered "Not now" (stays pending), the others finished
 *   screened       every screening finished without a referral
 *   referred       every screening finished, one with a referral: the clinical evaluation waits
 *   clinicalSaved  referred, the clinical evaluation saved but not finished
 *   clinicalDone   referred and evaluated
 *   excluded       medical details say currently pregnant: no screening needed
 *   tagged         not enrolled: saved with a tag reason
 */
export type Story =
  'registered' | 'inProgress' | 'notNow' | 'screened' | 'referred' | 'clinicalSaved' | 'clinicalDone' | 'excluded' | 'tagged';
export type ReferralDisease = 'breast' | 'cervical' | 'oral' | 'symptoms';

export interface DemoParticipant {
  camp: DemoCampKey;
  name: string;
  gender: Gender;
  age: number;
  mobileNo: string;
  streetId: number;
  address: string;
  /** Enrolment day, days before today. */
  daysAgo: number;
  story: Story;
  /** Which screening refers (referred / clinical stories). */
  referral?: ReferralDisease;
  /** Tag reason (tagged story). */
  reason?: string;
}

const p = (
  camp: DemoCampKey,
  name: string,
  gender: Gender,
  age: number,
  mobileNo: string,
  streetId: number,
  address: string,
  daysAgo: number,
  story: Story,
  extra: Pick<DemoParticipant, 'referral' | 'reason'> = {},
): DemoParticipant => ({ camp, name, gender, age, mobileNo, streetId, address, daysAgo, story, ...extra });

export const demoParticipants: DemoParticipant[] = [
  p('kovalam', 'Saraswathi Murugesan', 'FEMALE', 42, '9443100101', 7, '12 Fishermen Street, Kovalam', 90, 'clinicalDone', {
    referral: 'breast',
  }),
  p('kovalam', 'Vasanthi Kumar', 'FEMALE', 51, '9443100102', 7, '4 Temple Street, Kovalam', 90, 'clinicalDone', {
    referral: 'cervical',
  }),
  p('kovalam', 'Muthu Pandian', 'MALE', 58, '9443100103', 12, '33 Beach Road, Kovalam', 89, 'clinicalDone', { referral: 'oral' }),
  p('kovalam', 'Indira Selvam', 'FEMALE', 36, '9443100104', 12, '8 Church Lane, Kovalam', 89, 'screened'),
  p('kovalam', 'Kamala Devi', 'FEMALE', 47, '9443100105', 3, '21 Market Street, Kovalam', 88, 'screened'),
  p('kovalam', 'Ravi Shankar', 'MALE', 33, '9443100106', 3, '2 Salt Pan Road, Kovalam', 88, 'screened'),
  p('kovalam', 'Pushpa Rani', 'FEMALE', 60, '9443100107', 15, '17 Mosque Street, Kovalam', 87, 'clinicalSaved', {
    referral: 'oral',
  }),
  p('kovalam', 'Nandhini Arul', 'FEMALE', 29, '9443100108', 15, '5 School Street, Kovalam', 86, 'excluded'),
  p('kovalam', 'Ganesan Periyasamy', 'MALE', 45, '9443100109', 9, '40 Harbour Road, Kovalam', 85, 'notNow'),
  p('kovalam', 'Chitra Mani', 'FEMALE', 39, '9443100110', 9, '6 Pond Street, Kovalam', 85, 'tagged', { reason: 'Door Locked' }),

  p('kelambakkam', 'Revathi Sekar', 'FEMALE', 39, '9500200201', 21, '14 OMR Service Road, Kelambakkam', 29, 'referred', {
    referral: 'breast',
  }),
  p('kelambakkam', 'Malathi Raman', 'FEMALE', 55, '9500200202', 21, '3 Vandalur Road, Kelambakkam', 28, 'clinicalDone', {
    referral: 'breast',
  }),
  p('kelambakkam', 'Selvaraj Natesan', 'MALE', 62, '9500200203', 4, '88 Main Road, Kelambakkam', 27, 'referred', {
    referral: 'oral',
  }),
  p('kelambakkam', 'Geetha Lakshmanan', 'FEMALE', 44, '9500200204', 4, '9 Anna Nagar, Kelambakkam', 26, 'screened'),
  p('kelambakkam', 'Priyanka Ravi', 'FEMALE', 31, '9500200205', 18, '27 Gandhi Street, Kelambakkam', 22, 'screened'),
  p('kelambakkam', 'Karthikeyan Mohan', 'MALE', 27, '9500200206', 18, '11 Lake View Road, Kelambakkam', 20, 'screened'),
  p('kelambakkam', 'Sumathi Velu', 'FEMALE', 48, '9500200207', 6, '45 Pillaiyar Koil Street, Kelambakkam', 15, 'notNow'),
  p('kelambakkam', 'Anitha Kannan', 'FEMALE', 35, '9500200208', 6, '2 New Colony, Kelambakkam', 9, 'inProgress'),
  p('kelambakkam', 'Murugan Sivakumar', 'MALE', 40, '9500200209', 30, '19 Bazaar Street, Kelambakkam', 6, 'inProgress'),
  p('kelambakkam', 'Bhuvana Senthil', 'FEMALE', 52, '9500200210', 30, '7 Canal Bank Road, Kelambakkam', 3, 'registered'),
  p('kelambakkam', 'Arumugam Raju', 'MALE', 50, '9500200211', 11, '31 Old Mahabalipuram Road, Kelambakkam', 24, 'tagged', {
    reason: 'Work Daily Worker',
  }),
  p('kelambakkam', 'Shanthi Gopal', 'FEMALE', 46, '9500200212', 11, '16 Railway Colony, Kelambakkam', 12, 'tagged', {
    reason: 'Out Of Station - Short Visit',
  }),

  p('minjur', 'Lalitha Ramesh', 'FEMALE', 41, '9840300301', 2, '10 Ponneri High Road, Minjur', 9, 'screened'),
  p('minjur', 'Dhanasekaran Ponnusamy', 'MALE', 50, '9840300302', 2, '54 Station Road, Minjur', 8, 'referred', {
    referral: 'symptoms',
  }),
  p('minjur', 'Jayanthi Balu', 'FEMALE', 46, '9840300303', 5, '23 Kattur Road, Minjur', 5, 'inProgress'),
  p('minjur', 'Kalaivani Saravanan', 'FEMALE', 33, '9840300304', 5, '8 Pazhaverkadu Road, Minjur', 2, 'registered'),
  p('minjur', 'Prakash Elumalai', 'MALE', 29, '9840300305', 14, '3 North Street, Minjur', 1, 'registered'),
  p('minjur', 'Meenakshi Sundar', 'FEMALE', 57, '9840300306', 14, '71 South Street, Minjur', 4, 'tagged', { reason: 'Refused' }),

  p('vallam', 'Tamilselvi Ravi', 'FEMALE', 38, '9677400401', 1, '5 Vallam Main Road, Vallam', 1, 'registered'),
  p('vallam', 'Manikandan Velu', 'MALE', 44, '9677400402', 1, '12 SIPCOT Road, Vallam', 1, 'tagged', {
    reason: 'Already Screened',
  }),
];
