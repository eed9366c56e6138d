/**
 * `@screening/shared/testing`: the test kits every application's component tests use (never bundled: only test
 * files import it). The one door into them, so tests do not depend on shared's folder layout.
 */
export * from './antd-test-kit';
export * from './api-test-server';
export * from './camp-fixture';
export * from './candidate-fixture';
export * from './form-fixture';
export * from './site-fixture';
export * from './page-test-kit';
