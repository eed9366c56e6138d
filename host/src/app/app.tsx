import { useMemo } from 'react';
import { RouterProvider } from 'react-router-dom';
import type { Site } from '../remotes/remote-registry';
import { createAppRouter } from './router';

export { loadSignedInScreens } from './router';

/** Has antd make the theme and the screens' styles ahead, while idle (shell/style-warm-up.tsx). */
export const warmStyles = () => import('../shell/style-warm-up').then(({ warmStylesAside }) => warmStylesAside());

export function App({ site }: { site: Site }) {
  const router = useMemo(() => createAppRouter(site), [site]);
  // A tap's page renders in the tap's own task, in one pass: as a transition it is rendered in slices between frames,
  // which on a slow tablet shows it later. No page of the suite waits for data before it renders.
  return <RouterProvider router={router} useTransitions={false} />;
}
