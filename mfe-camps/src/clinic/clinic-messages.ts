/**
 * Messages of saving an outreach clinic (SPEC §8), verbatim: the code passes them on as values (the catalogue's
 * `msg` shows them in the current language). The messages only shown are the catalogue's.
 */
export const CLINIC_MESSAGES = {
  submitFailed: 'Failed to submit data.',
  submitError: 'Something went wrong, please try again later.',
} as const;
