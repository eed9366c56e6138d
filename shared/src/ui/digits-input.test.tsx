import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import { setupUser } from '../testing/antd-test-kit';
import { DigitsInput, typedDigitsRefusal } from './digits-input';

const sixDigits = (typed: string) => typed.replace(/\D/g, '').slice(0, 6);

function PincodeField({ lengthMessage, error }: { lengthMessage?: string; error?: string }) {
  const [pincode, setPincode] = useState('');
  return (
    <>
      <label htmlFor="pin">Pincode</label>
      <DigitsInput
        id="pin"
        value={pincode}
        sanitise={sixDigits}
        onChange={setPincode}
        lengthMessage={lengthMessage}
        aria-describedby={error ? 'pin-error' : undefined}
      />
      {error && <span id="pin-error">{error}</span>}
    </>
  );
}

const field = () => screen.getByLabelText('Pincode');

describe('typedDigitsRefusal', () => {
  it('says nothing when everything typed was kept', () => {
    expect(typedDigitsRefusal('1234', '1234')).toBeNull();
    expect(typedDigitsRefusal('', '')).toBeNull();
  });

  it('names each reason: a non-digit, a cut to the length (its own message first), a leading zero', () => {
    expect(typedDigitsRefusal('12a', '12')).toBe('Only digits can be typed here.');
    expect(typedDigitsRefusal('1234567', '123456')).toBe('At most 6 digits.');
    expect(typedDigitsRefusal('1234567', '123456', 'Pincode is 6 digits.')).toBe('Pincode is 6 digits.');
    expect(typedDigitsRefusal('+91 98765 43210', '9198765432')).toBe('Only digits can be typed here. At most 10 digits.');
    expect(typedDigitsRefusal('0', '')).toBe('The number cannot start with 0.');
    expect(typedDigitsRefusal('007', '7')).toBe('The number cannot start with 0.');
    expect(typedDigitsRefusal('00', '0')).toBe('The number cannot start with 0.');
  });

  it('judges a sanitiser that keeps the previous text by what it kept', () => {
    // Age at menarche: 1–2 digits; a third digit leaves the previous two.
    expect(typedDigitsRefusal('123', '12')).toBe('At most 2 digits.');
  });
});

describe('DigitsInput', () => {
  it('keeps digits only and says why at the field, linked by aria-describedby, until a keystroke is kept', async () => {
    const user = setupUser();
    render(<PincodeField />);
    await user.type(field(), '56a');
    expect(field()).toHaveValue('56');
    const message = screen.getByRole('alert');
    expect(message).toHaveTextContent('Only digits can be typed here.');
    expect(field()).toHaveAttribute('aria-describedby', message.id);
    await user.type(field(), '1');
    expect(field()).toHaveValue('561');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(field()).not.toHaveAttribute('aria-describedby');
  });

  it('a paste longer than the field keeps its first digits and says the length, with no maxLength to cut it silently', async () => {
    const user = setupUser();
    render(<PincodeField lengthMessage="Pincode must be 6 digits." />);
    await user.click(field());
    await user.paste('5600011');
    expect(field()).toHaveValue('560001');
    expect(field()).not.toHaveAttribute('maxlength');
    expect(screen.getByRole('alert')).toHaveTextContent('Pincode must be 6 digits.');
  });

  it('keeps the field’s own description (its validation error) next to the message', async () => {
    const user = setupUser();
    render(<PincodeField error="Please fill out all required fields." />);
    await user.type(field(), 'x');
    expect(screen.getByText('Please fill out all required fields.')).toBeInTheDocument();
    expect(field().getAttribute('aria-describedby')).toBe(`pin-error ${screen.getByRole('alert').id}`);
  });
});
