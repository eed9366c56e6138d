/** The reports there are. Apart from the other types: the report answers' schema (../api/answers) lists them. */
export const REPORT_TYPES = [
  'Outreachclinic',
  'Patientregistration',
  'Screening',
  'Clinical_Evaluation',
  'SavedPatient',
] as const;
export type ReportType = (typeof REPORT_TYPES)[number];
