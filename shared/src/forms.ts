// The metric-form engine live in @screening/domain (the server shares them without the browser packages); this entry keeps
// `@screening/shared/forms` and shared's own `../forms` imports working, bundled once inside the shared singleton.
export * from '@screening/domain/forms';
