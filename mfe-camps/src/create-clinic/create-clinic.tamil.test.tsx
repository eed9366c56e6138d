/** Outreach Clinic Creation in Tamil (issue 19): labels, the geography cascade and a refusal in Tamil, then English. */
import { act, screen } from '@testing-library/react';
import { setLanguage } from '@screening/shared';
import { buttonLabelled, renderPage } from '@screening/shared/testing';
import { clinicPageSession } from '../testing/clinic-page-session';
import CreateClinicPage from './create-clinic.page';

const session = clinicPageSession();

afterEach(async () => {
  await act(() => setLanguage('en'));
});

it('shows the form and its refusal in Tamil, and the SPEC texts again in English', async () => {
  await act(() => setLanguage('ta'));
  renderPage(<CreateClinicPage />, ['/create-outreach-clinic']);

  expect(screen.getByRole('heading', { name: 'வெளிக்கள முகாம் உருவாக்கம்' })).toBeInTheDocument();
  expect(screen.getByLabelText('வெளிக்கள முகாமின் பெயர்')).toBeInTheDocument();
  expect(screen.getByLabelText('அஞ்சல் குறியீடு (Pincode)')).toBeInTheDocument();
  for (const level of ['மாநிலம்', 'மாவட்டம்', 'வட்டம் (Taluk)', 'ஊராட்சி/கிராமம்'])
    expect(screen.getByLabelText(level)).toBeInTheDocument();
  expect(screen.getByLabelText('தொடக்கத் தேதி')).toBeInTheDocument();
  expect(
    screen.getByText('ஊராட்சி/கிராமத்தைத் தேர்ந்தெடுத்தவுடன் இடத்தின் அடிப்படையில் நிரப்பப்படும்; நீங்களே ஓர் எண்ணையும் உள்ளிடலாம்.'),
  ).toBeInTheDocument();

  await session.user.click(buttonLabelled('அடுத்து'));
  expect(await screen.findByText('கட்டாயமான எல்லாப் புலங்களையும் நிரப்பவும்.')).toBeInTheDocument();

  await act(() => setLanguage('en'));

  expect(screen.getByRole('heading', { name: 'Outreach Clinic Creation' })).toBeInTheDocument();
  expect(screen.getByLabelText('Outreach Clinic Name')).toBeInTheDocument();
  expect(screen.getByText('Please fill out all required fields.')).toBeInTheDocument();
});
