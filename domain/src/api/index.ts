/**
 * The API's one schema per request and per answer (TypeBox, i.e. JSON schema): the server's route schemas, the
 * OpenAPI document, the TypeScript types (`Static<typeof …>`) and the component tests' fake server all come from here.
 */
export * from './requests';
export * from './answers';
export * from './success-answers';
export * from './errors';
export * from './contract';
export * from './route-table';
export * from './client-routes';
export * from './access';
export * from './original-refusals';
export * from './refusals';
