import { createRoot } from 'react-dom/client';
import { loadRuntimeConfig } from '@screening/shared';
import { loadSite } from './remotes/remote-registry';
import { App } from './app/app';

async function start() {
  // Both files are read at run time, so a site changes API base or remote versions without a rebuild.
  const [, site] = await Promise.all([loadRuntimeConfig('config.json'), loadSite('remotes.json')]);
  createRoot(document.getElementById('root')!).render(<App site={site} />);
}

void start();
