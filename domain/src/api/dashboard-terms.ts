/**
 * The dashboard's terms that a screen needs without the schemas (a browser never builds TypeBox schemas): the tests it
 * counts and the longest range of days a call may ask for.
 */
export const DASHBOARD_TESTS = ['BREAST', 'ORAL', 'CERVICAL'] as const;
export type DashboardTest = (typeof DASHBOARD_TESTS)[number];

/** The longest range of days a dashboard call may ask for (from and to both given). */
export const DASHBOARD_MAX_DAYS = 731;
