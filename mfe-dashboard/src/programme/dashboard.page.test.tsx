/** The dashboard (/dashboard) against a local HTTP server answering like the suite's server. */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage } from '@screening/shared';
import { apiTestServerForFile, renderPage, signInForTest } from '@screening/shared/testing';
import { loadDashboardTexts } from '../i18n';
import DashboardPage from './dashboard.page';
import { clinicRow, DASHBOARD_MENU, indicators } from './dashboard.test-data';

const server = apiTestServerForFile();
const PATH = '/dashboard';
const CLINICS = [
  clinicRow(1, 'Kovalam Outreach Clinic', { district: 'Chengalpattu', taluk: 'Thiruporur', panchayat: 'Kovalam' }, 800),
  clinicRow(2, 'Minjur Outreach Clinic', { district: 'Tiruvallur', taluk: 'Ponneri', panchayat: 'Minjur' }, 438),
];
const WHOLE = indicators(CLINICS);
const MINJUR = { ...indicators([CLINICS[1]], 2), filters: { ...WHOLE.filters, campId: 2 } };

/** The file's text as saved, its byte-order mark kept (jsdom's Blob has no text(), and readAsText drops the mark). */
function readText(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new TextDecoder('utf-8', { ignoreBOM: true }).decode(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

const dashboardCalls = () => server.requests.filter((r) => r.url === '/api/curable/dashboard/indicators');

beforeAll(() => loadDashboardTexts());
beforeEach(() => {
  signInForTest(server, { menus: [DASHBOARD_MENU] });
  server.on('POST', '/api/curable/dashboard/indicators', (request) => ({
    status: 200,
    body: request.body.campId === 2 ? MINJUR : WHOLE,
  }));
});
afterEach(async () => {
  await act(() => setLanguage('en'));
});

/** The cells of a table, row by row (its header row first). */
const cells = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => Array.from(row.querySelectorAll('th, td')).map((cell) => cell.textContent));

/** The numbers the bars of a chart carry in their titles, as "row, series: n". */
const barTitles = (panel: HTMLElement) => Array.from(panel.querySelectorAll('svg rect title')).map((t) => t.textContent);

it('shows the totals, and each chart with the same numbers as its table', async () => {
  renderPage(<DashboardPage />, ['/responsive-cancer-institute', PATH]);

  expect(await screen.findByRole('heading', { name: 'Programme dashboard' })).toBeInTheDocument();
  const totals = await screen.findByText('Enrolled', { selector: 'dt' });
  expect(totals.nextElementSibling).toHaveTextContent('1,238');
  expect(screen.getByText('Reached hospital', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
    '51' + '66.2% of referrals',
  );
  expect(screen.getByText('Median days to hospital', { selector: 'dt' }).nextElementSibling).toHaveTextContent('9.5');

  const cascade = screen.getByRole('region', { name: 'Screening cascade' });
  expect(within(cascade).getByRole('img', { name: 'Screening cascade' })).toBeInTheDocument();
  const drawn = barTitles(cascade);
  expect(drawn).toContain('Screened, Oral: 1,000');
  expect(drawn).toContain('Screen-positive, Cervical: 12');
  expect(within(cascade).getByText(/Breast 4%/)).toBeInTheDocument();

  await userEvent.click(within(cascade).getByRole('button', { name: 'Table' }));
  expect(within(cascade).getByRole('button', { name: 'Table' })).toHaveAttribute('aria-pressed', 'true');
  const table = within(cascade).getByRole('table', { name: 'Screening cascade' });
  expect(cells(table)).toEqual([
    ['Stage', 'Breast', 'Oral', 'Cervical'],
    ['Eligible', '700', '1,150', '600'],
    ['Screened', '650', '1,000', '420'],
    ['Screen-positive', '26', '41', '12'],
    ['Referred', '25', '40', '12'],
  ]);
  // Every number drawn is one of the table's, in the same place.
  for (const [index, row] of cells(table).slice(1).entries())
    for (const [column, value] of row.slice(1).entries())
      expect(drawn[index * 3 + column]).toBe(`${row[0]}, ${cells(table)[0][column + 1]}: ${value}`);
});

it('changing the clinic asks for that clinic and shows its numbers', async () => {
  renderPage(<DashboardPage />, ['/responsive-cancer-institute', PATH]);
  const clinics = await screen.findByRole('region', { name: 'Clinics' });
  await waitFor(() => expect(barTitles(clinics)).toContain('Kovalam Outreach Clinic (3100001), Enrolled: 800'));

  await userEvent.click(screen.getByLabelText('Outreach Clinic'));
  await userEvent.click(await screen.findByTitle('Minjur Outreach Clinic (3100002)'));

  await waitFor(() => expect(dashboardCalls().at(-1)?.body).toEqual({ campId: 2 }));
  await waitFor(() => expect(screen.getByText('Enrolled', { selector: 'dt' }).nextElementSibling).toHaveTextContent('438'));
  expect(barTitles(screen.getByRole('region', { name: 'Clinics' }))).toEqual([
    'Minjur Outreach Clinic (3100002), Enrolled: 438',
    'Minjur Outreach Clinic (3100002), Screened: 350',
    'Minjur Outreach Clinic (3100002), Screen-positive: 43',
    'Minjur Outreach Clinic (3100002), Referred: 43',
  ]);
});

it('the planned enrolment: "of N planned" in the totals, a Planned column, and no bar or number for a clinic without a plan', async () => {
  const planned = [{ ...CLINICS[0], planned: 900 }, CLINICS[1]];
  server.on('POST', '/api/curable/dashboard/indicators', () => ({
    status: 200,
    body: { ...indicators(planned), totals: { ...indicators(planned).totals, planned: 900 } },
  }));
  renderPage(<DashboardPage />, ['/responsive-cancer-institute', PATH]);
  await waitFor(() =>
    expect(screen.getByText('Enrolled', { selector: 'dt' }).nextElementSibling).toHaveTextContent('of 900 planned'),
  );
  const clinics = screen.getByRole('region', { name: 'Clinics' });
  const drawn = barTitles(clinics);
  expect(drawn).toContain('Kovalam Outreach Clinic (3100001), Planned: 900');
  expect(drawn.filter((title) => title?.includes('Planned'))).toHaveLength(1);
  await userEvent.click(within(clinics).getByRole('button', { name: 'Table' }));
  expect(cells(within(clinics).getByRole('table', { name: 'Clinics' }))).toEqual([
    ['Outreach Clinic', 'Planned', 'Enrolled', 'Screened', 'Screen-positive', 'Referred'],
    ['Kovalam Outreach Clinic (3100001)', '900', '800', '640', '80', '80'],
    ['Minjur Outreach Clinic (3100002)', '—', '438', '350', '43', '43'],
  ]);
});

it('a district narrows the clinics offered; a backwards range is refused before any call', async () => {
  renderPage(<DashboardPage />, ['/responsive-cancer-institute', { pathname: PATH, search: '?from=2026-11-20&to=2026-11-01' }]);
  expect(await screen.findByText('Start date cannot be after end date.')).toBeInTheDocument();
  await waitFor(() => expect(dashboardCalls().length).toBeGreaterThan(0));
  expect(dashboardCalls().every((call) => call.body.from === undefined)).toBe(true);
  expect(screen.queryByText('Enrolled', { selector: 'dt' })).not.toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
  await userEvent.click(screen.getByLabelText('District'));
  await userEvent.click(await screen.findByTitle('Tiruvallur'));
  await waitFor(() => expect(dashboardCalls().at(-1)?.body).toEqual({ district: 'Tiruvallur' }));
  await userEvent.click(screen.getByLabelText('Outreach Clinic'));
  expect(await screen.findByTitle('Minjur Outreach Clinic (3100002)')).toBeInTheDocument();
  expect(screen.queryByTitle('Kovalam Outreach Clinic (3100001)')).not.toBeInTheDocument();
});

it('a CSV of a chart holds the numbers of its table', async () => {
  const saved: { name: string; blob: Blob }[] = [];
  URL.createObjectURL = (blob: Blob) => {
    saved.push({ name: '', blob });
    return `blob:test/${saved.length}`;
  };
  URL.revokeObjectURL = () => {};
  HTMLAnchorElement.prototype.click = function click(this: HTMLAnchorElement) {
    saved[saved.length - 1].name = this.download;
  };
  renderPage(<DashboardPage />, ['/responsive-cancer-institute', PATH]);
  const staff = await screen.findByRole('region', { name: 'Work per staff member' });
  await userEvent.click(within(staff).getByRole('button', { name: 'Download the numbers of Work per staff member as CSV' }));
  expect(saved).toHaveLength(1);
  expect(saved[0].name).toBe('work-per-staff-member.csv');
  expect(await readText(saved[0].blob)).toBe(
    '\uFEFF"Staff member","Enrolments","Screenings","Clinical evaluations","Follow-up calls"\n' +
      '"Meena R","640","500","0","12"\n' +
      '"Dr. Lakshmi","0","120","60","0"\n',
  );
});

it('without a network the page says the figures need the server, and Retry reads again', async () => {
  server.on('POST', '/api/curable/dashboard/indicators', () => ({ status: 503, body: { message: 'down' } }));
  renderPage(<DashboardPage />, ['/responsive-cancer-institute', PATH]);
  expect(
    await screen.findByText('The dashboard could not be loaded. Please try again.', {}, { timeout: 10_000 }),
  ).toBeInTheDocument();
  server.on('POST', '/api/curable/dashboard/indicators', () => ({ status: 200, body: WHOLE }));
  await userEvent.click(screen.getByRole('button', { name: /Retry/ }));
  expect(await screen.findByText('Enrolled', { selector: 'dt' })).toBeInTheDocument();
});

it('in Tamil: the title, the filters, the charts and their tables', async () => {
  await act(() => setLanguage('ta'));
  renderPage(<DashboardPage />, ['/responsive-cancer-institute', PATH]);
  expect(await screen.findByRole('heading', { name: 'திட்ட நிலவரம்' })).toBeInTheDocument();
  expect(screen.getByLabelText('மாவட்டம்')).toBeInTheDocument();
  expect(screen.getByLabelText('வெளிக்கள முகாம்')).toBeInTheDocument();
  const cascade = await screen.findByRole('region', { name: 'பரிசோதனைப் படிநிலைகள்' });
  expect(barTitles(cascade)).toContain('பரிசோதிக்கப்பட்டவர்கள், வாய்: 1,000');
  await userEvent.click(within(cascade).getByRole('button', { name: 'அட்டவணை' }));
  expect(cells(within(cascade).getByRole('table'))[0]).toEqual(['நிலை', 'மார்பகம்', 'வாய்', 'கருப்பைவாய்']);
});
