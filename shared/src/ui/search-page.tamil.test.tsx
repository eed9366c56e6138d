/** The search page's own texts in Tamil (issue 19); what the area passes (title, placeholder) stays as given. */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { setLanguage } from '../i18n/i18n';
import { SearchPage } from './search-page';

afterEach(async () => {
  await act(() => setLanguage('en'));
});

function renderSearch() {
  render(
    <MemoryRouter>
      <SearchPage<string>
        title="Clinics"
        placeholder="Clinic name"
        search={async () => ({ items: ['A', 'B'], total: 5 })}
        renderItem={(item) => <span>{item}</span>}
        errorMessage="Failed"
        minLength={3}
        backTo="/"
      />
    </MemoryRouter>,
  );
}

it('says Back, Search, the minimum length, how many it shows and Show more in Tamil, then in English again', async () => {
  await act(() => setLanguage('ta'));
  renderSearch();

  expect(screen.getByRole('button', { name: /பின்செல்/ })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'தேடு' })).toBeDisabled();
  await userEvent.type(screen.getByRole('textbox', { name: 'Clinic name' }), 'ab');
  expect(screen.getByText('குறைந்தது 3 எழுத்துகளை உள்ளிடவும்.')).toBeVisible();
  await userEvent.type(screen.getByRole('textbox', { name: 'Clinic name' }), 'c{Enter}');
  expect(await screen.findByText('5-இல் 2 காட்டப்படுகிறது')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'மேலும் காட்டு' })).toBeInTheDocument();
  expect(screen.getByRole('list', { name: 'Clinics முடிவுகள்' })).toBeInTheDocument();
  expect(screen.getByText('வழங்குபவர்')).toBeInTheDocument();

  await act(() => setLanguage('en'));

  expect(screen.getByText('Showing 2 of 5')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Show more' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /Back/ })).toBeInTheDocument();
});
