import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import { setupUser, typeDate } from '../testing/antd-test-kit';
import { DayPicker } from './day-picker';

function DateForm({
  onSubmit,
  ...limits
}: {
  onSubmit: () => void;
  min?: Date;
  max?: Date;
  minMessage?: string;
  maxMessage?: string;
}) {
  const [day, setDay] = useState<string | null>(null);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <label htmlFor="day">Start Date</label>
      <DayPicker id="day" value={day} onChange={setDay} {...limits} />
      <output>{day ?? 'none'}</output>
    </form>
  );
}

const localMidnight = (y: number, m: number, d: number) => new Date(y, m - 1, d).toISOString();
const field = () => screen.getByLabelText('Start Date');

describe('DayPicker', () => {
  it('shows and takes dd/mm/yyyy; a typed day on Enter is the local midnight of that day, without submitting the form', async () => {
    const user = setupUser();
    const submitted = jest.fn();
    render(<DateForm onSubmit={submitted} />);
    expect(field()).toHaveAttribute('placeholder', 'dd/mm/yyyy');
    await typeDate(user, field(), '25/12/2030');
    expect(screen.getByRole('status')).toHaveTextContent(localMidnight(2030, 12, 25));
    expect(submitted).not.toHaveBeenCalled();
    await user.tab();
    expect(field()).toHaveValue('25/12/2030');
  });

  it('refuses a typed day before the minimum with its message at the field, and clears it once a day is taken', async () => {
    const user = setupUser();
    render(<DateForm onSubmit={jest.fn()} min={new Date(2030, 0, 10)} minMessage="Start date cannot be in the past." />);
    await typeDate(user, field(), '09/01/2030');
    expect(screen.getByRole('status')).toHaveTextContent('none');
    expect(screen.getByRole('alert')).toHaveTextContent('Start date cannot be in the past.');
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(field().getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id);
    await typeDate(user, field(), '10/01/2030');
    expect(screen.getByRole('status')).toHaveTextContent(localMidnight(2030, 1, 10));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('refuses a typed day after the maximum with its message, also when the field is left', async () => {
    const user = setupUser();
    render(<DateForm onSubmit={jest.fn()} max={new Date(2030, 0, 10)} maxMessage="Report date cannot be in the future." />);
    await user.click(field());
    await user.paste('11/01/2030');
    await user.tab();
    expect(screen.getByRole('status')).toHaveTextContent('none');
    expect(screen.getByRole('alert')).toHaveTextContent('Report date cannot be in the future.');
  });

  it('says how to write a date that cannot be read', async () => {
    const user = setupUser();
    render(<DateForm onSubmit={jest.fn()} />);
    await typeDate(user, field(), '31/02/2030');
    expect(screen.getByRole('status')).toHaveTextContent('none');
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter the date as dd/mm/yyyy.');
  });
});
