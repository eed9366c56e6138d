import { useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NoDataDialog } from './no-data-dialog';

function Harness() {
  const [open, setOpen] = useState(true);
  return (
    <NoDataDialog
      open={open}
      title="No candidates found"
      message="No candidates match your search. Please try a different search term."
      onClose={() => setOpen(false)}
    />
  );
}

describe('NoDataDialog', () => {
  it('shows the title and message and closes with Close', async () => {
    render(<Harness />);
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('No candidates found');
    expect(dialog).toHaveTextContent('No candidates match your search. Please try a different search term.');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByText('No candidates found')).not.toBeInTheDocument());
  });

  it('closes with Escape', async () => {
    const onClose = jest.fn();
    render(<NoDataDialog open title="No candidates found" message="none" onClose={onClose} />);
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });

  it('renders nothing while closed', () => {
    render(<NoDataDialog open={false} title="No candidates found" message="none" onClose={jest.fn()} />);
    expect(screen.queryByText('No candidates found')).not.toBeInTheDocument();
  });
});
