import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import ResetPasswordPage from './reset-password.page';

describe('ResetPasswordPage', () => {
  it('shows its heading, fields, button and footer', () => {
    render(
      <MemoryRouter initialEntries={['/reset-password']}>
        <ResetPasswordPage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Cancer Institute (WIA)' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email ID')).toBeInTheDocument();
    expect(screen.getByLabelText('New Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Powered By');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('only asks the user to sign in again, and makes no call', async () => {
    const xhrOpen = jest.spyOn(XMLHttpRequest.prototype, 'open');
    render(
      <MemoryRouter initialEntries={['/reset-password']}>
        <ResetPasswordPage />
      </MemoryRouter>,
    );
    await userEvent.type(screen.getByLabelText('Email ID'), 'ravi@ci.org');
    await userEvent.type(screen.getByLabelText('New Password'), 'N3w-pass');
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(screen.getByRole('status')).toHaveTextContent('Kindly re-login upon successful reset of password!');
    expect(xhrOpen).not.toHaveBeenCalled();
    xhrOpen.mockRestore();
  });
});
