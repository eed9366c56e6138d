/** Messages of the outreach clinic screens (SPEC §8), verbatim. */
export const CLINIC_MESSAGES = {
  states: 'Failed to fetch states. Please try again.',
  districts: 'Failed to fetch districts. Please try again.',
  taluks: 'Failed to fetch taluks. Please try again.',
  panchayats: 'Failed to fetch panchayats. Please try again.',
  submitFailed: 'Failed to submit data.',
  submitError: 'Something went wrong, please try again later.',
  camps: 'Failed to fetch camps. Please try again.',
  staff: 'Failed to fetch staff details. Please try again.',
} as const;
