import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { PageFrame } from './page-frame';

const page = (field = false) => (
  <MemoryRouter>
    <PageFrame title="Screening">
      <input aria-label="Search" autoFocus={field} />
    </PageFrame>
  </MemoryRouter>
);

it('a page takes focus to its heading when it opens, as the control that opened it is gone', () => {
  render(page());
  expect(screen.getByRole('heading', { name: 'Screening' })).toHaveFocus();
});

it('a field the page focuses on purpose keeps it', () => {
  render(page(true));
  expect(screen.getByRole('textbox', { name: 'Search' })).toHaveFocus();
});
