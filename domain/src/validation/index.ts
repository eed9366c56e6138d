/** Validation rules of SPEC §5 and limits of §9 as pure functions; the applications and the server share them. */
export * from './errors';
export * from './rules';
export * from './sanitise';
export * from './dates';
export * from './clinic-form.validation';
export * from './duplicate-clinic.validation';
export * from './clinic-edit.validation';
export * from './password-policy';
export * from './user-form.validation';
export * from './resource-allocation.validation';
export * from './enrolment.validation';
export * from './eligibility.validation';
export * from './medical.validation';
export * from './general-details.validation';
export * from './family.validation';
export * from './report.validation';
export * from './search.validation';
