import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DayPicker } from './day-picker';

function DateForm({ onSubmit, min }: { onSubmit: () => void; min?: Date }) {
  const [day, setDay] = useState<string | null>(null);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <label htmlFor="day">Start Date</label>
      <DayPicker id="day" value={day} onChange={setDay} min={min} />
      <output>{day ?? 'none'}</output>
    </form>
  );
}

const localMidnight = (y: number, m: number, d: number) => new Date(y, m - 1, d).toISOString();

describe('DayPicker', () => {
  it('takes a typed dd/mm/yy day on Enter as the local midnight of that day, without submitting the form around it', async () => {
    const submitted = jest.fn();
    render(<DateForm onSubmit={submitted} />);
    await userEvent.type(screen.getByLabelText('Start Date'), '25/12/30{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent(localMidnight(2030, 12, 25));
    expect(submitted).not.toHaveBeenCalled();
  });

  it('refuses a typed day before the minimum', async () => {
    render(<DateForm onSubmit={jest.fn()} min={new Date(2030, 0, 10)} />);
    await userEvent.type(screen.getByLabelText('Start Date'), '09/01/30{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent('none');
    await userEvent.clear(screen.getByLabelText('Start Date'));
    await userEvent.type(screen.getByLabelText('Start Date'), '10/01/30{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent(localMidnight(2030, 1, 10));
  });
});
