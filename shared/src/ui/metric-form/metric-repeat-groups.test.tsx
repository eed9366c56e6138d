import { useState } from 'react';
import { act, render, screen, within } from '@testing-library/react';
import { REQUIRED_MESSAGE, type FormMember } from '@screening/domain/forms';
import type { MetricGroup } from '@screening/domain/types';
import { ADD_MEMBER_MESSAGE, DIAGNOSIS_AGE_MESSAGE, MEMBER_AGE_MESSAGE } from '@screening/domain/validation';
import { choose, setupUser } from '../../testing/antd-test-kit';
import { MetricRepeatGroups, type MetricRepeatGroupsProps } from './metric-repeat-groups';
import { setLanguage } from '../../i18n/i18n';

const familyPersonal: MetricGroup = {
  params: [
    { values: [], testName: 'Name', valueType: 'Input', subtestName: 'NONE', selectedValues: [] },
    {
      values: ['Daughter', 'Father', 'Mother', 'Son'],
      testName: 'Relation ',
      valueType: 'SingleSelect',
      subtestName: 'NONE',
      selectedValues: [],
    },
    { values: ['Male', 'Female', 'Other'], testName: 'Gender', valueType: 'Button', subtestName: 'NONE', selectedValues: [] },
    { values: [], testName: 'Age', valueType: 'Input', subtestName: 'NONE', selectedValues: [] },
  ],
  repeat: true,
  repeatlabel: 'Add Member',
};

const familyMedical: MetricGroup = {
  params: [
    { values: ['Mother', 'Sister'], testName: 'Relation ', valueType: 'SingleSelect', subtestName: 'NONE', selectedValues: [] },
    { values: [], testName: 'Age At Diagnosis', valueType: 'Input', subtestName: 'NONE', selectedValues: [] },
  ],
  repeat: true,
  repeatlabel: 'Add Member History',
};

interface HarnessProps extends Partial<Omit<MetricRepeatGroupsProps, 'members'>> {
  initialMembers: FormMember[];
}

/** A family page's use of the cards: it owns the members. */
function Harness({ initialMembers, onChange, definition = familyPersonal, kind = 'personal', ...props }: HarnessProps) {
  const [members, setMembers] = useState(initialMembers);
  return (
    <MetricRepeatGroups
      {...props}
      definition={definition}
      kind={kind}
      members={members}
      onChange={(next, changed) => {
        onChange?.(next, changed);
        setMembers(next);
      }}
    />
  );
}

const lastMembers = (onChange: jest.Mock): FormMember[] => onChange.mock.calls[onChange.mock.calls.length - 1][0];
const card = (title: string) => screen.getByText(title).closest('.ant-collapse-item') as HTMLElement;

describe('MetricRepeatGroups', () => {
  it('shows one card per member, titled by number, name and relation, with the note above', () => {
    render(
      <Harness
        note="Provide the details if any of the family members has cancer history"
        initialMembers={[
          { id: 41, answers: { Name: ['Lakshmi'], 'Relation ': ['Mother'] } },
          { id: null, answers: {} },
        ]}
      />,
    );
    expect(screen.getByText('Provide the details if any of the family members has cancer history')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Member 1: Lakshmi, Mother' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Member 2' })).toBeInTheDocument();
    expect(within(card('Member 1: Lakshmi, Mother')).getByLabelText('Name')).toHaveValue('Lakshmi');
    expect(within(card('Member 2')).getByLabelText('Name')).toHaveValue('');
    expect(within(card('Member 2')).getByRole('radiogroup', { name: 'Gender' })).toBeInTheDocument();
  });

  it('refuses Add Member while the last card is empty, and adds once a field is filled', async () => {
    const user = setupUser();
    const onChange = jest.fn();
    render(
      <Harness
        initialMembers={[
          { id: 7, answers: { Name: ['Ravi'] } },
          { id: null, answers: {} },
        ]}
        onChange={onChange}
      />,
    );

    await user.click(screen.getByRole('button', { name: 'Add Member' }));
    expect(screen.getByRole('alert')).toHaveTextContent(ADD_MEMBER_MESSAGE);
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Member 3' })).not.toBeInTheDocument();

    await user.click(within(card('Member 2')).getByText('Female'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(onChange).toHaveBeenLastCalledWith(
      [
        { id: 7, answers: { Name: ['Ravi'] } },
        { id: null, answers: { Gender: ['Female'] } },
      ],
      { index: 1, testName: 'Gender' },
    );

    await user.click(screen.getByRole('button', { name: 'Add Member' }));
    expect(lastMembers(onChange)).toEqual([
      { id: 7, answers: { Name: ['Ravi'] } },
      { id: null, answers: { Gender: ['Female'] } },
      { id: null, answers: {} },
    ]);
    expect(within(card('Member 3')).getByLabelText('Name')).toHaveFocus();
  });

  it('labels the add button with the definition repeatlabel', () => {
    render(<Harness definition={familyMedical} kind="medical" initialMembers={[]} />);
    expect(screen.getByRole('button', { name: 'Add Member History' })).toBeInTheDocument();
    expect(screen.getByText('No members added.')).toBeInTheDocument();
  });

  it('words the served add labels in Tamil', async () => {
    await act(() => setLanguage('ta'));
    try {
      const { unmount } = render(<Harness definition={familyMedical} kind="medical" initialMembers={[]} />);
      expect(screen.getByRole('button', { name: 'உறுப்பினரின் நோய் வரலாற்றைச் சேர்' })).toBeInTheDocument();
      unmount();
      render(<Harness definition={familyPersonal} kind="personal" initialMembers={[]} />);
      expect(screen.getByRole('button', { name: 'உறுப்பினரைச் சேர்' })).toBeInTheDocument();
    } finally {
      await act(() => setLanguage('en'));
    }
  });

  it("words a card's errors and the refused Add in Tamil once the language changes", async () => {
    const user = setupUser();
    render(
      <Harness
        initialMembers={[
          { id: null, answers: { Age: ['170'] } },
          { id: null, answers: {} },
        ]}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Add Member' }));
    const alerts = () => screen.getAllByRole('alert').map((alert) => alert.textContent);
    expect(alerts()).toEqual([MEMBER_AGE_MESSAGE, ADD_MEMBER_MESSAGE]);
    await act(() => setLanguage('ta'));
    try {
      expect(alerts()).toEqual([
        'வயது 1 முதல் 99 வரையிலான முழு எண்ணாக இருக்க வேண்டும்.',
        'அடுத்த உறுப்பினரைச் சேர்க்கும் முன் குறைந்தது ஒரு புலத்தையாவது நிரப்பவும்.',
      ]);
    } finally {
      await act(() => setLanguage('en'));
    }
  });

  it('deletes an empty card at once and asks before deleting one with answers, keeping the other ids', async () => {
    const user = setupUser();
    const onChange = jest.fn();
    render(
      <Harness
        onChange={onChange}
        initialMembers={[
          { id: 11, answers: { Name: ['Meena'] } },
          { id: 12, answers: { Name: ['Suresh'], 'Relation ': ['Son'] } },
          { id: null, answers: {} },
        ]}
      />,
    );

    await user.click(screen.getByRole('button', { name: 'Delete member 3' }));
    expect(lastMembers(onChange)).toEqual([
      { id: 11, answers: { Name: ['Meena'] } },
      { id: 12, answers: { Name: ['Suresh'], 'Relation ': ['Son'] } },
    ]);
    expect(screen.getByRole('button', { name: 'Add Member' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Delete member 1' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Delete member 1?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onChange).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: 'Delete member 1' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(lastMembers(onChange)).toEqual([{ id: 12, answers: { Name: ['Suresh'], 'Relation ': ['Son'] } }]);
    expect(screen.getByRole('button', { name: 'Member 1: Suresh, Son' })).toBeInTheDocument();
    expect(within(card('Member 1: Suresh, Son')).getByLabelText('Name')).toHaveValue('Suresh');
  });

  it('collapses and expands a card from its header', async () => {
    const user = setupUser();
    render(
      <Harness
        initialMembers={[
          { id: 3, answers: { Name: ['Anu'] } },
          { id: 4, answers: {} },
        ]}
      />,
    );
    const header = screen.getByRole('button', { name: 'Member 1: Anu' });
    expect(header).toHaveAttribute('aria-expanded', 'true');

    await user.click(header);
    expect(header).toHaveAttribute('aria-expanded', 'false');
    expect(within(card('Member 1: Anu')).queryByRole('textbox', { name: 'Name' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Member 2' })).toHaveAttribute('aria-expanded', 'true');

    header.focus();
    await user.keyboard('{Enter}');
    expect(header).toHaveAttribute('aria-expanded', 'true');
    expect(within(card('Member 1: Anu')).getByRole('textbox', { name: 'Name' })).toHaveValue('Anu');
  });

  it('keeps ids and reports the edited member and field', async () => {
    const user = setupUser();
    const onChange = jest.fn();
    render(
      <Harness
        onChange={onChange}
        initialMembers={[
          { id: 21, answers: {} },
          { id: 22, answers: {} },
        ]}
      />,
    );
    await choose(user, within(card('Member 2')).getByLabelText('Relation'), 'Father');
    expect(onChange).toHaveBeenLastCalledWith(
      [
        { id: 21, answers: {} },
        { id: 22, answers: { 'Relation ': ['Father'] } },
      ],
      { index: 1, testName: 'Relation ' },
    );
    expect(screen.getByRole('button', { name: 'Member 2: Father' })).toBeInTheDocument();
  });

  it('applies the family rules as the user types: ages are digits only, an out-of-range age is flagged, never cut short', async () => {
    const user = setupUser();
    const onChange = jest.fn();
    render(<Harness onChange={onChange} initialMembers={[{ id: null, answers: {} }]} />);
    const age = screen.getByLabelText('Age');
    await user.type(age, 'a4x5');
    expect(age).toHaveValue('45');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.clear(age);
    await user.type(age, '170');
    expect(age).toHaveValue('170');
    expect(screen.getByRole('alert')).toHaveTextContent(MEMBER_AGE_MESSAGE);
    await user.clear(age);
    await user.type(age, '0');
    expect(screen.getByRole('alert')).toHaveTextContent(MEMBER_AGE_MESSAGE);
    expect(age).toHaveAccessibleDescription(MEMBER_AGE_MESSAGE);
  });

  it('says at the field why a typed letter, a leading zero or a 7th income digit was not kept, until a keystroke is', async () => {
    const user = setupUser();
    const income = { values: [], testName: 'Monthly Income', valueType: 'Input', subtestName: 'NONE', selectedValues: [] };
    render(
      <Harness
        definition={{ ...familyPersonal, params: [...familyPersonal.params, income] }}
        initialMembers={[{ id: null, answers: {} }]}
      />,
    );
    const age = screen.getByLabelText('Age');
    await user.type(age, '4x');
    expect(age).toHaveValue('4');
    expect(screen.getByRole('alert')).toHaveTextContent('Only digits can be typed here.');
    expect(age).toHaveAccessibleDescription('Only digits can be typed here.');
    await user.type(age, '5');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    const monthly = screen.getByLabelText('Monthly Income');
    await user.type(monthly, '0');
    expect(monthly).toHaveValue('');
    expect(screen.getByRole('alert')).toHaveTextContent('The number cannot start with 0.');
    await user.paste('1234567');
    expect(monthly).toHaveValue('123456');
    expect(screen.getByRole('alert')).toHaveTextContent('At most 6 digits.');
    // A free-text field keeps what is typed and never says anything.
    await user.type(screen.getByLabelText('Name'), 'Kavya 2');
    expect(screen.getByLabelText('Name')).toHaveValue('Kavya 2');
    expect(screen.getByLabelText('Name')).not.toHaveAttribute('aria-describedby');
  });

  it('flags an age at diagnosis over 100 on the medical cards, keeping what was typed, and shows page errors by member', async () => {
    const user = setupUser();
    render(
      <Harness
        definition={familyMedical}
        kind="medical"
        initialMembers={[{ id: 5, answers: { 'Relation ': ['Sister'] } }]}
        errors={{ 0: { 'Relation ': 'REQUIRED' } }}
      />,
    );
    const diagnosis = screen.getByLabelText('Age At Diagnosis');
    await user.type(diagnosis, '1024');
    expect(diagnosis).toHaveValue('1024');
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain(DIAGNOSIS_AGE_MESSAGE);
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain(REQUIRED_MESSAGE);
  });

  it('disables fields, add and delete when disabled', () => {
    render(<Harness disabled initialMembers={[{ id: 1, answers: { Name: ['Kavya'] } }]} />);
    expect(screen.getByLabelText('Name')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Delete member 1' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Add Member' })).toBeDisabled();
  });
});
