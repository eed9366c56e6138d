/** Test helpers of this remote: a signed-in session, a page rendered as the host renders it, the seed's geography, antd inputs. */
import type { ReactElement } from 'react';
import { configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { normaliseMenus, setRuntimeConfig, useAuthStore, useWorkflowStore, type CustomMenuDTO } from '@screening/shared';
import { UiProvider } from '@screening/shared/ui';
import type { ApiTestServer } from '../../../shared/src/testing/api-test-server';
// jsdom has no MessageChannel; antd's Select needs one.
import '../../../shared/src/ui/metric-form/jsdom-message-channel.test-support';

// antd pages in jsdom on a shared, busy machine: patient waits.
configure({ asyncUtilTimeout: 20_000 });
jest.setTimeout(240_000);

export const OUTREACH_MENU: CustomMenuDTO = { menu: 'Outreach Clinic', menuOrder: 1, url: '/Outrich Clinic', privileges: ['CREATE', 'VIEW', 'EDIT'] };

/** A coordinator of hospital 1, with the API client pointed at the test server and an empty workflow store. */
export function signIn(server: ApiTestServer, menus: CustomMenuDTO[] = [OUTREACH_MENU]): void {
  setRuntimeConfig({ apiBase: `${server.base}/api`, gatewayBase: `${server.base}/token` });
  localStorage.clear();
  sessionStorage.clear();
  useWorkflowStore.getState().reset();
  useAuthStore.setState({
    isAuthed: true,
    token: 'token-abc',
    userId: 2,
    userName: 'Anand Krishnan',
    email: 'coordinator@demo.in',
    roleName: 'Program Coordinator',
    roleId: 2,
    hospitalId: 1,
    tenantName: 'Cancer Institute (WIA)',
    menus: normaliseMenus(menus),
  });
}

function Where() {
  const location = useLocation();
  return (
    <p data-testid="location" data-state={JSON.stringify(location.state ?? null)}>
      {location.pathname}
    </p>
  );
}

/** Renders `page` at `path`; any navigation away shows the new path in data-testid="location". */
export function renderAt(page: ReactElement, path: string) {
  return render(
    <UiProvider>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={path} element={page} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </UiProvider>,
  );
}

export const navigatedTo = () => screen.findByTestId('location');

/** The seed's geography around Kovalam: codes 1 + 20 + 30 + 45 suggest the clinic ID 1203045. */
export const GEOGRAPHY = {
  states: [{ id: 1, code: '1', name: 'Tamil Nadu' }],
  districts: [
    { id: 1, code: '20', name: 'Chengalpattu', stateMasterId: 1 },
    { id: 2, code: '21', name: 'Kancheepuram', stateMasterId: 1 },
  ],
  taluks: [{ id: 1, code: '30', name: 'Thiruporur', districtMasterId: 1 }],
  panchayats: [
    { id: 1, code: '45', name: 'Kovalam', taluqMasterId: 1 },
    { id: 2, code: '46', name: 'Kelambakkam', taluqMasterId: 1 },
  ],
};

export function serveGeography(server: ApiTestServer): void {
  server.on('GET', '/api/curable/statemaster', () => ({ status: 200, body: GEOGRAPHY.states }));
  server.on('GET', '/api/curable/districtmaster/statemaster/', () => ({ status: 200, body: GEOGRAPHY.districts }));
  server.on('GET', '/api/curable/taluqmaster/districtmaster/', () => ({ status: 200, body: GEOGRAPHY.taluks }));
  server.on('GET', '/api/curable/panchayatmaster/taluqmaster/', () => ({ status: 200, body: GEOGRAPHY.panchayats }));
}

/** An antd Select (its combobox input) by its label. getByLabelText: getByRole is far slower on antd pages. */
export const selectBox = (label: string) => screen.getByLabelText(label);

/** The option `text` in the open (not hidden) antd dropdown. */
function openOption(text: string): HTMLElement {
  const popups = [...document.body.querySelectorAll('.ant-select-dropdown')].filter((p) => !p.classList.contains('ant-select-dropdown-hidden'));
  const found = popups.flatMap((p) => [...p.querySelectorAll<HTMLElement>('.ant-select-item-option')]).find((o) => o.getAttribute('title') === text);
  if (!found) throw new Error(`No option '${text}' in an open list`);
  return found;
}

/** Opens the antd Select labelled `label` (once it is enabled) and picks each of `options`. */
export async function choose(label: string, ...options: string[]): Promise<void> {
  const box = selectBox(label);
  await waitFor(() => expect(box).toBeEnabled());
  fireEvent.mouseDown(box);
  for (const option of options) fireEvent.click(await waitFor(() => openOption(option)));
  // Close a multi-select's list again, as a user would by leaving the field.
  if (options.length > 0 && box.closest('.ant-select-multiple')) fireEvent.keyDown(box, { key: 'Escape' });
}

/** The options the open list of `label` offers. */
export async function optionsOf(label: string): Promise<string[]> {
  const box = selectBox(label);
  fireEvent.mouseDown(box);
  await waitFor(() => expect(box).toHaveAttribute('aria-expanded', 'true'));
  const popups = [...document.body.querySelectorAll('.ant-select-dropdown')].filter((p) => !p.classList.contains('ant-select-dropdown-hidden'));
  const titles = popups.flatMap((p) => [...p.querySelectorAll('.ant-select-item-option')].map((o) => o.getAttribute('title') ?? ''));
  fireEvent.keyDown(box, { key: 'Escape' });
  return titles;
}

/** Types a date into the antd date field labelled `label` (dd/mm/yy) and commits it with Enter. */
export async function typeDate(label: string, text: string): Promise<void> {
  const input = screen.getByLabelText(label);
  await userEvent.clear(input);
  await userEvent.type(input, `${text}{Enter}`);
}

/** 'dd/mm/yy' of today + n days. */
export function ddmmyy(daysFromToday: number): string {
  const d = new Date();
  d.setDate(d.getDate() + daysFromToday);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${String(d.getFullYear()).slice(2)}`;
}

/** Local midnight of today + n days as an ISO instant (what the date fields store). */
export function localMidnight(days: number): string {
  const d = new Date();
  d.setHours(0, 0, 0, 0);
  d.setDate(d.getDate() + days);
  return d.toISOString();
}

/** The button whose text is `label` (getByRole is slow on antd pages). */
export function button(label: string): HTMLButtonElement {
  const found = screen.getAllByText(label).map((el) => el.closest('button')).find(Boolean);
  if (!found) throw new Error(`No button '${label}'`);
  return found as HTMLButtonElement;
}

/** A clinic as POST /curable/activecamp returns it (BEHAVIOUR §4.2 plus id, hospitalId and the geography ids). */
export const KOVALAM_CAMP = {
  campIdPrefix: '1203045',
  campName: 'Kovalam Camp',
  stateName: 'Tamil Nadu',
  districtName: 'Chengalpattu',
  talukName: 'Thiruporur',
  panchayatName: 'Kovalam',
  pincode: '603112',
  campId: 41,
  id: 41,
  startDate: '2099-10-21 18:30:00',
  endDate: '2099-10-23 18:30:00',
  panchayatId: 1,
  panchayatMasterId: 1,
  hospitalId: 1,
  stateId: 1,
  districtId: 1,
  talukId: 1,
  displayStartDate: '2099-10-22',
  displayEndDate: '2099-10-24',
  noCampcordinators: 1,
  noDoctors: 2,
  noNurses: 0,
  noProgramCoordinators: 1,
  noSocialWorkers: 2,
};
