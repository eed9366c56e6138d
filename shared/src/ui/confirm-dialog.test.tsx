import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmDialog } from './confirm-dialog';

function renderDialog() {
  const onYes = jest.fn();
  const onNo = jest.fn();
  render(
    <ConfirmDialog
      open
      title="This Outreach Clinic does not exist"
      message="Do you want to create a new Outreach Clinic?"
      onYes={onYes}
      onNo={onNo}
    />,
  );
  return { onYes, onNo };
}

describe('ConfirmDialog', () => {
  it('asks the question', async () => {
    renderDialog();
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('This Outreach Clinic does not exist');
    expect(dialog).toHaveTextContent('Do you want to create a new Outreach Clinic?');
  });

  it('Yes calls onYes only', async () => {
    const { onYes, onNo } = renderDialog();
    await userEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(onYes).toHaveBeenCalledTimes(1);
    expect(onNo).not.toHaveBeenCalled();
  });

  it('No and Escape call onNo', async () => {
    const { onYes, onNo } = renderDialog();
    await userEvent.click(await screen.findByRole('button', { name: 'No' }));
    await userEvent.keyboard('{Escape}');
    expect(onNo).toHaveBeenCalledTimes(2);
    expect(onYes).not.toHaveBeenCalled();
  });
});
