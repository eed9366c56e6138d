import { useMemo } from 'react';
import { RouterProvider } from 'react-router-dom';
import type { Site } from '../remotes/remote-registry';
import { createAppRouter } from './router';

export { loadSignedInScreens } from './router';

export function App({ site }: { site: Site }) {
  const router = useMemo(() => createAppRouter(site), [site]);
  return <RouterProvider router={router} />;
}
