import { useState } from 'react';
import { render, screen } from '@testing-library/react';
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
});
