import { expect, test, type Response } from '../support/test';
import { E2E_PORTS } from '../support/ports';
import { signIn } from '../support/session';
import { settled } from '../support/network';

const SINGLETONS = [
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  'react-router-dom',
  'zustand',
  'dayjs',
  '@screening/shared',
  '@screening/shared/ui',
];

test('React and every shared library load once, and each remote entry is fetched once', async ({ page }) => {
  // Each script is listed the moment its answer comes; its body is read after (on a busy machine, long after).
  const scripts: { url: string; body: string }[] = [];
  const bodies: Promise<void>[] = [];
  page.on('response', (response: Response) => {
    if (response.request().resourceType() !== 'script') return;
    const script = { url: response.url(), body: '' };
    scripts.push(script);
    bodies.push(
      response.body().then(
        (body) => void (script.body = body.toString('utf8')),
        () => undefined,
      ),
    );
  });

  await signIn(page, 'coordinator@demo.in');
  await expect(page.getByRole('navigation', { name: 'Home menu' })).toBeVisible();
  const remotePorts = Object.values(E2E_PORTS.remotes).map(String);
  const fromRemote = (url: string) => remotePorts.includes(new URL(url).port);

  await page.getByRole('link', { name: 'Outreach Clinic' }).click();
  await expect(page.getByRole('heading', { name: 'Outreach Clinic' })).toBeVisible();
  await page.goto('/#/userManagement');
  await expect(page.getByRole('heading', { name: 'User Management' })).toBeVisible();
  // Each remote entry once, though home loaded the coordinator's areas ahead of her clicks (preload.spec.ts). Their
  // answers are waited for as such: networkidle, reached once already on this page, would not wait again.
  const fetchedEntries = () => scripts.filter((s) => s.url.endsWith('remoteEntry.js')).map((s) => new URL(s.url).port);
  await expect
    .poll(fetchedEntries)
    .toEqual(expect.arrayContaining([E2E_PORTS.remotes.camps, E2E_PORTS.remotes.users].map(String)));
  await settled(page);
  expect(new Set(fetchedEntries()).size).toBe(fetchedEntries().length);

  // What the federation runtime negotiated: one loaded version of each singleton, all provided by one container.
  const loaded = await page.evaluate((names) => {
    type Info = { loaded?: boolean; from: string };
    const share = (
      window as unknown as { __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Record<string, Info>>>> } }
    ).__FEDERATION__.__SHARE__;
    const out: Record<string, string[]> = {};
    for (const scopes of Object.values(share))
      for (const pkgs of Object.values(scopes))
        for (const name of names)
          for (const [version, info] of Object.entries(pkgs[name] ?? {}))
            if (info.loaded) (out[name] ??= []).push(`${version}@${info.from}`);
    return Object.fromEntries(Object.entries(out).map(([k, v]) => [k, [...new Set(v)]]));
  }, SINGLETONS);
  for (const name of SINGLETONS) {
    if (!loaded[name]) continue; // a library no visited page used is simply not loaded
    expect(loaded[name], name).toHaveLength(1);
  }
  expect(loaded.react).toEqual([expect.stringMatching(/@host$/)]);

  // And on the wire: the only React code fetched came from the host, never from a remote's fallback copy.
  await Promise.all(bodies);
  const reactCode = scripts.filter((s) => s.body.includes('react.transitional.element'));
  expect(reactCode.length).toBeGreaterThan(0);
  expect(reactCode.filter((s) => fromRemote(s.url)).map((s) => s.url)).toEqual([]);
});
