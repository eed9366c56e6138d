import { fireEvent, render, screen } from '@testing-library/react';
import { PoweredByFooter } from './powered-by-footer';
import { PoweredByFooter as FromLightCore } from '../index';

describe('PoweredByFooter', () => {
  it("reads 'Powered By' with the provider logo", () => {
    render(<PoweredByFooter />);
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Powered By');
    expect(screen.getByRole('img', { name: 'Cancer Institute' })).toBeInTheDocument();
  });

  it('hides a logo that fails to load', () => {
    render(<PoweredByFooter logoSrc="missing.svg" logoAlt="Provider" />);
    fireEvent.error(screen.getByRole('img', { name: 'Provider' }));
    expect(screen.queryByRole('img', { name: 'Provider' })).not.toBeInTheDocument();
    expect(screen.getByText('Powered By')).toBeInTheDocument();
  });

  it('is exported by the light core, so the login screen needs no antd', () => {
    expect(FromLightCore).toBe(PoweredByFooter);
  });
});
