/** The API's answers, one TypeBox schema each (one file per area), with their types (`Static<typeof …>`). */
export { ApiErrorBody } from './common';
export * from './sign-in';
export * from './master-data';
export * from './users';
export * from './clinics';
export * from './participants';
export * from './forms';
export * from './reports';
export * from './operations';
export * from './second-factor';
export * from './follow-up';
export * from './participant-view';
export * from './dashboard';
