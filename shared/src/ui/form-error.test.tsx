import { render, screen } from '@testing-library/react';
import { FormError } from './form-error';

describe('FormError', () => {
  it('announces the message', () => {
    render(<FormError message="Please fill out all required fields." />);
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill out all required fields.');
  });

  it.each([null, undefined, ''])('renders nothing for %p', (message) => {
    render(<FormError message={message} />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
