import { ruleText, type RuleCode } from '../api/rule-codes';
import {
  aadhaarCode,
  aadhaarError,
  addHabitCode,
  addHabitError,
  altMobileCode,
  altMobileError,
  deleteHabitCode,
  deleteHabitError,
  GENERAL_DETAILS_RULES,
  generalDetailsCodes,
  habitFrequencyCode,
  habitFrequencyError,
  isHabitFilled,
  monthlyIncomeCode,
  monthlyIncomeError,
  rationCardCode,
  rationCardError,
  sanitiseAadhaar,
  sanitiseIncome,
  sanitiseRationCard,
  sanitiseVoterId,
  validateGeneralDetails,
  voterIdCode,
  voterIdError,
} from './general-details.validation';

describe('general details', () => {
  it('alternate mobile: empty or exactly 10 digits', () => {
    expect(altMobileError('')).toBeNull();
    expect(altMobileError('9876543210')).toBeNull();
    expect(altMobileError('987654321')).toBe('Alternate mobile number must be exactly 10 digits.');
  });

  it('Aadhaar: exactly 12 digits', () => {
    expect(aadhaarError('123412341234')).toBeNull();
    expect(aadhaarError('12341234123')).toBe('Aadhaar number must be exactly 12 digits.');
    expect(aadhaarError('1234123412345')).toBe('Aadhaar number must be exactly 12 digits.');
    expect(aadhaarError('')).toBeNull();
    expect(sanitiseAadhaar('1234 1234 1234 99')).toBe('123412341234');
  });

  it('voter ID: letters and digits, at most 12', () => {
    expect(voterIdError('ABC1234567')).toBeNull();
    expect(voterIdError('ABC123456789')).toBeNull();
    expect(voterIdError('ABC1234567890')).toBe('Voter ID must be up to 12 letters or digits.');
    expect(voterIdError('ABC/123')).toBe('Voter ID must be up to 12 letters or digits.');
    expect(sanitiseVoterId('AB/C-1234567890')).toBe('ABC123456789');
  });

  it('ration card: letters and digits, at most 15', () => {
    expect(rationCardError('A'.repeat(15))).toBeNull();
    expect(rationCardError('A'.repeat(16))).toBe('Ration card number must be up to 15 letters or digits.');
    expect(sanitiseRationCard('12-34 56')).toBe('123456');
  });

  it('income: at most 999999, no leading zeros', () => {
    const message = 'Monthly income must be a whole number up to 999999 without leading zeros.';
    expect(monthlyIncomeError('')).toBeNull();
    expect(monthlyIncomeError('999999')).toBeNull();
    expect(monthlyIncomeError(15000)).toBeNull();
    expect(monthlyIncomeError('1000000')).toBe(message);
    expect(monthlyIncomeError('0500')).toBe(message);
    expect(monthlyIncomeError('0')).toBe(message);
    expect(monthlyIncomeError('12.5')).toBe(message);
    expect(sanitiseIncome('0012a34567')).toBe('123456');
  });

  it('habit frequency: a positive whole number', () => {
    expect(habitFrequencyError('3')).toBeNull();
    expect(habitFrequencyError('')).toBeNull();
    expect(habitFrequencyError('0')).toBe('Frequency must be a positive whole number.');
    expect(habitFrequencyError('1.5')).toBe('Frequency must be a positive whole number.');
  });

  it('Add Habit needs the last habit to have a field filled', () => {
    expect(addHabitError([{ habits: '', type: '', frequency: '' }])).toBe(
      'Please fill at least one field before adding another habit.',
    );
    expect(addHabitError([{ habits: 'Tobacco' }, { habits: ' ' }])).toBe(
      'Please fill at least one field before adding another habit.',
    );
    expect(addHabitError([{ habits: '' }, { frequency: '2' }])).toBeNull();
    expect(addHabitError([])).toBeNull();
    expect(isHabitFilled({ quit: false })).toBe(true);
  });

  it('the last habit cannot be deleted', () => {
    expect(deleteHabitError([{ habits: 'Tobacco' }])).toBe('The last habit cannot be deleted.');
    expect(deleteHabitError([{ habits: 'Tobacco' }, { habits: 'Alcohol' }])).toBeNull();
  });

  it('validates the general-details payload', () => {
    expect(
      validateGeneralDetails({
        alternateMobileNo: '',
        monthlyIncome: 12000,
        aadhar: '',
        voterId: '',
        rationCard: '',
        candidateHabitDTOs: [{ frequency: '2' }],
      }),
    ).toEqual({});
    expect(
      validateGeneralDetails({
        alternateMobileNo: '12',
        aadhar: '1',
        candidateHabitDTOs: [{ frequency: '1' }, { frequency: '0' }],
      }),
    ).toEqual({
      alternateMobileNo: 'Alternate mobile number must be exactly 10 digits.',
      aadhar: 'Aadhaar number must be exactly 12 digits.',
      'candidateHabitDTOs.1.frequency': 'Frequency must be a positive whole number.',
    });
  });
});

describe('the General Details rules by code', () => {
  it('name each refusal by its code, habits keyed by their index', () => {
    expect(altMobileCode('987654321')).toBe('ALT_MOBILE');
    expect(altMobileCode('')).toBeNull();
    expect(aadhaarCode('1234')).toBe('AADHAAR');
    expect(voterIdCode('AB-12')).toBe('VOTER_ID');
    expect(rationCardCode('R'.repeat(16))).toBe('RATION_CARD');
    expect(monthlyIncomeCode('0123')).toBe('INCOME');
    expect(monthlyIncomeCode('999999')).toBeNull();
    expect(habitFrequencyCode('0')).toBe('HABIT_FREQUENCY');
    expect(addHabitCode([{ habits: '' }])).toBe('ADD_HABIT');
    expect(addHabitCode([{ habits: 'Tobacco' }])).toBeNull();
    expect(deleteHabitCode([{ habits: 'Tobacco' }])).toBe('LAST_HABIT');
    expect(
      generalDetailsCodes({
        alternateMobileNo: '98',
        monthlyIncome: '05',
        candidateHabitDTOs: [{ frequency: '2' }, { frequency: '0' }],
      }),
    ).toEqual({ alternateMobileNo: 'ALT_MOBILE', monthlyIncome: 'INCOME', 'candidateHabitDTOs.1.frequency': 'HABIT_FREQUENCY' });
  });

  it('word the codes with the catalogue: the English forms are the codes worded', () => {
    for (const [code, text] of Object.entries(GENERAL_DETAILS_RULES))
      expect([code, text]).toEqual([code, ruleText(code as RuleCode)]);
    expect(validateGeneralDetails({ aadhar: '12', voterId: 'A B' })).toEqual({
      aadhar: ruleText('AADHAAR'),
      voterId: ruleText('VOTER_ID'),
    });
  });
});
