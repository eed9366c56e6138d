/**
 * Messages of saving an outreach clinic (docs/screens.md §8), verbatim: the code passes them on as values (the catalogue's
 * `msg` shows them in the current language). The messages only shown are the catalogue's.
 */
export const CLINIC_MESSAGES = {
  submitFailed: 'Failed to submit data.',
  /** No answer at all: she is told the clinic was not saved and why (the SPEC's "Something went wrong" said neither). */
  unreachable:
    'The server could not be reached, so the Outreach Clinic was not saved. Check the network connection, then submit again.',
} as const;
