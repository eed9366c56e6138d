// The validation rules of docs/screens.md §5 live in @screening/domain (the server shares them without the browser packages); this entry keeps
// `@screening/shared/validation` and shared's own `../validation` imports working, bundled once inside the shared singleton.
export * from '@screening/domain/validation';

/** @deprecated Kept for areas built against @screening/shared 3.8 and earlier; use `loadPasswordPolicy`. */
export { loadPasswordPolicy as loadCommonPasswords } from '@screening/domain/validation';
