import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { Button } from 'antd';
import { PageFrame } from './page-frame';

describe('PageFrame', () => {
  it('shows the title, the content, the actions and the footer', () => {
    render(
      <MemoryRouter>
        <PageFrame title="Outreach Clinic" actions={<Button>Download</Button>}>
          <p>Clinic content</p>
        </PageFrame>
      </MemoryRouter>,
    );
    // The title is inside the main landmark, so a screen reader's jump to "main" starts at it.
    expect(within(screen.getByRole('main')).getByRole('heading', { level: 1, name: 'Outreach Clinic' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent('Clinic content');
    expect(screen.getByRole('button', { name: 'Download' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Powered By');
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
  });

  it('goes back to backTo', async () => {
    render(
      <MemoryRouter initialEntries={['/create-new-user']}>
        <Routes>
          <Route
            path="/create-new-user"
            element={
              <PageFrame title="Create New User" backTo="/userManagement">
                form
              </PageFrame>
            }
          />
          <Route path="/userManagement" element={<p>User management</p>} />
        </Routes>
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByText('User management')).toBeInTheDocument();
  });

  it('calls onBack', async () => {
    const onBack = jest.fn();
    render(
      <MemoryRouter>
        <PageFrame title="Profile" onBack={onBack}>
          x
        </PageFrame>
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(onBack).toHaveBeenCalledTimes(1);
  });
});
