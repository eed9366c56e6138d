/**
 * A file for one run's PGlite template (set by the test runner to a fresh path per run): the first test process
 * that opens a database migrates and seeds it and leaves a dump there; the next ones load the dump instead of running
 * initdb, every migration and the seed's password hashing again (about 15 s under load, 3 s from the dump). A module
 * of its own, so that the runner names it without loading the database code.
 */
export const TEST_PGLITE_TEMPLATE_ENV = 'SCREENING_TEST_PGLITE_TEMPLATE';
