import { onLoginScreen } from './paths';

describe('onLoginScreen', () => {
  it.each(['', '#', '#/', '#/?expired=1'])('%p is the login screen', (hash) => expect(onLoginScreen(hash)).toBe(true));
  it.each(['#/responsive-cancer-institute', '#/reset-password', '#/HomePage'])('%p is not', (hash) => expect(onLoginScreen(hash)).toBe(false));
});
