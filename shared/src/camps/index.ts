/** What several outreach clinic screens share: the clinic in progress, the cascade and save calls, messages. */
export * from './clinic-messages';
export * from './clinic.api';
export * from './clinic-draft';
