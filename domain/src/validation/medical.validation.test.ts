import { ruleText, type RuleCode } from '../api/rule-codes';
import {
  applyPregnancyChange,
  bloodPressureCode,
  bloodPressureError,
  firstChildCode,
  firstChildDisabled,
  firstChildError,
  hasWomensHealth,
  heightCode,
  heightError,
  lastChildCode,
  lastChildDisabled,
  lastChildError,
  marriageCode,
  marriageError,
  MEDICAL_RULES,
  MEDICAL_SUMMARY_MESSAGE,
  medicalCodes,
  menarcheCode,
  menarcheError,
  pregnanciesCode,
  pregnanciesError,
  pregnancyCount,
  pulseCode,
  pulseError,
  sanitiseBloodPressure,
  sanitiseMenarche,
  sanitisePulse,
  sanitiseWeight,
  validateMedical,
  weightCode,
  weightError,
} from './medical.validation';

describe('medical: vitals', () => {
  it('blood pressure: digits, / and - only', () => {
    expect(bloodPressureError('120/80')).toBeNull();
    expect(bloodPressureError('120-80')).toBeNull();
    expect(bloodPressureError('')).toBeNull();
    expect(bloodPressureError('120:80')).toBe('Blood pressure may contain only digits, / and -.');
    expect(sanitiseBloodPressure('120 / 80 mmHg')).toBe('120/80');
  });

  it('pulse: at most 3 digits', () => {
    expect(pulseError('72')).toBeNull();
    expect(pulseError('120')).toBeNull();
    expect(pulseError('1200')).toBe('Pulse rate must be at most 3 digits.');
    expect(pulseError('7a')).toBe('Pulse rate must be at most 3 digits.');
    expect(sanitisePulse('1a234')).toBe('123');
  });

  it('weight: at most 1000, at most 2 decimals', () => {
    const message = 'Weight must be a number up to 1000 with at most 2 decimals.';
    expect(weightError('55')).toBeNull();
    expect(weightError('55.25')).toBeNull();
    expect(weightError(55.5)).toBeNull();
    expect(weightError('1000')).toBeNull();
    expect(weightError('1000.01')).toBe(message);
    expect(weightError('55.255')).toBe(message);
    expect(weightError('55.')).toBe(message);
    expect(weightError('abc')).toBe(message);
    expect(sanitiseWeight('55.2', '55.')).toBe('55.2');
    expect(sanitiseWeight('55.255', '55.25')).toBe('55.25');
    expect(sanitiseWeight('1001', '100')).toBe('100');
    expect(sanitiseWeight('55.', '55')).toBe('55.');
  });

  it('height: whole number 1–300', () => {
    const message = 'Height must be a whole number from 1 to 300.';
    expect(heightError('')).toBeNull();
    expect(heightError('1')).toBeNull();
    expect(heightError('300')).toBeNull();
    expect(heightError('0')).toBe(message);
    expect(heightError('301')).toBe(message);
    expect(heightError('160.5')).toBe(message);
  });
});

describe("medical: women's health", () => {
  it('is shown for FEMALE and OTHER only', () => {
    expect(hasWomensHealth('FEMALE')).toBe(true);
    expect(hasWomensHealth('Other')).toBe(true);
    expect(hasWomensHealth('MALE')).toBe(false);
  });

  it('menarche: 1–2 digits, no leading zero, not above participant age', () => {
    const format = 'Age at Menarche must be 1–2 digits without a leading zero.';
    const tooOld = "Age at Menarche cannot be greater than participant's age.";
    expect(menarcheError('', 30)).toBeNull();
    expect(menarcheError('12', 30)).toBeNull();
    expect(menarcheError('12', 12)).toBeNull();
    expect(menarcheError('13', 12)).toBe(tooOld);
    expect(menarcheError('13', '12')).toBe(tooOld);
    expect(menarcheError('013', 30)).toBe(format);
    expect(menarcheError('05', 30)).toBe(format);
    expect(menarcheError('0', 30)).toBe(format);
    expect(menarcheError('123', 30)).toBe(format);
    expect(menarcheError('13', null)).toBeNull();
    expect(sanitiseMenarche('0', '')).toBe('');
    expect(sanitiseMenarche('13', '1')).toBe('13');
    expect(sanitiseMenarche('134', '13')).toBe('13');
  });

  it('marriage: at most 2 digits and less than participant age', () => {
    const message = 'Age at Marriage must be less than participant age';
    expect(marriageError('', 30)).toBeNull();
    expect(marriageError('22', 30)).toBeNull();
    expect(marriageError('29', 30)).toBeNull();
    expect(marriageError('30', 30)).toBe(message);
    expect(marriageError('31', 30)).toBe(message);
    expect(marriageError('123', 30)).toBe('Age at Marriage must be at most 2 digits.');
  });

  it('pregnancies: 0 or a positive whole number; blank counts as 0', () => {
    expect(pregnanciesError('0')).toBeNull();
    expect(pregnanciesError('3')).toBeNull();
    expect(pregnanciesError('')).toBeNull();
    expect(pregnanciesError('-1')).toBe('Total Pregnancies must be 0 or a positive whole number.');
    expect(pregnanciesError('01')).toBe('Total Pregnancies must be 0 or a positive whole number.');
    expect(pregnancyCount('')).toBe(0);
    expect(pregnancyCount(2)).toBe(2);
  });

  it('disables the child ages by pregnancy count', () => {
    expect(firstChildDisabled('0')).toBe(true);
    expect(firstChildDisabled('')).toBe(true);
    expect(firstChildDisabled('1')).toBe(false);
    expect(lastChildDisabled('0')).toBe(true);
    expect(lastChildDisabled('1')).toBe(true);
    expect(lastChildDisabled('2')).toBe(false);
  });

  it('setting 0 clears both child ages, setting 1 clears the last', () => {
    const values = { totalPregnancies: '3', ageAtFirstChild: '20', ageAtLastChild: '25', other: 'kept' };
    expect(applyPregnancyChange(values, '0')).toEqual({
      totalPregnancies: '0',
      ageAtFirstChild: '',
      ageAtLastChild: '',
      other: 'kept',
    });
    expect(applyPregnancyChange(values, '1')).toEqual({
      totalPregnancies: '1',
      ageAtFirstChild: '20',
      ageAtLastChild: '',
      other: 'kept',
    });
    expect(applyPregnancyChange(values, '2')).toEqual({ ...values, totalPregnancies: '2' });
    expect(applyPregnancyChange(values, '')).toMatchObject({ ageAtFirstChild: '', ageAtLastChild: '' });
  });

  it('first child: empty at 0, required from 1, below participant age', () => {
    expect(firstChildError('', '0', 30)).toBeNull();
    expect(firstChildError('20', '0', 30)).toBe('Age at First Child must be empty when pregnancies are 0');
    expect(firstChildError('', '1', 30)).toBe('Age at First Child is required');
    expect(firstChildError('', '3', 30)).toBe('Age at First Child is required');
    expect(firstChildError('29', '1', 30)).toBeNull();
    expect(firstChildError('30', '1', 30)).toBe("Age at First Child must be less than participant's age");
    expect(firstChildError('0', '1', 30)).toBe('Please enter the age in whole years.');
  });

  it('last child: empty at 0 or 1, required from 2, below participant age, above first child', () => {
    expect(lastChildError('', '0', '', 30)).toBeNull();
    expect(lastChildError('25', '0', '', 30)).toBe('Age at Last Child must be empty when pregnancies are 0');
    expect(lastChildError('', '1', '20', 30)).toBeNull();
    expect(lastChildError('25', '1', '20', 30)).toBe('Age at Last Child should not be filled when pregnancies are 1');
    expect(lastChildError('', '2', '20', 30)).toBe('Age at Last Child is required');
    expect(lastChildError('25', '2', '20', 30)).toBeNull();
    expect(lastChildError('30', '2', '20', 30)).toBe(
      "Age at Last Child must be less than participant's age and greater than Age at First Child",
    );
    expect(lastChildError('20', '2', '20', 30)).toBe('Age at Last Child must be greater than Age at First Child');
    expect(lastChildError('19', '2', '20', 30)).toBe('Age at Last Child must be greater than Age at First Child');
  });

  it('validates the record and names the page-level message', () => {
    expect(MEDICAL_SUMMARY_MESSAGE).toBe('Please correct validation errors before proceeding.');
    const ok = {
      bloodPressure: '120/80',
      pulseRate: '72',
      weight: '60.5',
      height: '158',
      ageAtMenarche: '13',
      ageAtMarriage: '21',
      totalPregnancies: '2',
      ageAtFirstChild: '23',
      ageAtLastChild: '27',
    };
    expect(validateMedical(ok, 40, { gender: 'FEMALE' })).toEqual({});
    expect(validateMedical({ ...ok, totalPregnancies: 0, ageAtFirstChild: null, ageAtLastChild: null }, 40)).toEqual({});
    expect(validateMedical({ ...ok, ageAtMenarche: '41', ageAtLastChild: '' }, 40, { gender: 'FEMALE' })).toEqual({
      ageAtMenarche: "Age at Menarche cannot be greater than participant's age.",
      ageAtLastChild: 'Age at Last Child is required',
    });
  });

  it("skips the Women's Health rules for a male participant", () => {
    expect(validateMedical({ ageAtMenarche: '99', totalPregnancies: '3', pulseRate: '1234' }, 40, { gender: 'MALE' })).toEqual({
      pulseRate: 'Pulse rate must be at most 3 digits.',
    });
  });
});

describe('the Medical Details rules by code', () => {
  it('name each refusal by its code', () => {
    expect(bloodPressureCode('120:80')).toBe('BLOOD_PRESSURE');
    expect(pulseCode('1234')).toBe('PULSE');
    expect(weightCode('1000.5')).toBe('WEIGHT');
    expect(heightCode('0')).toBe('HEIGHT');
    expect(menarcheCode('05', 30)).toBe('MENARCHE_FORMAT');
    expect(menarcheCode('31', 30)).toBe('MENARCHE_AGE');
    expect(marriageCode('123', 30)).toBe('MARRIAGE_FORMAT');
    expect(marriageCode('30', 30)).toBe('MARRIAGE_AGE');
    expect(pregnanciesCode('1.5')).toBe('PREGNANCIES');
    expect(firstChildCode('', '2', 30)).toBe('FIRST_CHILD_REQUIRED');
    expect(firstChildCode('20', '0', 30)).toBe('FIRST_CHILD_EMPTY');
    expect(firstChildCode('30', '2', 30)).toBe('FIRST_CHILD_AGE');
    expect(firstChildCode('0', '2', 30)).toBe('CHILD_AGE_FORMAT');
    expect(lastChildCode('', '2', '20', 30)).toBe('LAST_CHILD_REQUIRED');
    expect(lastChildCode('25', '0', '', 30)).toBe('LAST_CHILD_EMPTY_ZERO');
    expect(lastChildCode('25', '1', '20', 30)).toBe('LAST_CHILD_EMPTY_ONE');
    expect(lastChildCode('30', '2', '20', 30)).toBe('LAST_CHILD_AGE');
    expect(lastChildCode('20', '2', '20', 30)).toBe('LAST_CHILD_ORDER');
    expect(lastChildCode('25', '2', '20', 30)).toBeNull();
  });

  it('code the whole form, the Women’s Health section only for women and others', () => {
    const values = { pulseRate: '1234', totalPregnancies: '2' };
    expect(medicalCodes(values, 30, { gender: 'FEMALE' })).toEqual({
      pulseRate: 'PULSE',
      ageAtFirstChild: 'FIRST_CHILD_REQUIRED',
      ageAtLastChild: 'LAST_CHILD_REQUIRED',
    });
    expect(medicalCodes(values, 30, { gender: 'MALE' })).toEqual({ pulseRate: 'PULSE' });
  });

  it('word the codes with the catalogue: the English forms are the codes worded', () => {
    for (const [code, text] of Object.entries(MEDICAL_RULES)) expect([code, text]).toEqual([code, ruleText(code as RuleCode)]);
    expect(validateMedical({ height: '301' }, 30)).toEqual({ height: ruleText('HEIGHT') });
  });
});
