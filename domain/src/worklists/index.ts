export * from './search-plan';
