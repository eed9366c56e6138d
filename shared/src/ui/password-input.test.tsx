import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PasswordInput } from './password-input';

function Field({ disabled }: { disabled?: boolean }) {
  const [value, setValue] = useState('');
  return (
    <>
      <label htmlFor="pw">Change Password</label>
      <PasswordInput id="pw" value={value} disabled={disabled} onChange={(event) => setValue(event.target.value)} />
    </>
  );
}

describe('PasswordInput', () => {
  it('hides the text until the toggle shows it, and hides it again', async () => {
    render(<Field />);
    const input = screen.getByLabelText('Change Password');
    await userEvent.type(input, 'abc123');
    expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveValue('abc123');
    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input).toHaveAttribute('type', 'password');
  });

  it('the toggle is reachable by keyboard and disabled with the field', async () => {
    const { unmount } = render(<Field />);
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Show password' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByLabelText('Change Password')).toHaveAttribute('type', 'text');
    unmount();
    render(<Field disabled />);
    expect(screen.getByLabelText('Change Password')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Show password' })).toBeDisabled();
  });
});
