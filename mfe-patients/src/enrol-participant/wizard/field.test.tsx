import { render, screen } from '@testing-library/react';
import { Select } from '@screening/shared/ui';
import { Field, TextField } from './field';

describe('Field', () => {
  it('says a required control is required by aria-required, and an optional one is not', () => {
    render(
      <>
        <Field id="tag-reason" label="Reason" required>
          <Select id="tag-reason" options={[{ value: 'Migrated' }]} />
        </Field>
        <TextField id="nickname" label="Nickname" value="" onChange={() => undefined} required />
        <TextField id="remarks" label="Remarks" value="" onChange={() => undefined} />
      </>,
    );
    expect(screen.getByRole('combobox', { name: 'Reason' })).toHaveAttribute('aria-required', 'true');
    expect(screen.getByRole('textbox', { name: 'Nickname' })).toHaveAttribute('aria-required', 'true');
    expect(screen.getByRole('textbox', { name: 'Remarks' })).not.toHaveAttribute('aria-required');
  });
});
