import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Select, theme } from 'antd';
import { useNotice } from './notice';
import { UiProvider } from './ui-provider';
import { BRAND_PRIMARY } from './theme';

function PrimaryColour() {
  const { token } = theme.useToken();
  return <span>primary {token.colorPrimary}</span>;
}

function SaveButton() {
  const notify = useNotice();
  return <Button onClick={() => notify('User updated successfully.')}>Update</Button>;
}

describe('UiProvider', () => {
  it('applies the product colour', () => {
    render(
      <UiProvider>
        <PrimaryColour />
      </UiProvider>,
    );
    expect(screen.getByText(`primary ${BRAND_PRIMARY}`)).toBeInTheDocument();
  });

  it('gives every page the notices of useNotice', async () => {
    render(
      <UiProvider>
        <SaveButton />
      </UiProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByRole('status')).toHaveTextContent('User updated successfully.');
  });

  it('leaves a select’s clear button out of the tab order, so Tab goes on to the next field', async () => {
    render(
      <UiProvider>
        <label htmlFor="relation">Relation</label>
        <Select id="relation" allowClear defaultValue="Mother" options={[{ value: 'Mother' }, { value: 'Sister' }]} />
        <Button>Next</Button>
      </UiProvider>,
    );
    await userEvent.click(screen.getByRole('combobox', { name: 'Relation' }));
    await userEvent.keyboard('{Escape}');
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();
  });
});
