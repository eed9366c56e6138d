/** The reports there are. Apart from the other types: the report answers' schema (../api/answers) lists them. */
export const REPORT_TYPES = [
  'Outreachclinic',
  'Patientregistration',
  'Screening',
  'Clinical_Evaluation',
  'SavedPatient',
  // Not one of the original's: the follow-up of referrals (docs/follow-up.md).
  'FollowUp',
] as const;
export type ReportType = (typeof REPORT_TYPES)[number];
