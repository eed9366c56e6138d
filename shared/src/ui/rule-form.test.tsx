/** A domain validator's code as an antd rule: worded in English (the rule's text) and in Tamil (shared's catalogue). */
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clinicRequiredCode, pincodeCode, userMobileCode, userNameCode } from '@screening/domain/validation';
import { Button, Form, Input } from 'antd';
import { setLanguage } from '../i18n/i18n';
import { BoundControl, codeRule, useRuleForm } from './rule-form';
import ta from '../../translations/ta.json';

afterEach(async () => {
  await act(() => setLanguage('en'));
});

interface Values {
  name: string;
  mobile: string;
}

function Sample({ onSave }: { onSave: (values: Values) => void }) {
  const { formProps } = useRuleForm<Values>({ fieldIds: { name: 'sample-name', mobile: 'sample-mobile' } });
  return (
    <Form<Values> {...formProps} name="sample" onFinish={onSave}>
      <Form.Item label="Name" htmlFor="sample-name" name="name" rules={[codeRule(userNameCode)]}>
        <Input id="sample-name" />
      </Form.Item>
      <Form.Item label="Mobile" htmlFor="sample-mobile" name="mobile" rules={[codeRule(userMobileCode)]}>
        <Input id="sample-mobile" />
      </Form.Item>
      <Button htmlType="submit">Save</Button>
    </Form>
  );
}

it('words a refusal in English on submit, focuses the first field in error, clears an error when its field changes', async () => {
  const saved: Values[] = [];
  render(<Sample onSave={(values) => saved.push(values)} />);
  await userEvent.type(screen.getByLabelText('Mobile'), '98765');
  expect(screen.queryByText('Mobile number must be exactly 10 digits.')).not.toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Please enter a valid name (2–60 characters).')).toBeVisible();
  expect(screen.getByText('Mobile number must be exactly 10 digits.')).toBeVisible();
  expect(screen.getByLabelText('Name')).toHaveFocus();

  await userEvent.type(screen.getByLabelText('Mobile'), '4');
  // antd lets an error fade out (after 10 ms, then its motion).
  await waitFor(() => expect(screen.queryByText('Mobile number must be exactly 10 digits.')).not.toBeInTheDocument());
  expect(screen.getByText('Please enter a valid name (2–60 characters).')).toBeVisible();
  expect(saved).toEqual([]);

  await userEvent.type(screen.getByLabelText('Name'), 'Anitha');
  await userEvent.type(screen.getByLabelText('Mobile'), '3210');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(saved).toEqual([{ name: 'Anitha', mobile: '9876543210' }]));
});

it("words a refusal in Tamil from shared's catalogue, and again in English when the language changes back", async () => {
  await act(() => setLanguage('ta'));
  render(<Sample onSave={() => undefined} />);
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText(ta.errors.USER_NAME)).toBeVisible();
  expect(screen.getByText(ta.errors.MOBILE_EXACT)).toBeVisible();

  await act(() => setLanguage('en'));
  expect(screen.getByText('Please enter a valid name (2–60 characters).')).toBeVisible();
});

interface Place {
  pincode: string;
  place: string;
}

/** A form that says its first error above the fields, its "required" there only, and a choice that fills another field. */
function Summarised() {
  const { formProps, summary, markFields, setValues } = useRuleForm<Place>({
    fieldIds: { pincode: 'place-pincode', place: 'place-name' },
  });
  const rule = (field: keyof Place) =>
    codeRule<Place>((_value, values) => (field === 'pincode' ? pincodeCode(values.pincode) : clinicRequiredCode(values.place)), {
      quiet: ['CLINIC_REQUIRED'],
    });
  return (
    <Form<Place>
      {...formProps}
      name="place"
      initialValues={{ pincode: '', place: '' }}
      onFinish={() => markFields([{ name: 'pincode', message: 'Taken.' }])}
    >
      <div role="status">{summary}</div>
      <Form.Item label="Place" htmlFor="place-name" name="place" rules={[rule('place')]}>
        <Input id="place-name" />
      </Form.Item>
      <Form.Item label="Pincode" htmlFor="place-pincode" name="pincode" rules={[rule('pincode')]}>
        <Input id="place-pincode" />
      </Form.Item>
      <Button onClick={() => setValues({ place: 'Kovalam' })}>Choose Kovalam</Button>
      <Button htmlType="submit">Save</Button>
    </Form>
  );
}

it('says the first error above the form, a quiet one there only, follows the fields as they change, and marks errors found later', async () => {
  render(<Summarised />);
  const required = 'Please fill out all required fields.';
  await userEvent.type(screen.getByLabelText('Pincode'), '6003');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  // Place is first: its "required" is said once, above the form, and its field is marked without it.
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(required));
  expect(screen.getAllByText(required)).toHaveLength(1);
  expect(screen.getByLabelText('Place')).toHaveAttribute('aria-invalid', 'true');
  expect(
    screen.getByText('Pincode must be exactly 6 digits.', {
      selector: '.ant-form-item-explain-error *, .ant-form-item-explain-error',
    }),
  ).toBeVisible();

  // A choice fills the place as typing would: its error goes and the summary moves on to the pincode.
  await userEvent.click(screen.getByRole('button', { name: 'Choose Kovalam' }));
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Pincode must be exactly 6 digits.'));
  expect(screen.getByLabelText('Place')).not.toHaveAttribute('aria-invalid');

  await userEvent.type(screen.getByLabelText('Pincode'), '28');
  await waitFor(() => expect(screen.getByRole('status')).toBeEmptyDOMElement());
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Taken.'));
  expect(screen.getByLabelText('Pincode')).toHaveAttribute('aria-invalid', 'true');
});

describe('BoundControl', () => {
  function Framed() {
    return (
      <Form name="framed">
        <label htmlFor="framed-name">Name</label>
        <Form.Item noStyle shouldUpdate>
          {({ getFieldError }) => {
            const error = getFieldError('name')[0];
            return (
              <>
                <Form.Item name="name" rules={[codeRule(userNameCode)]} noStyle>
                  <BoundControl
                    control={
                      <Input
                        id="framed-name"
                        aria-invalid={error ? true : undefined}
                        aria-describedby={error ? 'framed-name-error' : undefined}
                      />
                    }
                  />
                </Form.Item>
                {error && <span id="framed-name-error">{error}</span>}
              </>
            );
          }}
        </Form.Item>
        <Button htmlType="submit">Save</Button>
      </Form>
    );
  }

  it("gives the control the item's value and keeps the control's own id and error description", async () => {
    render(<Framed />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const name = screen.getByLabelText('Name');
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    expect(name).toHaveAttribute('id', 'framed-name');
    expect(name).toHaveAccessibleDescription('Please enter a valid name (2–60 characters).');
    await userEvent.type(name, 'Meena');
    expect(name).toHaveValue('Meena');
    await waitFor(() => expect(name).not.toHaveAttribute('aria-invalid'));
  });
});
