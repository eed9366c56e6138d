/** The metric form in Tamil (issue 19): questions and options show their Tamil texts, answers stay English. */
import { act, render, screen } from '@testing-library/react';
import { METRIC_DATE_FORMAT_MESSAGE, REQUIRED_MESSAGE, UHID_LENGTH_MESSAGE, serialiseGroup } from '@screening/domain/forms';
import type { RuleCode } from '@screening/domain/api/rule-codes';
import type { MetricParam } from '@screening/domain/types';
import { setLanguage } from '../../i18n/i18n';
import { choose, optionList, setupUser } from '../../testing/antd-test-kit';
import { memberTitle } from './member-card';
import { MetricForm } from './metric-form';
import { Harness, fieldLabels } from './metric-form.test-support';

afterEach(async () => {
  await act(() => setLanguage('en'));
});

const params: MetricParam[] = [
  {
    testName: 'Breast Examination',
    valueType: 'SingleSelect',
    values: ['Yes', 'No', 'Not now'],
    selectedValues: [],
    isMandatory: true,
    condition: [{ enabledField: 'Referred for', triggerValue: 'Yes' }],
    labels: {
      ta: {
        testName: 'மார்பகப் பரிசோதனை (Breast Examination)',
        options: { Yes: 'ஆம்', No: 'இல்லை', 'Not now': 'இப்போது இல்லை' },
      },
    },
  },
  {
    testName: 'Referred for',
    valueType: 'Multi Select',
    // 'USG breast' has no Tamil text: it shows in English.
    values: ['Baseline mammogram', 'USG breast'],
    selectedValues: [],
    labels: { ta: { testName: 'எதற்காகப் பரிந்துரைக்கப்பட்டது', options: { 'Baseline mammogram': 'அடிப்படை மேமோகிராம்' } } },
  },
  { testName: 'Gender', valueType: 'Button', values: ['Male', 'Female'], labels: { ta: { options: { Female: 'பெண்' } } } },
];

it('shows Tamil questions and options, keeps English values for answers and rules, and follows a switch back to English', async () => {
  const user = setupUser();
  const onChange = jest.fn();
  await act(() => setLanguage('ta'));
  const { container } = render(<Harness params={params} onChange={onChange} />);

  // A question without a Tamil text keeps its English one.
  expect(fieldLabels(container)).toEqual(['மார்பகப் பரிசோதனை (Breast Examination)', 'Gender']);
  expect(screen.getByRole('radio', { name: 'பெண்' })).toBeInTheDocument();
  expect(screen.getByRole('radio', { name: 'Male' })).toBeInTheDocument();

  await choose(user, 'மார்பகப் பரிசோதனை (Breast Examination)', 'ஆம்');
  expect(onChange).toHaveBeenLastCalledWith({ 'Breast Examination': ['Yes'] }, 'Breast Examination');
  // The rule "Yes shows Referred for" works on the English value.
  expect(fieldLabels(container)).toEqual(['மார்பகப் பரிசோதனை (Breast Examination)', 'எதற்காகப் பரிந்துரைக்கப்பட்டது', 'Gender']);
  await choose(user, 'எதற்காகப் பரிந்துரைக்கப்பட்டது', 'அடிப்படை மேமோகிராம்', 'USG breast');
  expect(optionList('எதற்காகப் பரிந்துரைக்கப்பட்டது')).toHaveTextContent('அடிப்படை மேமோகிராம்');
  await user.click(screen.getByRole('radio', { name: 'பெண்' }));

  const answers = onChange.mock.calls[onChange.mock.calls.length - 1][0];
  expect(answers).toEqual({
    'Breast Examination': ['Yes'],
    'Referred for': ['Baseline mammogram', 'USG breast'],
    Gender: ['Female'],
  });
  // What is saved: the English values, without the texts of other languages.
  const saved = serialiseGroup({ params }, answers).params;
  expect(saved.map((p) => p.selectedValues)).toEqual([['Yes'], ['Baseline mammogram', 'USG breast'], ['Female']]);
  expect(saved.some((p) => 'labels' in p)).toBe(false);

  await act(() => setLanguage('en'));
  expect(fieldLabels(container)).toEqual(['Breast Examination', 'Referred for', 'Gender']);
  expect(screen.getByRole('radio', { name: 'Female' })).toBeChecked();
});

it("titles a member card with the relation's Tamil text, and the name as typed", async () => {
  const family: MetricParam[] = [
    { testName: 'Name', valueType: 'Input', labels: { ta: { testName: 'பெயர்' } } },
    { testName: 'Relation ', valueType: 'SingleSelect', values: ['Mother'], labels: { ta: { options: { Mother: 'தாய்' } } } },
  ];
  const answers = { Name: ['Lakshmi'], 'Relation ': ['Mother'] };
  await act(() => setLanguage('ta'));
  const tamil = memberTitle(family, answers, 0);
  expect(tamil).toContain('Lakshmi, தாய்');
  expect(tamil).not.toContain('Mother');
  await act(() => setLanguage('en'));
  expect(memberTitle(family, answers, 0)).toBe('Member 1: Lakshmi, Mother');
});

it('words its errors in the chosen language, again when the language changes, and a Date refusal too', async () => {
  const dated: MetricParam[] = [
    ...params,
    { testName: 'UHID ', valueType: 'Input', values: [] },
    { testName: 'Report Date', valueType: 'Date', values: [] },
  ];
  render(
    <Harness
      params={dated}
      initialAnswers={{ 'Report Date': ['2025-06-10'] }}
      initialErrors={{ 'Breast Examination': 'REQUIRED', 'UHID ': 'UHID_LENGTH' }}
    />,
  );
  const alerts = () => screen.getAllByRole('alert').map((alert) => alert.textContent);
  expect(alerts()).toEqual([REQUIRED_MESSAGE, UHID_LENGTH_MESSAGE, METRIC_DATE_FORMAT_MESSAGE]);

  await act(() => setLanguage('ta'));
  expect(alerts()).toEqual([
    'இந்தப் புலம் கட்டாயம்',
    'UHID அதிகபட்சம் 20 எழுத்துகள் மட்டுமே இருக்கலாம்.',
    'தேதியை நா-மா-ஆஆஆஆ (dd-mm-yyyy) வடிவில் உள்ளிடவும்.',
  ]);
  expect(screen.getByLabelText('மார்பகப் பரிசோதனை (Breast Examination)')).toHaveAccessibleDescription('இந்தப் புலம் கட்டாயம்');

  await act(() => setLanguage('en'));
  expect(alerts()).toEqual([REQUIRED_MESSAGE, UHID_LENGTH_MESSAGE, METRIC_DATE_FORMAT_MESSAGE]);
});

it('shows the English of a rule given instead of its code (a remote built against an earlier shared), in Tamil too', async () => {
  const legacy = { 'Breast Examination': REQUIRED_MESSAGE } as unknown as Record<string, RuleCode>;
  render(<MetricForm params={params} answers={{}} onChange={jest.fn()} errors={legacy} />);
  expect(screen.getByRole('alert')).toHaveTextContent(REQUIRED_MESSAGE);
  await act(() => setLanguage('ta'));
  expect(screen.getByRole('alert')).toHaveTextContent('இந்தப் புலம் கட்டாயம்');
});
