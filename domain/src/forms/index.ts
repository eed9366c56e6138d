/** The metric-form engine: one set of rules for eligibility, family, screening and clinical forms. */
export * from './types';
export * from './value-types';
export * from './labels';
export * from './normalise';
export * from './visibility';
export * from './answers';
export * from './required';
export * from './prefill';
export * from './serialise';
export * from './metric-dates';
export * from './answer-length';
export * from './validate-form';
export * from './stage';
export * from './referral';
export * from './finish';
export * from './screening-tests';
