/** The signed-in home (docs/screens.md §2). Its own module: the login screen needs it without the router. */
export const HOME_PATH = '/responsive-cancer-institute';

/** Whether the address is the login screen ('#/' or no hash at all). */
export function onLoginScreen(hash = window.location.hash): boolean {
  return /^#?\/?(\?.*)?$/.test(hash);
}
