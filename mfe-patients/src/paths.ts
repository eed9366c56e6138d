/** The docs/screens.md §2 paths of this remote and the ones it links to. */
export const PATHS = {
  home: '/responsive-cancer-institute',
  createClinic: '/create-outreach-clinic',
  findClinic: '/PatientRegistrationSearch',
  enrolment: '/NewScreeningEnrollment',
  tagged: '/SuccessMessagePatient',
  eligibility: '/DiseaseSpecificDetails',
  generalDetails: '/ParticipantDetails',
  medicalDetails: '/MedicalomenHealthDetails',
  familyPersonal: '/FamilyPersonalDetails',
  familyMedical: '/FamilyMedicalDetails',
  complete: '/SuccessMessagePRFinal',
  modifyPatient: '/PatientEdit',
  /** A refused enrolment or tag of the device's outbox, reopened on its form (`?seq=` names the queued write). */
  correctQueued: '/CorrectQueuedEnrollment',
  /** The shell's Sync page. */
  sync: '/Sync',
  /** The clinical area's view of one participant (`?id=` her id). */
  participant: '/Participant',
} as const;

/** Query key of the participant PATHS.participant shows. */
export const PARTICIPANT_PARAM = 'id';

/**
 * What the enrolment form works on, kept in the workflow store's `steps` (the original's navigation state and
 * localStorage flags): absent = a new participant in the chosen clinic; present = that saved participant, whose
 * street ID is then locked.
 */
export const ENROLMENT_STEP = 'patients.enrolment';
export interface EnrolmentStep {
  candidateId: number;
  registrationId: string | null;
  /** Opened from Modify Patient Information (rather than by going back from the next step). */
  edit: boolean;
}

/** The participant just tagged, for the tagged page (survives a reload). */
export const TAGGED_STEP = 'patients.tagged';
export interface TaggedStep {
  registrationId: string;
  name: string | null;
}

declare module '@screening/shared' {
  interface WorkflowSteps {
    [ENROLMENT_STEP]: EnrolmentStep;
    [TAGGED_STEP]: TaggedStep;
  }
}
