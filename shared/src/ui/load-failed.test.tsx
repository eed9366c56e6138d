import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoadFailed, LOAD_FAILED_MESSAGE } from './load-failed';

describe('LoadFailed', () => {
  it("announces SPEC's message by default, or the screen's own, with a Retry that calls back", async () => {
    const retried = jest.fn();
    const { rerender } = render(<LoadFailed onRetry={retried} />);
    expect(screen.getByRole('alert')).toHaveTextContent(LOAD_FAILED_MESSAGE);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retried).toHaveBeenCalledTimes(1);

    rerender(<LoadFailed message="Failed to fetch camps. Please try again." onRetry={retried} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to fetch camps. Please try again.');
  });

  it('cannot be pressed twice while a retry is under way', async () => {
    const retried = jest.fn();
    render(<LoadFailed onRetry={retried} retrying />);
    await userEvent.click(screen.getByRole('button', { name: /Retry/ }));
    expect(retried).not.toHaveBeenCalled();
  });
});
