import { render, screen } from '@testing-library/react';
import { Input, Select } from '@screening/shared/ui';
import { Field } from './field';

describe('Field', () => {
  it('says a required control is required by aria-required, and an optional one is not', () => {
    render(
      <>
        <Field id="tag-reason" label="Reason" required>
          <Select id="tag-reason" options={[{ value: 'Migrated' }]} />
        </Field>
        <Field id="nickname" label="Nickname" required>
          <Input id="nickname" />
        </Field>
        <Field id="remarks" label="Remarks">
          <Input id="remarks" />
        </Field>
      </>,
    );
    expect(screen.getByRole('combobox', { name: 'Reason' })).toHaveAttribute('aria-required', 'true');
    expect(screen.getByRole('textbox', { name: 'Nickname' })).toHaveAttribute('aria-required', 'true');
    expect(screen.getByRole('textbox', { name: 'Remarks' })).not.toHaveAttribute('aria-required');
  });
});
