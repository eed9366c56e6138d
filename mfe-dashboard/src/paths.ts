/** The paths this remote serves and the ones it links to (pure data: the route manifest reads it). */
export const PATHS = {
  home: '/responsive-cancer-institute',
  dashboard: '/dashboard',
} as const;
