/** The five report types of docs/screens.md §9 and their definitions (docs/api.md §8.1–§8.5), and the follow-up of referrals. */
import type { ReportType } from '@screening/domain/types';
import { clinicalEvaluationReport } from './clinical-evaluation.report.js';
import { followUpReport } from './follow-up.report.js';
import { outreachClinicReport } from './outreach-clinic.report.js';
import { patientRegistrationReport } from './patient-registration.report.js';
import type { ReportDefinition } from './report-definition.js';
import { savedPatientReport } from './saved-patient.report.js';
import { screeningReport } from './screening.report.js';

export const REPORTS: Record<ReportType, ReportDefinition> = {
  Outreachclinic: outreachClinicReport,
  Patientregistration: patientRegistrationReport,
  Screening: screeningReport,
  Clinical_Evaluation: clinicalEvaluationReport,
  SavedPatient: savedPatientReport,
  FollowUp: followUpReport,
};

/** Rows read per query: one page of participants (or clinics) is all a report holds in memory at a time. */
export const REPORT_BATCH_SIZE = 500;
