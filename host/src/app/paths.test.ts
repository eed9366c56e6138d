import { onLoginScreen } from './paths';

describe('onLoginScreen', () => {
  it.each(['', '#', '#/', '#/?expired=1'])('%p is the login screen', (hash) => expect(onLoginScreen(hash)).toBe(true));
  // The e-mailed reset link is not: a first visit from it loads the router, which serves /reset-password.
  it.each(['#/responsive-cancer-institute', '#/reset-password', '#/reset-password?token=abc', '#/HomePage'])(
    '%p is not',
    (hash) => expect(onLoginScreen(hash)).toBe(false),
  );
});
