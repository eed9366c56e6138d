import { render, screen, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { FUTURE_DATE_MESSAGE, REQUIRED_MESSAGE, UHID_LENGTH_MESSAGE } from '@screening/domain/forms';
import type { MetricParam } from '@screening/domain/types';
import { MetricForm } from './metric-form';
import { Harness, fieldLabels } from './metric-form.test-support';
import { choose, optionList, optionOf, press, setupUser, typeDate } from '../../testing/antd-test-kit';

/** Gate → (Yes) Level1 → (Deep) Level2 (multi) → (Deeper) Level3; Gate → (Not now) Reason; Notes is a root. */
const chain: MetricParam[] = [
  {
    testName: 'Gate',
    subtestName: 'NONE',
    valueType: 'SingleSelect',
    values: ['Yes', 'No', 'Not now'],
    selectedValues: [],
    isMandatory: true,
    condition: [
      { enabledField: 'Level1', triggerValue: 'Yes' },
      { enabledField: 'Reason', triggerValue: 'Not now' },
    ],
  },
  {
    testName: 'Reason',
    subtestName: 'NONE',
    valueType: 'SingleSelect',
    values: ['Unwell', 'Others'],
    selectedValues: [],
    isMandatory: true,
  },
  {
    testName: 'Level1',
    subtestName: 'NONE',
    valueType: 'SingleSelect',
    values: ['Deep', 'Shallow'],
    selectedValues: [],
    isMandatory: true,
    condition: [{ enabledField: 'Level2', triggerValue: 'Deep' }],
  },
  {
    testName: 'Level2',
    subtestName: 'NONE',
    valueType: 'Multi Select',
    values: ['Deeper', 'Other'],
    selectedValues: [],
    isMandatory: true,
    conditions: [{ enabledField: 'Level3', triggerValue: 'Deeper ' }],
  },
  { testName: 'Level3', subtestName: 'none', valueType: 'Input', values: [], selectedValues: [], isMandatory: false },
  { testName: 'Notes', subtestName: 'none', valueType: 'Input', values: [], selectedValues: [] },
];

const lastAnswers = (onChange: jest.Mock) => onChange.mock.calls[onChange.mock.calls.length - 1][0];

describe('MetricForm', () => {
  it('renders only the visible fields, in definition order, labelled by their trimmed testName', () => {
    const { container } = render(
      <MetricForm
        params={[...chain, { testName: 'Relation ', valueType: 'SingleSelect', values: ['Son'] }]}
        answers={{}}
        onChange={jest.fn()}
      />,
    );
    expect(fieldLabels(container)).toEqual(['Gate', 'Notes', 'Relation']);
    expect(screen.getByLabelText('Relation')).toHaveAttribute('role', 'combobox');
    expect(screen.queryByLabelText('Level1')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Reason')).not.toBeInTheDocument();
  });

  it('reveals a child on its trigger value and, when changed back, hides it and drops its answer', async () => {
    const user = setupUser();
    const onChange = jest.fn();
    const { container } = render(<Harness params={chain} onChange={onChange} />);

    await choose(user, 'Gate', 'Yes');
    expect(onChange).toHaveBeenLastCalledWith({ Gate: ['Yes'] }, 'Gate');
    expect(fieldLabels(container)).toEqual(['Gate', 'Level1', 'Notes']);

    await choose(user, 'Level1', 'Deep');
    expect(onChange).toHaveBeenLastCalledWith({ Gate: ['Yes'], Level1: ['Deep'] }, 'Level1');
    expect(screen.getByLabelText('Level2')).toBeInTheDocument();

    await choose(user, 'Gate', 'Not now');
    expect(lastAnswers(onChange)).toEqual({ Gate: ['Not now'] });
    expect(fieldLabels(container)).toEqual(['Gate', 'Reason', 'Notes']);
  });

  it('follows a three-level chain through a multi-select trigger and drops the chain when the trigger goes', async () => {
    const user = setupUser();
    const onChange = jest.fn();
    render(<Harness params={chain} initialAnswers={{ Gate: ['Yes'], Level1: ['Deep'] }} onChange={onChange} />);

    await choose(user, 'Level2', 'Other');
    expect(screen.queryByLabelText('Level3')).not.toBeInTheDocument();
    await user.click(optionOf('Level2', 'Deeper'));
    expect(lastAnswers(onChange)).toEqual({ Gate: ['Yes'], Level1: ['Deep'], Level2: ['Other', 'Deeper'] });

    await user.type(screen.getByLabelText('Level3'), 'Seen at camp');
    expect(lastAnswers(onChange)).toMatchObject({ Level3: ['Seen at camp'] });

    // Unticking the trigger hides Level3 and its answer goes with it.
    await choose(user, 'Level2', 'Deeper');
    expect(screen.queryByLabelText('Level3')).not.toBeInTheDocument();
    expect(lastAnswers(onChange)).toEqual({ Gate: ['Yes'], Level1: ['Deep'], Level2: ['Other'] });

    // Changing the root drops every level below it at once.
    await choose(user, 'Level2', 'Deeper');
    await choose(user, 'Gate', 'No');
    expect(lastAnswers(onChange)).toEqual({ Gate: ['No'] });
    expect(screen.queryByLabelText('Level1')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Level2')).not.toBeInTheDocument();
  });

  it('marks mandatory fields, or every field when allRequired', () => {
    const { container, unmount } = render(<MetricForm params={chain} answers={{}} onChange={jest.fn()} />);
    expect(screen.getByLabelText('Gate')).toBeRequired();
    expect(screen.getByLabelText('Notes')).not.toBeRequired();
    expect(container.querySelectorAll('label.ant-form-item-required')).toHaveLength(1);
    unmount();

    const all = render(<MetricForm params={chain} answers={{}} onChange={jest.fn()} allRequired />);
    expect(screen.getByLabelText('Gate')).toBeRequired();
    expect(screen.getByLabelText('Notes')).toBeRequired();
    expect(all.container.querySelectorAll('label.ant-form-item-required')).toHaveLength(2);
  });

  it('words refusal codes under their fields and reports the changed field so its error clears', async () => {
    const user = setupUser();
    const onChange = jest.fn();
    render(<Harness params={chain} initialErrors={{ Gate: 'REQUIRED', Notes: 'UHID_LENGTH' }} onChange={onChange} />);

    const gate = screen.getByLabelText('Gate');
    expect(gate).toHaveAttribute('aria-invalid', 'true');
    expect(gate).toHaveAccessibleDescription(REQUIRED_MESSAGE);
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([REQUIRED_MESSAGE, UHID_LENGTH_MESSAGE]);

    await choose(user, 'Gate', 'No');
    expect(onChange).toHaveBeenLastCalledWith({ Gate: ['No'] }, 'Gate');
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([UHID_LENGTH_MESSAGE]);
    expect(screen.getByLabelText('Gate')).not.toHaveAttribute('aria-invalid');
  });

  it('stores option texts verbatim while showing them trimmed, and keeps free text as typed', async () => {
    const user = setupUser();
    const onChange = jest.fn();
    const params: MetricParam[] = [
      { testName: 'Tobacco/Alcohol Habits', valueType: 'SingleSelect', values: ['Yes ', 'No'] },
      { testName: 'Additional Comments', valueType: 'Input', values: [] },
    ];
    render(<Harness params={params} onChange={onChange} />);
    await choose(user, 'Tobacco/Alcohol Habits', 'Yes');
    expect(onChange).toHaveBeenLastCalledWith({ 'Tobacco/Alcohol Habits': ['Yes '] }, 'Tobacco/Alcohol Habits');
    await user.type(screen.getByLabelText('Additional Comments'), 'Lump, left side');
    expect(lastAnswers(onChange)['Additional Comments']).toEqual(['Lump, left side']);
    expect(screen.getByLabelText('Additional Comments')).toHaveValue('Lump, left side');
  });

  it('stores a multi-select as a list and clears a select with its clear button', async () => {
    const user = setupUser();
    const onChange = jest.fn();
    const params: MetricParam[] = [
      { testName: 'Referred for', valueType: 'MultiSelect', values: ['Baseline mammogram', 'USG breast', 'FNAC'] },
      { testName: 'Marital Status', valueType: 'SingleSelect', values: ['Married', 'Widowed'] },
    ];
    render(<Harness params={params} initialAnswers={{ 'Marital Status': ['Married'] }} onChange={onChange} />);
    await choose(user, 'Referred for', 'USG breast', 'FNAC');
    expect(lastAnswers(onChange)['Referred for']).toEqual(['USG breast', 'FNAC']);

    const marital = screen.getByLabelText('Marital Status').closest('.ant-select') as HTMLElement;
    await user.click(within(marital).getByLabelText('close-circle'));
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ 'Marital Status': [] }), 'Marital Status');
  });

  it('offers a search box only for selects with more than seven options', async () => {
    const user = setupUser();
    const relations = ['Aunt', 'Brother', 'Cousin', 'Daughter', 'Father', 'Grand Father', 'Grand Mother', 'Mother', 'Son'];
    const params: MetricParam[] = [
      { testName: 'Relation ', valueType: 'SingleSelect', values: relations },
      { testName: 'Outcome', valueType: 'SingleSelect', values: ['Alive', 'Dead'] },
    ];
    const onChange = jest.fn();
    render(<Harness params={params} onChange={onChange} />);
    expect(screen.getByLabelText('Outcome')).toHaveAttribute('readonly');
    const relation = screen.getByLabelText('Relation');
    expect(relation).not.toHaveAttribute('readonly');

    await user.click(relation);
    await user.type(relation, 'grand');
    const shown = Array.from(optionList('Relation').querySelectorAll('.ant-select-item-option')).map((node) => node.textContent);
    expect(shown).toEqual(['Grand Father', 'Grand Mother']);
    press(relation, 'Enter');
    expect(onChange).toHaveBeenLastCalledWith({ 'Relation ': ['Grand Father'] }, 'Relation ');
  });

  it('is usable from the keyboard', async () => {
    const user = setupUser();
    const onChange = jest.fn();
    render(<Harness params={chain} onChange={onChange} />);
    await user.tab();
    const gate = screen.getByLabelText('Gate');
    expect(gate).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(gate).toHaveAttribute('aria-expanded', 'true');
    press(gate, 'ArrowDown');
    press(gate, 'Enter');
    expect(onChange).toHaveBeenLastCalledWith({ Gate: ['No'] }, 'Gate');
    // The select's clear button is reachable too, then the next field.
    await user.tab();
    expect(screen.getByRole('button', { name: 'Clear' })).toHaveFocus();
    await user.tab();
    expect(screen.getByLabelText('Notes')).toHaveFocus();
    await user.keyboard('ok');
    expect(lastAnswers(onChange)).toEqual({ Gate: ['No'], Notes: ['ok'] });
  });

  it('renders Button and SingleSelectButton params as radio buttons in a group named by the label', async () => {
    const user = setupUser();
    const onChange = jest.fn();
    const params: MetricParam[] = [
      { testName: 'Gender', valueType: 'Button', values: ['Male', 'Female', 'Other'] },
      { testName: 'Outcome', valueType: 'SingleSelectButton', values: ['Alive/Treatment ', 'Dead'], isMandatory: true },
    ];
    render(<Harness params={params} onChange={onChange} />);
    const gender = screen.getByRole('radiogroup', { name: 'Gender' });
    expect(
      within(gender)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['Male', 'Female', 'Other']);
    const outcome = screen.getByRole('radiogroup', { name: 'Outcome' });
    expect(outcome).toBeRequired();

    await user.click(within(gender).getByText('Female'));
    expect(onChange).toHaveBeenLastCalledWith({ Gender: ['Female'] }, 'Gender');
    expect(within(gender).getByRole('radio', { name: 'Female' })).toBeChecked();

    await user.click(within(outcome).getByText('Alive/Treatment'));
    expect(lastAnswers(onChange)).toEqual({ Gender: ['Female'], Outcome: ['Alive/Treatment '] });
  });

  describe('Date fields', () => {
    const params: MetricParam[] = [
      { testName: 'Mammogram Report Date', subtestName: 'Report Date', valueType: 'Date', values: [], isMandatory: true },
    ];

    it('takes a typed past date as dd/mm/yyyy, shows it so, and stores it as dd-mm-yyyy', async () => {
      const user = setupUser();
      const onChange = jest.fn();
      render(<Harness params={params} onChange={onChange} />);
      const field = screen.getByLabelText('Mammogram Report Date');
      expect(field).toBeRequired();
      expect(field).toHaveAttribute('placeholder', 'dd/mm/yyyy');
      await typeDate(user, field, '05/03/2024');
      expect(onChange).toHaveBeenLastCalledWith({ 'Mammogram Report Date': ['05-03-2024'] }, 'Mammogram Report Date');
      expect(field).toHaveValue('05/03/2024');
    });

    it('refuses a future date: its day is disabled, and typing it stores nothing and says why at the field', async () => {
      const user = setupUser();
      const onChange = jest.fn();
      const today = dayjs();
      const tomorrow = today.add(1, 'day');
      render(<Harness params={params} onChange={onChange} />);
      const field = screen.getByLabelText('Mammogram Report Date');

      await user.click(field);
      const todayCell = document.querySelector(`td[title="${today.format('YYYY-MM-DD')}"]`);
      expect(todayCell).not.toHaveClass('ant-picker-cell-disabled');
      await typeDate(user, field, tomorrow.format('DD/MM/YYYY'));
      expect(document.querySelector(`td[title="${tomorrow.format('YYYY-MM-DD')}"]`)).toHaveClass('ant-picker-cell-disabled');
      expect(onChange).not.toHaveBeenCalled();
      expect(screen.getByRole('alert')).toHaveTextContent(FUTURE_DATE_MESSAGE);

      await user.click(todayCell as Element);
      expect(onChange).toHaveBeenLastCalledWith(
        { 'Mammogram Report Date': [today.format('DD-MM-YYYY')] },
        'Mammogram Report Date',
      );
    });

    it('flags a stored future date even before the page validates', () => {
      const future = dayjs().add(3, 'day').format('DD-MM-YYYY');
      render(<MetricForm params={params} answers={{ 'Mammogram Report Date': [future] }} onChange={jest.fn()} />);
      expect(screen.getByRole('alert')).toHaveTextContent(FUTURE_DATE_MESSAGE);
      expect(screen.getByLabelText('Mammogram Report Date')).toHaveValue(dayjs().add(3, 'day').format('DD/MM/YYYY'));
    });
  });

  it('disables every control when disabled', () => {
    const params: MetricParam[] = [
      ...chain,
      { testName: 'Gender', valueType: 'Button', values: ['Male', 'Female'] },
      { testName: 'Report Date', valueType: 'Date', values: [] },
    ];
    render(<MetricForm params={params} answers={{}} onChange={jest.fn()} disabled />);
    expect(screen.getByLabelText('Gate')).toBeDisabled();
    expect(screen.getByLabelText('Notes')).toBeDisabled();
    expect(screen.getByLabelText('Report Date')).toBeDisabled();
    for (const radio of screen.getAllByRole('radio')) expect(radio).toBeDisabled();
  });

  it('ties ids to idPrefix and the definition index', () => {
    render(<MetricForm params={chain} answers={{}} onChange={jest.fn()} idPrefix="eligibility" />);
    expect(screen.getByLabelText('Gate')).toHaveAttribute('id', 'eligibility-0');
    expect(screen.getByLabelText('Notes')).toHaveAttribute('id', 'eligibility-5');
  });
});
