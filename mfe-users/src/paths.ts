/** The docs/screens.md §2 paths this remote serves and the ones it links to (pure data: the route manifest reads it). */
export const PATHS = {
  home: '/responsive-cancer-institute',
  /** The User Management landing: create a user or find one. */
  userManagement: '/userManagement',
  findUser: '/edit-user-management',
  saveUser: '/create-new-user',
  profile: '/ProfileScreen',
  accountInfo: '/account-info',
  /** The hospital's follow-up rule (admin), opened from the User Management landing. */
  followUpSettings: '/follow-up-settings',
} as const;
