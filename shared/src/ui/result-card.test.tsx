import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from 'antd';
import { ResultCard } from './result-card';

describe('ResultCard', () => {
  it('lists each label with its value, a dash for an empty value', () => {
    render(
      <ResultCard
        ariaLabel="Thiruvallur Camp"
        fields={[
          { label: 'Outreach Clinic ID', value: '3301001' },
          { label: 'Name', value: 'Thiruvallur Camp' },
          { label: 'End Date', value: null },
        ]}
      />,
    );
    const card = screen.getByRole('group', { name: 'Thiruvallur Camp' });
    const terms = within(card)
      .getAllByRole('term')
      .map((t) => t.textContent);
    const values = within(card)
      .getAllByRole('definition')
      .map((d) => d.textContent);
    expect(terms).toEqual(['Outreach Clinic ID', 'Name', 'End Date']);
    expect(values).toEqual(['3301001', 'Thiruvallur Camp', '-']);
  });

  it('renders its actions', async () => {
    const onEdit = jest.fn();
    render(<ResultCard fields={[{ label: 'User Name', value: 'Ravi K' }]} actions={<Button onClick={onEdit}>Edit</Button>} />);
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    expect(onEdit).toHaveBeenCalledTimes(1);
  });
});
