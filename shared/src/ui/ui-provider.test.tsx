import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App, Button, theme } from 'antd';
import { UiProvider } from './ui-provider';
import { BRAND_PRIMARY } from './theme';

function PrimaryColour() {
  const { token } = theme.useToken();
  return <span>primary {token.colorPrimary}</span>;
}

function SaveButton() {
  const { message } = App.useApp();
  return <Button onClick={() => message.success('Profile updated successfully!')}>Update</Button>;
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

  it('makes message work through App.useApp', async () => {
    render(
      <UiProvider>
        <SaveButton />
      </UiProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument();
  });
});
