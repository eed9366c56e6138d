import { ruleText, type RuleCode } from '../api/rule-codes';
import {
  addressCode,
  addressError,
  ageCode,
  ageError,
  BLOCKED_AGE_KEYS,
  ENROLMENT_RULES,
  enrolmentCodes,
  isBlockedAgeKey,
  mobileSubmitCode,
  mobileSubmitError,
  mobileTypingCode,
  mobileTypingError,
  participantNameCode,
  sanitiseAge,
  sanitiseEnrolmentMobile,
  sanitiseStreetId,
  streetIdSubmitCode,
  streetIdSubmitError,
  streetIdText,
  streetIdTypingCode,
  streetIdTypingError,
  TAG_REASONS,
  tagCodes,
  tagReasonCode,
  tagReasonError,
  validateEnrolment,
  validateTag,
} from './enrolment.validation';

const FORMAT = 'Street ID must be exactly 3 digits (e.g., 001, 123).';
const ZERO = 'Street ID cannot be 000.';
const RANGE = 'Street ID must be 3 digits from 001 to 999.';
const ADDRESS = 'Address cannot be empty. Enter the address and click on Save';

const enrol = { name: 'Meena', mobileNo: '9876543210', gender: 'Female', age: '42', address: '', streetId: '' };

describe('enrolment: mobile', () => {
  it('while typing: "must be 10 digits" until complete', () => {
    expect(mobileTypingError('')).toBeNull();
    expect(mobileTypingError('98765')).toBe('Mobile number must be 10 digits.');
    expect(mobileTypingError('9876543210')).toBeNull();
    expect(sanitiseEnrolmentMobile('98x765432101')).toBe('9876543210');
  });

  it('on submit: exactly 10 digits', () => {
    expect(mobileSubmitError('')).toBe('Mobile number must be exactly 10 digits.');
    expect(mobileSubmitError('987654321')).toBe('Mobile number must be exactly 10 digits.');
    expect(mobileSubmitError('9876543210')).toBeNull();
  });
});

describe('enrolment: age', () => {
  it('is a whole number 1–100', () => {
    const message = 'Age must be a whole number from 1 to 100.';
    expect(ageError('0')).toBe(message);
    expect(ageError('1')).toBeNull();
    expect(ageError(100)).toBeNull();
    expect(ageError('101')).toBe(message);
    expect(ageError('4.5')).toBe(message);
    expect(ageError('')).toBe(message);
  });

  it('blocks e, E, +, - and . on the number input', () => {
    expect(BLOCKED_AGE_KEYS).toEqual(['e', 'E', '+', '-', '.']);
    for (const key of ['e', 'E', '+', '-', '.']) expect(isBlockedAgeKey(key)).toBe(true);
    for (const key of ['1', '0', 'Backspace', 'ArrowLeft']) expect(isBlockedAgeKey(key)).toBe(false);
  });

  it('typing keeps the previous text when out of range', () => {
    expect(sanitiseAge('45')).toBe('45');
    expect(sanitiseAge('')).toBe('');
    // Kept as typed, so the field can say why it is refused.
    expect(sanitiseAge('101')).toBe('101');
    expect(ageError(sanitiseAge('101'))).toBe('Age must be a whole number from 1 to 100.');
    expect(sanitiseAge('4.5')).toBe('45');
  });
});

describe('enrolment: street ID', () => {
  it('while typing: the two specific messages', () => {
    expect(streetIdTypingError('000')).toBe(ZERO);
    expect(streetIdTypingError('12')).toBe(FORMAT);
    expect(streetIdTypingError('1a3')).toBe(FORMAT);
    expect(streetIdTypingError('1234')).toBe(FORMAT);
    expect(streetIdTypingError('001')).toBeNull();
    expect(streetIdTypingError('999')).toBeNull();
    expect(sanitiseStreetId('1a23')).toBe('123');
  });

  it('on enrol: optional, else 001–999', () => {
    expect(streetIdSubmitError('')).toBeNull();
    expect(streetIdSubmitError('000')).toBe(RANGE);
    expect(streetIdSubmitError('12')).toBe(RANGE);
    expect(streetIdSubmitError('1a3')).toBe(RANGE);
    expect(streetIdSubmitError('001')).toBeNull();
  });

  it('reads wire integers as three digits (0 = blank)', () => {
    expect(streetIdText(7)).toBe('007');
    expect(streetIdText(0)).toBe('');
    expect(streetIdText(1000)).toBe('1000');
    expect(streetIdSubmitError(7)).toBeNull();
    expect(streetIdSubmitError(0)).toBeNull();
    expect(streetIdTypingError(1000)).toBe(FORMAT);
  });
});

describe('enrolment: Enroll', () => {
  it('accepts a complete participant, street ID optional', () => {
    expect(validateEnrolment(enrol, { mode: 'enrol' })).toEqual({});
    expect(validateEnrolment({ ...enrol, streetId: '045' }, { mode: 'enrol' })).toEqual({});
  });

  it('reports each field', () => {
    expect(validateEnrolment({ name: ' ', mobileNo: '98', gender: '', age: '', streetId: '000' }, { mode: 'enrol' })).toEqual({
      name: "Please enter the participant's name.",
      mobileNo: 'Mobile number must be exactly 10 digits.',
      gender: 'Please select gender.',
      age: 'Age must be a whole number from 1 to 100.',
      streetId: RANGE,
    });
  });

  it('skips the street ID when editing or prefilled', () => {
    expect(validateEnrolment({ ...enrol, streetId: '000' }, { mode: 'enrol', editing: true })).toEqual({});
  });
});

describe('enrolment: Save (tag)', () => {
  it('needs an address and a street ID', () => {
    expect(addressError('  ')).toBe(ADDRESS);
    expect(validateEnrolment({ address: '', streetId: '' }, { mode: 'save' })).toEqual({ address: ADDRESS, streetId: FORMAT });
    expect(validateEnrolment({ address: '12 Main St', streetId: '000' }, { mode: 'save' })).toEqual({ streetId: ZERO });
    expect(validateEnrolment({ address: '12 Main St', streetId: '012' }, { mode: 'save' })).toEqual({});
  });

  it('does not require name, mobile, gender or age, but checks them when typed', () => {
    expect(validateEnrolment({ address: 'a', streetId: '012', mobileNo: '', gender: '', age: '' }, { mode: 'save' })).toEqual({});
    expect(validateEnrolment({ address: 'a', streetId: '012', mobileNo: '98', age: '200' }, { mode: 'save' })).toEqual({
      mobileNo: 'Mobile number must be exactly 10 digits.',
      age: 'Age must be a whole number from 1 to 100.',
    });
  });

  it('skips the locked street ID when editing', () => {
    expect(validateEnrolment({ address: 'a', streetId: '' }, { mode: 'save', editing: true })).toEqual({});
  });

  it('tag reasons are the SPEC list, and one must be chosen', () => {
    expect(TAG_REASONS).toEqual([
      'Refused',
      'Door Locked',
      'Work Daily Worker',
      'Work Out Of Station',
      'Out Of Station - Short Visit',
      'Already Screened',
      'Settled OutStation',
      'Medical Reasons',
    ]);
    expect(tagReasonError('Door Locked')).toBeNull();
    expect(tagReasonError('')).toBe('Please select a reason.');
    expect(tagReasonError('Bored')).toBe('Please select a reason.');
    expect(validateTag({ address: 'a', streetId: '012', reason: 'Refused' })).toEqual({});
    expect(validateTag({ address: '', streetId: '012', reason: '' })).toEqual({
      address: ADDRESS,
      reason: 'Please select a reason.',
    });
  });
});

describe('the enrolment rules by code', () => {
  it('name each refusal by its code', () => {
    expect(participantNameCode(' ')).toBe('PARTICIPANT_NAME');
    expect(mobileTypingCode('98400')).toBe('MOBILE_TYPING');
    expect(mobileTypingCode('')).toBeNull();
    expect(mobileSubmitCode('')).toBe('MOBILE_EXACT');
    expect(ageCode('101')).toBe('AGE');
    expect(streetIdTypingCode('7')).toBe('STREET_ID_FORMAT');
    expect(streetIdTypingCode('000')).toBe('STREET_ID_ZERO');
    expect(streetIdSubmitCode('000')).toBe('STREET_ID_RANGE');
    expect(streetIdSubmitCode('')).toBeNull();
    expect(addressCode('')).toBe('ADDRESS_REQUIRED');
    expect(tagReasonCode('Bored')).toBe('TAG_REASON');
    expect(tagReasonCode('Refused')).toBeNull();
  });

  it('code Enroll, Save and the tag request', () => {
    expect(enrolmentCodes({}, { mode: 'enrol' })).toEqual({
      name: 'PARTICIPANT_NAME',
      mobileNo: 'MOBILE_EXACT',
      gender: 'GENDER',
      age: 'AGE',
    });
    expect(enrolmentCodes({ streetId: '000' }, { mode: 'enrol', editing: true })).not.toHaveProperty('streetId');
    expect(enrolmentCodes({ mobileNo: '98' }, { mode: 'save' })).toEqual({
      address: 'ADDRESS_REQUIRED',
      streetId: 'STREET_ID_FORMAT',
      mobileNo: 'MOBILE_EXACT',
    });
    expect(tagCodes({ address: '4 Beach Road', streetId: '007' })).toEqual({ reason: 'TAG_REASON' });
  });

  it('word the codes with the catalogue: the English forms are the codes worded', () => {
    for (const [code, text] of Object.entries(ENROLMENT_RULES)) expect([code, text]).toEqual([code, ruleText(code as RuleCode)]);
    expect(validateTag({ address: '', streetId: '007', reason: 'Refused' })).toEqual({ address: ruleText('ADDRESS_REQUIRED') });
  });
});
