import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PasswordField } from './password-field';

function Harness() {
  const [value, setValue] = useState('');
  return <PasswordField id="pw" label="New Password" value={value} onChange={setValue} autoComplete="new-password" />;
}

describe('PasswordField', () => {
  it('is labelled, masked by default, and the toggle is keyboard usable', async () => {
    render(<Harness />);
    const field = screen.getByLabelText('New Password');
    expect(field).toHaveAttribute('type', 'password');
    expect(field).toHaveAttribute('autocomplete', 'new-password');
    await userEvent.type(field, 'abc123');
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Show password' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(field).toHaveAttribute('type', 'text');
    expect(field).toHaveValue('abc123');
    expect(screen.getByRole('button', { name: 'Hide password' })).toHaveFocus();
  });
});
