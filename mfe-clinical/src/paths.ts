/** The SPEC §2 paths this remote serves and the ones it links to (pure data: the route manifest reads it). */
export const PATHS = {
  home: '/responsive-cancer-institute',
  screeningSearch: '/PatientSearchPage',
  screeningForm: '/DiseaseSpecificDetailsScreening',
  screeningDone: '/SuccessMessageScreeningFInal',
  clinicalSearch: '/ClinicSearchPage',
  clinicalForm: '/DynamicScreen',
  clinicalDetails: '/ClinicalDetails',
  clinicalDone: '/SuccessMessageClinicalFInal',
  /** The participant's clinical form for one disease: `?disease=cervical` is the cervical examination form. */
  diseaseClinical: '/DiseaseSpecificDetailsClinical',
  examinations: '/ExaminationScreen',
  oralExamination: '/OralExaminationPage',
  participantDetails: '/TenantDetails',
} as const;

/** Query key of the disease sub-state of PATHS.diseaseClinical. */
export const DISEASE_PARAM = 'disease';
