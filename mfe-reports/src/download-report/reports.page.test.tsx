/** Reports (/reports) against a local HTTP server answering like the suite's server (no mock of our modules or axios). */
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Camp, CampsReportSummary, CustomMenuDTO } from '@screening/shared';
import { startApiTestServer, type ApiTestServer, type TestReply } from '@screening/shared/testing';
import { camp, renderPage, signInForTest } from '@screening/shared/testing';
import { loadReportsTexts } from '../i18n';
import ReportsPage from './reports.page';

const REPORTS_MENU: CustomMenuDTO = { menu: 'Reports', menuOrder: 6, url: '/reports', privileges: ['VIEW'] };

const clinic = (campId: number, campName: string, campIdPrefix: string): Camp =>
  camp({ campId, id: campId, campName, campIdPrefix, startDate: '2025-03-01 18:30:00', displayStartDate: '2025-03-02' });
const CLINICS = [
  clinic(11, 'Kovalam Outreach Clinic', '1203045'),
  clinic(12, 'Kelambakkam Outreach Clinic', '1203046'),
  clinic(13, 'Minjur Outreach Clinic', '1221242'),
];

const SUMMARY: CampsReportSummary = {
  startDate: '2025-03-10',
  endDate: '2025-03-12',
  counts: { Outreachclinic: 2, Patientregistration: 25, Screening: 20, Clinical_Evaluation: 5, SavedPatient: 1, FollowUp: 1 },
  clinics: [
    {
      campId: 11,
      campIdPrefix: '1203045',
      campName: 'Kovalam Outreach Clinic',
      counts: { Outreachclinic: 1, Patientregistration: 15, Screening: 12, Clinical_Evaluation: 4, SavedPatient: 1, FollowUp: 1 },
    },
    {
      campId: 12,
      campIdPrefix: '1203046',
      campName: 'Kelambakkam Outreach Clinic',
      counts: { Outreachclinic: 1, Patientregistration: 10, Screening: 8, Clinical_Evaluation: 1, SavedPatient: 0, FollowUp: 0 },
    },
  ],
};
const CSV = '"REGISTRATIONID","NAME"\n"\t1203045007000001","MEENA"\n';

function readText(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

let server: ApiTestServer;
let saved: { name: string; text: Promise<string> }[];
const blobs = new Map<string, Blob>();

beforeAll(async () => {
  await loadReportsTexts();
  server = await startApiTestServer();
  // jsdom has neither object URLs nor downloads: record what the page hands to the browser.
  URL.createObjectURL = (blob: Blob) => {
    const url = `blob:test/${blobs.size}`;
    blobs.set(url, blob);
    return url;
  };
  URL.revokeObjectURL = () => {};
  HTMLAnchorElement.prototype.click = function click(this: HTMLAnchorElement) {
    const blob = blobs.get(this.href);
    if (blob && this.download) saved.push({ name: this.download, text: readText(blob) });
  };
});
afterAll(() => server.close());
beforeEach(() => {
  server.reset();
  saved = [];
  signInForTest(server, { menus: [REPORTS_MENU] });
  server.on('POST', '/api/curable/activecampForReports', () => ({ status: 200, body: CLINICS }));
  server.on('POST', '/api/curable/camps-report-summary', () => ({ status: 200, body: SUMMARY }));
});

/** The report's answer; the summary (whose path the report's path prefixes) keeps its own handler. */
function serveReport(reply: () => Promise<TestReply> | TestReply) {
  server.on('POST', '/api/curable/camps-report', reply);
  server.on('POST', '/api/curable/camps-report-summary', () => ({ status: 200, body: SUMMARY }));
}

const requestsTo = (path: string) => server.requests.filter((r) => r.url === `/api/curable/${path}`);
const downloadButton = () => screen.getByRole('button', { name: /Download/ });

async function openReports() {
  renderPage(<ReportsPage />, ['/responsive-cancer-institute', '/reports']);
  expect(await screen.findByRole('heading', { name: 'Reports' })).toBeInTheDocument();
  await waitFor(() => expect(requestsTo('activecampForReports')).toHaveLength(1));
}

/** Types a dd/mm/yyyy day into the date field and commits it with Enter, as the keyboard does. */
async function typeDate(label: string, text: string) {
  const input = screen.getByLabelText(label);
  fireEvent.mouseDown(input);
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: text } });
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter' });
  await waitFor(() => expect(input).toHaveValue(text));
}

/** The options of the open antd dropdown, by their text. */
function openOptions(): HTMLElement[] {
  const popups = [...document.body.querySelectorAll('.ant-select-dropdown')].filter(
    (p) => !p.classList.contains('ant-select-dropdown-hidden'),
  );
  return popups.flatMap((p) => [...p.querySelectorAll<HTMLElement>('.ant-select-item-option')]);
}
async function pick(label: string, option: string) {
  fireEvent.mouseDown(screen.getByLabelText(label));
  const found = await waitFor(() => {
    const match = openOptions().find((o) => o.getAttribute('title') === option);
    if (!match) throw new Error(`no option ${option}`);
    return match;
  });
  fireEvent.click(found);
}
/** The clinics ticked in the open list. */
const chosenClinics = () =>
  openOptions()
    .filter((o) => o.getAttribute('aria-selected') === 'true' || o.classList.contains('ant-select-item-option-selected'))
    .map((o) => o.getAttribute('title'));

async function fillFilters(start = '10/03/2025', end = '12/03/2025', type = 'Screening') {
  await typeDate('Start Date', start);
  await typeDate('End Date', end);
  await pick('Report Type', type);
}

describe('Reports: filters', () => {
  it('asks for every field before downloading, and sends nothing', async () => {
    await openReports();
    await userEvent.click(downloadButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Please fill all fields before downloading.');
    await typeDate('Start Date', '10/03/2025');
    await pick('Report Type', 'Saved Patients');
    await userEvent.click(downloadButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Please fill all fields before downloading.');
    expect(requestsTo('camps-report')).toHaveLength(0);
  });

  it('marks the fields it refused, each until it is changed, and keeps what was chosen', async () => {
    await openReports();
    await typeDate('End Date', '12/03/2025');
    await userEvent.click(downloadButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Please fill all fields before downloading.');
    expect(screen.getByLabelText('Start Date')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Start Date')).toHaveFocus();
    expect(screen.getByLabelText('End Date')).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('End Date')).toHaveValue('12/03/2025');
    expect(screen.getByLabelText('Report Type')).toHaveAttribute('aria-invalid', 'true');

    await typeDate('Start Date', '13/03/2025');
    expect(screen.getByLabelText('Start Date')).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Report Type')).toHaveAttribute('aria-invalid', 'true');
    await pick('Report Type', 'Screening');
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    await userEvent.click(downloadButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Start date cannot be after end date.');
    expect(screen.getByLabelText('Start Date')).toHaveAttribute('aria-invalid', 'true');
    expect(requestsTo('camps-report')).toHaveLength(0);
  });

  it('keeps the filters for a reload of the page', async () => {
    await openReports();
    await fillFilters();
    cleanup();
    renderPage(<ReportsPage />, ['/responsive-cancer-institute', '/reports']);
    expect(await screen.findByRole('heading', { name: 'Reports' })).toBeInTheDocument();
    expect(screen.getByLabelText('Start Date')).toHaveValue('10/03/2025');
    expect(screen.getByLabelText('End Date')).toHaveValue('12/03/2025');
    expect(screen.getByTitle('Screening')).toBeInTheDocument();
    await waitFor(() => expect(requestsTo('activecampForReports')).toHaveLength(2));
  });

  it('refuses a typed future day at its field, saying why, and keeps the day chosen before', async () => {
    await openReports();
    await typeDate('Start Date', '10/03/2025');
    const input = screen.getByLabelText('Start Date');
    const tomorrow = new Date(Date.now() + 86_400_000);
    const text = [tomorrow.getDate(), tomorrow.getMonth() + 1].map((n) => String(n).padStart(2, '0')).join('/');
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: `${text}/${tomorrow.getFullYear()}` } });
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Report date cannot be in the future.');
    fireEvent.blur(input);
    await waitFor(() => expect(input).toHaveValue('10/03/2025'));
  });

  it('refuses a start date after the end date', async () => {
    await openReports();
    await fillFilters('13/03/2025', '12/03/2025', 'Outreach Clinic');
    await userEvent.click(downloadButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Start date cannot be after end date.');
    expect(requestsTo('camps-report')).toHaveLength(0);
    expect(requestsTo('camps-report-summary')).toHaveLength(0);
  });

  it("offers the user's clinics with a filter; 'Select All' selects every clinic, and again clears them", async () => {
    await openReports();
    fireEvent.mouseDown(screen.getByLabelText('Outreach Clinic Name'));
    await waitFor(() =>
      expect(openOptions().map((o) => o.getAttribute('title'))).toEqual([
        'Select All',
        'Kovalam Outreach Clinic (1203045)',
        'Kelambakkam Outreach Clinic (1203046)',
        'Minjur Outreach Clinic (1221242)',
      ]),
    );
    fireEvent.change(screen.getByLabelText('Outreach Clinic Name'), { target: { value: 'minj' } });
    await waitFor(() => expect(openOptions().map((o) => o.getAttribute('title'))).toEqual(['Minjur Outreach Clinic (1221242)']));
    fireEvent.change(screen.getByLabelText('Outreach Clinic Name'), { target: { value: '' } });

    await pick('Outreach Clinic Name', 'Select All');
    await waitFor(() => expect(chosenClinics()).toHaveLength(3));
    await pick('Outreach Clinic Name', 'Select All');
    await waitFor(() => expect(chosenClinics()).toHaveLength(0));

    await pick('Outreach Clinic Name', 'Kelambakkam Outreach Clinic (1203046)');
    await waitFor(() => expect(chosenClinics()).toEqual(['Kelambakkam Outreach Clinic (1203046)']));
    await pick('Outreach Clinic Name', 'Select All');
    await waitFor(() => expect(chosenClinics()).toHaveLength(3));
  });
});

describe('Reports: download', () => {
  it('sends every loaded clinic when none is chosen, shows progress, and saves {type}_Report_{date}.csv', async () => {
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    serveReport(async () => {
      await released;
      return { status: 200, body: CSV, contentType: 'text/csv' };
    });
    await openReports();
    await fillFilters();
    await userEvent.click(downloadButton());
    expect(await screen.findByText(/Preparing report/)).toBeInTheDocument();
    release();
    await waitFor(() => expect(saved).toHaveLength(1));
    const today = new Date();
    const pad = (n: number) => String(n).padStart(2, '0');
    expect(saved[0].name).toBe(
      `Screening_Report_${today.getFullYear()}-${pad(today.getMonth() + 1)}-${pad(today.getDate())}.csv`,
    );
    expect(await saved[0].text).toBe(CSV);
    const [sent] = requestsTo('camps-report');
    expect(sent.body).toMatchObject({
      ids: [11, 12, 13],
      startDate: '2025-03-10',
      endDate: '2025-03-12',
      reportType: 'Screening',
      forExcel: true,
    });
    expect(sent.authorization).toBe('Bearer token-abc');
    await waitFor(() => expect(screen.queryByText(/Preparing report/)).not.toBeInTheDocument());
  });

  it('lists the report types by readable names and sends the type the server knows', async () => {
    await openReports();
    fireEvent.mouseDown(screen.getByLabelText('Report Type'));
    await waitFor(() =>
      expect(openOptions().map((o) => o.getAttribute('title'))).toEqual(
        expect.arrayContaining(['Outreach Clinic', 'Patient Registration', 'Screening', 'Clinical Evaluation', 'Saved Patients']),
      ),
    );
    expect(openOptions().map((o) => o.getAttribute('title'))).not.toContain('Clinical_Evaluation');
  });

  it('sends only the chosen clinics', async () => {
    serveReport(() => ({ status: 200, body: CSV, contentType: 'text/csv' }));
    await openReports();
    await fillFilters('01/01/2025', '31/03/2025', 'Patient Registration');
    await pick('Outreach Clinic Name', 'Minjur Outreach Clinic (1221242)');
    await userEvent.click(downloadButton());
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(requestsTo('camps-report')[0].body).toMatchObject({ ids: [13], reportType: 'Patientregistration' });
  });

  it('asks for a plain CSV, every cell exactly its value, once "For Excel" is unticked', async () => {
    serveReport(() => ({ status: 200, body: CSV, contentType: 'text/csv' }));
    await openReports();
    await fillFilters();
    const forExcel = screen.getByRole('checkbox', { name: /For Excel: keep long IDs/ });
    expect(forExcel).toBeChecked();
    await userEvent.click(forExcel);
    await userEvent.click(downloadButton());
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(requestsTo('camps-report')[0].body).toMatchObject({ reportType: 'Screening', forExcel: false });
  });

  it('an empty file means no data for the filters; nothing is saved', async () => {
    serveReport(() => ({ status: 200, body: '', contentType: 'text/csv' }));
    await openReports();
    await fillFilters();
    await userEvent.click(downloadButton());
    expect(await screen.findByText('No data available for selected filters.')).toBeInTheDocument();
    expect(saved).toHaveLength(0);
  });

  it('a failed download says so', async () => {
    serveReport(() => ({ status: 500, body: { error: 'Internal Server Error', message: 'boom' } }));
    await openReports();
    await fillFilters();
    await userEvent.click(downloadButton());
    expect(await screen.findByText('Failed to download report. Please try again.')).toBeInTheDocument();
    expect(saved).toHaveLength(0);
  });
});

describe('Reports: selection summary and clinics', () => {
  it('counts each report type and charts enrolments and screenings per clinic, as a table', async () => {
    await openReports();
    await fillFilters();
    const counts = await screen.findByRole('table', { name: 'Records per report type' });
    expect(within(counts).getByRole('row', { name: /Screening/ })).toHaveTextContent('20 participants with screening results');
    expect(within(counts).getByRole('row', { name: /Outreach Clinic/ })).toHaveTextContent('2 clinics');
    const chart = screen.getByRole('table', { name: 'Enrolments and screenings per clinic' });
    const kovalam = within(chart).getByRole('row', { name: /Kovalam/ });
    expect(
      within(kovalam)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['15', '12']);
    const body = requestsTo('camps-report-summary').at(-1)!.body;
    expect(body).toEqual({ ids: [11, 12, 13], startDate: '2025-03-10', endDate: '2025-03-12' });
  });

  it('offline, the clinic list says reports need the server, not that the clinics failed', async () => {
    const stopped = await startApiTestServer();
    await stopped.close();
    signInForTest(stopped, { menus: [REPORTS_MENU] });
    renderPage(<ReportsPage />, ['/responsive-cancer-institute', '/reports']);
    expect(
      await screen.findByText('Reports are made by the server, which cannot be reached now. Connect to the network, then retry.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Failed to fetch camps. Please try again.')).toBeNull();
  });

  it('a failed clinic list says so and can be retried', async () => {
    server.on('POST', '/api/curable/activecampForReports', () => ({ status: 500, body: { error: 'Internal Server Error' } }));
    await openReports();
    expect(await screen.findByText('Failed to fetch camps. Please try again.')).toBeInTheDocument();
    server.on('POST', '/api/curable/activecampForReports', () => ({ status: 200, body: CLINICS }));
    await userEvent.click(screen.getByRole('button', { name: /Retry/ }));
    await waitFor(() => expect(screen.queryByText('Failed to fetch camps. Please try again.')).not.toBeInTheDocument());
  });
});
