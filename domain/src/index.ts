/**
 * @screening/domain — what the applications and the server must agree on, as plain TypeScript: entity and wire types
 * (docs/screens.md §3), the validation rules of docs/screens.md §5 and the metric-form engine. Pure functions, no React, antd, axios,
 * zustand or router: the server depends on this package alone, and @screening/shared re-exports it to the browser.
 */
export * from './types';
export * from './validation';
export * from './forms';
