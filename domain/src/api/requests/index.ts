/** One schema per request body, path and query of the API, by area; each with its TypeScript type. */
export * from './common';
export * from './auth';
export * from './users';
export * from './masters';
export * from './camps';
export * from './candidates';
export * from './history';
export * from './metrics';
export * from './reports';
export * from './second-factor';
export * from './follow-up';
export * from './participant-view';
export * from './dashboard';
