/** The Reports screen in Tamil (issue 19): its labels, the summary and a refusal in Tamil, then English again. */
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage, type CustomMenuDTO } from '@screening/shared';
import { apiTestServerForFile, camp, renderPage, signInForTest } from '@screening/shared/testing';
import { loadReportsTexts } from '../i18n';
import ReportsPage from './reports.page';

const server = apiTestServerForFile();
const REPORTS_MENU: CustomMenuDTO = { menu: 'Reports', menuOrder: 6, url: '/reports', privileges: ['VIEW'] };

beforeAll(() => loadReportsTexts());
beforeEach(() => {
  signInForTest(server, { menus: [REPORTS_MENU] });
  server.on('POST', '/api/curable/activecampForReports', () => ({
    status: 200,
    body: [camp({ campId: 11, id: 11, campName: 'Kovalam Outreach Clinic', campIdPrefix: '1203045' })],
  }));
});
afterEach(async () => {
  await act(() => setLanguage('en'));
});

it('shows the filters, the hint and a refusal in Tamil, and the SPEC texts again in English', async () => {
  await act(() => setLanguage('ta'));
  renderPage(<ReportsPage />, ['/responsive-cancer-institute', '/reports']);

  expect(await screen.findByRole('heading', { name: 'அறிக்கைகள்' })).toBeInTheDocument();
  expect(screen.getByLabelText('தொடக்கத் தேதி')).toBeInTheDocument();
  expect(screen.getByLabelText('முடிவுத் தேதி')).toBeInTheDocument();
  expect(screen.getByLabelText('அறிக்கை வகை')).toBeInTheDocument();
  expect(screen.getByLabelText('வெளிக்கள முகாமின் பெயர்')).toBeInTheDocument();
  expect(screen.getByText(/தொடக்கத் தேதியையும் முடிவுத் தேதியையும் தேர்ந்தெடுக்கவும்/)).toBeInTheDocument();
  await waitFor(() => expect(server.requests.some((r) => r.url === '/api/curable/activecampForReports')).toBe(true));

  await userEvent.click(screen.getByRole('button', { name: /பதிவிறக்கு/ }));
  expect(await screen.findByText('பதிவிறக்கும் முன் எல்லாப் புலங்களையும் நிரப்பவும்.')).toBeInTheDocument();

  await act(() => setLanguage('en'));

  expect(screen.getByRole('heading', { name: 'Reports' })).toBeInTheDocument();
  expect(screen.getByLabelText('Report Type')).toBeInTheDocument();
  expect(screen.getByText('Please fill all fields before downloading.')).toBeInTheDocument();
});
