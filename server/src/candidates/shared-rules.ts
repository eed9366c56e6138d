/**
 * The validation rules and form-engine helpers the UI uses, applied on the server too (one set of rules).
 *
 * Imported file by file: the shared package is compiled as CommonJS at run time, where the `export *` of its
 * index files hides the names from ESM importers, and its package exports have no entry for the form engine.
 */
export {
  TAG_REASONS,
  streetIdText,
  validateEnrolment,
  validateTag,
  type EnrolmentValues,
} from '../../../shared/src/validation/enrolment.validation';
export { isHabitFilled, validateGeneralDetails, type HabitValues } from '../../../shared/src/validation/general-details.validation';
export { validateMedical, type MedicalValues } from '../../../shared/src/validation/medical.validation';
export { validateFamilyGroups } from '../../../shared/src/validation/family.validation';
export { validateEligibility } from '../../../shared/src/validation/eligibility.validation';
export { ALL_MANDATORY_MESSAGE, REQUIRED_MESSAGE, requiredErrors } from '../../../shared/src/forms/required';
export { hasReferral, isHysterectomyDone, isNotNow, looseName, screeningOutcome } from '../../../shared/src/forms/referral';
export { normaliseStageLabel, stageDisease, type StageDisease } from '../../../shared/src/forms/stage';
export { prefillAnswers, savedValues } from '../../../shared/src/forms/prefill';
export { finishBlocker } from '../../../shared/src/forms/finish';
export { dateErrors } from '../../../shared/src/forms/metric-dates';
export { isMetricParam } from '../../../shared/src/forms/normalise';
