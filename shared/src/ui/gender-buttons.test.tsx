import { useState } from 'react';
import { Form } from 'antd';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Gender } from '../types';
import { GenderButtons } from './gender-buttons';

function Picker({ initial = '' as Gender | '', disabled = false }) {
  const [gender, setGender] = useState<Gender | ''>(initial);
  return (
    <>
      <GenderButtons value={gender} onChange={setGender} disabled={disabled} />
      <output>{gender || 'none'}</output>
    </>
  );
}

describe('GenderButtons', () => {
  it('offers Male, Female, Other and reports the upper-case value', async () => {
    render(<Picker />);
    expect(screen.getByRole('radiogroup', { name: 'Gender' })).toBeInTheDocument();
    expect(screen.getAllByRole('radio').map((r) => r.closest('label')?.textContent)).toEqual(['Male', 'Female', 'Other']);
    await userEvent.click(screen.getByText('Other')); // the visible button (its radio input is hidden)
    expect(screen.getByRole('status')).toHaveTextContent('OTHER');
    expect(screen.getByRole('radio', { name: 'Other' })).toBeChecked();
  });

  it('shows the chosen value and can be disabled', () => {
    render(<Picker initial="FEMALE" disabled />);
    expect(screen.getByRole('radio', { name: 'Female' })).toBeChecked();
    for (const radio of screen.getAllByRole('radio')) expect(radio).toBeDisabled();
  });

  it("in a form, the group says it is in error and is described by the error, as the form's other controls are", async () => {
    render(
      <Form>
        <Form.Item name="gender" rules={[{ required: true, message: 'Please select gender.' }]}>
          <GenderButtons />
        </Form.Item>
        <button type="submit">Save</button>
      </Form>,
    );
    const group = screen.getByRole('radiogroup', { name: 'Gender' });
    expect(group).not.toHaveAttribute('aria-invalid');
    await userEvent.click(screen.getByText('Save'));
    expect(await screen.findByText('Please select gender.')).toBeInTheDocument();
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAccessibleDescription('Please select gender.');
    await userEvent.click(screen.getByText('Female'));
    await waitFor(() => expect(group).not.toHaveAttribute('aria-invalid', 'true'));
  });
});
