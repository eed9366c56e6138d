import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NOTICE_MS, NoticeProvider, useNotice } from './notice';

function SaveButton() {
  const notify = useNotice();
  return (
    <button type="button" onClick={() => notify('User created successfully.')}>
      Save
    </button>
  );
}

describe('notices', () => {
  it('announces a confirmation in a polite status region, then takes it away', async () => {
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      render(
        <NoticeProvider>
          <SaveButton />
        </NoticeProvider>,
      );
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(screen.getByRole('status')).toHaveTextContent('User created successfully.');
      act(() => jest.advanceTimersByTime(NOTICE_MS + 10));
      expect(screen.getByRole('status')).toBeEmptyDOMElement();
    } finally {
      jest.useRealTimers();
    }
  });
});
