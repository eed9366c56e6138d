/** New Screening Enrollment in Tamil (issue 19): the page's texts, the options and the rules' messages. */
import { act, screen, within } from '@testing-library/react';
import { setLanguage, useWorkflowStore } from '@screening/shared';
import { pageTests } from '../../testing/page-tests';
import { camp } from '../../testing/fixtures';
import { renderPage } from '../../testing/render-page';
import EnrolmentPage from './enrolment.page';

const t = pageTests();

beforeEach(async () => {
  useWorkflowStore.getState().setClinic(camp({ campId: 52, id: 52, campIdPrefix: '3301001', campName: 'Mahabalipuram Camp' }));
  await act(() => setLanguage('ta', { forUser: false }));
});

afterEach(async () => {
  await act(() => setLanguage('en', { forUser: false }));
});

test('shows the enrolment form, its messages and the tag dialog in Tamil', async () => {
  renderPage(<EnrolmentPage />, '/NewScreeningEnrollment');

  expect(screen.getByRole('heading', { name: 'புதிய பரிசோதனைப் பதிவு (Screening Enrollment)' })).toBeInTheDocument();
  expect(screen.getByText('வெளிக்கள முகாம்:')).toBeInTheDocument();
  expect(screen.getByLabelText('பெயர்')).toBeInTheDocument();
  expect(screen.getByLabelText('கைபேசி எண்')).toBeInTheDocument();
  expect(screen.getByLabelText('தெரு எண் (Street ID)')).toBeInTheDocument();
  expect(screen.getByText('பெண்')).toBeInTheDocument();

  await t.user.click(screen.getByRole('button', { name: 'பதிவு செய்' }));
  expect(await screen.findByText('பயனாளரின் பெயரை உள்ளிடவும்.')).toBeInTheDocument();
  expect(screen.getByText('கைபேசி எண் சரியாக 10 இலக்கங்களாக இருக்க வேண்டும்.')).toBeInTheDocument();
  expect(screen.getByText('பாலினத்தைத் தேர்ந்தெடுக்கவும்.')).toBeInTheDocument();
  expect(screen.getByText('வயது 1 முதல் 100 வரையிலான முழு எண்ணாக இருக்க வேண்டும்.')).toBeInTheDocument();

  await t.user.type(screen.getByLabelText('முகவரி'), '4 Beach Road');
  await t.user.type(screen.getByLabelText('தெரு எண் (Street ID)'), '007');
  await t.user.click(screen.getByRole('button', { name: 'சேமி' }));
  const dialog = await screen.findByRole('dialog', { name: 'இந்தப் பயனாளரை எப்படிக் குறிக்க (Tag) விரும்புகிறீர்கள்?' });
  await t.user.click(within(dialog).getByRole('button', { name: 'சேமி' }));
  expect(await within(dialog).findByText('ஒரு காரணத்தைத் தேர்ந்தெடுக்கவும்.')).toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: 'மூடு' })).toBeInTheDocument();
  expect(t.server.http.requests).toHaveLength(0);
});
