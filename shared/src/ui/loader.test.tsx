import { render, screen } from '@testing-library/react';
import { Loader } from './loader';

describe('Loader', () => {
  it('announces its text politely', () => {
    render(<Loader text="Loading clinical metrics…" />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Loading clinical metrics…');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveClass('sc-loader--overlay');
  });

  it('still has an accessible name without text, and can sit inline', () => {
    render(<Loader overlay={false} />);
    const status = screen.getByRole('status', { name: 'Loading' });
    expect(status).not.toHaveClass('sc-loader--overlay');
  });
});
