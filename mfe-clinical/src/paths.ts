/** The docs/screens.md §2 paths this remote serves and the ones it links to (pure data: the route manifest reads it). */
export const PATHS = {
  home: '/responsive-cancer-institute',
  screeningSearch: '/PatientSearchPage',
  screeningForm: '/DiseaseSpecificDetailsScreening',
  screeningDone: '/SuccessMessageScreeningFInal',
  clinicalSearch: '/ClinicSearchPage',
  /** Not in docs/screens.md §2 (which opens the clinical worklist for this menu too): the Referral to Hospital worklist. */
  referralSearch: '/ReferralSearchPage',
  clinicalForm: '/DynamicScreen',
  clinicalDetails: '/ClinicalDetails',
  clinicalDone: '/SuccessMessageClinicalFInal',
  /** The participant's clinical form for one disease: `?disease=cervical` is the cervical examination form. */
  diseaseClinical: '/DiseaseSpecificDetailsClinical',
  examinations: '/ExaminationScreen',
  oralExamination: '/OralExaminationPage',
  participantDetails: '/TenantDetails',
  /** Not in docs/screens.md: the Follow-up tile's list of the referred, who is due a call or a hospital visit. */
  followUp: '/FollowUp',
  /** Not in docs/screens.md: one participant's view (`?id=` her id), opened from a card or by scanning her slip. */
  participant: '/Participant',
} as const;

/** Query key of the participant PATHS.participant shows. */
export const PARTICIPANT_PARAM = 'id';

/** Query key of the disease sub-state of PATHS.diseaseClinical. */
export const DISEASE_PARAM = 'disease';
