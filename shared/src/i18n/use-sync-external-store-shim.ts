/**
 * React 18+ has useSyncExternalStore itself: a library that imports the shim written for older Reacts (react-i18next,
 * on the login screen) gets React's own instead of shipping the shim.
 */
export { useSyncExternalStore } from 'react';
