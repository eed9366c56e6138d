import {
  CLINIC_FORM_RULES,
  clinicFormCodes,
  clinicIdError,
  endDateError,
  pincodeError,
  resourceCountCodes,
  resourceCountError,
  sanitiseClinicId,
  sanitisePincode,
  sanitiseResourceCount,
  startDateError,
  validateCampDTO,
  validateClinicForm,
  validateResourceCounts,
} from './clinic-form.validation';

const today = new Date(2025, 5, 15, 10, 30);
const valid = {
  name: 'Kovur camp',
  pincode: '600128',
  stateId: 1,
  districtId: 2,
  talukId: 3,
  panchayatId: 4,
  campIdPrefix: '1203045',
  startDate: '2025-06-15',
  endDate: '2025-06-20',
};

describe('clinic form', () => {
  it('accepts a complete form', () => {
    expect(validateClinicForm(valid, { today })).toEqual({});
  });

  it('requires every field but the end date', () => {
    const errors = validateClinicForm(
      {
        name: ' ',
        pincode: '',
        stateId: null,
        districtId: undefined,
        talukId: '',
        panchayatId: null,
        campIdPrefix: '',
        startDate: '',
        endDate: '',
      },
      { today },
    );
    const message = 'Please fill out all required fields.';
    expect(errors).toEqual({
      name: message,
      pincode: message,
      stateId: message,
      districtId: message,
      talukId: message,
      panchayatId: message,
      campIdPrefix: message,
      startDate: message,
    });
  });

  it('pincode: exactly 6 digits', () => {
    expect(pincodeError('60012')).toBe('Pincode must be exactly 6 digits.');
    expect(pincodeError('600128')).toBeNull();
    expect(pincodeError('6001289')).toBe('Pincode must be exactly 6 digits.');
    expect(pincodeError('60012a')).toBe('Pincode must be exactly 6 digits.');
    expect(sanitisePincode('60a01289')).toBe('600128');
  });

  it('clinic ID: exactly 7 digits', () => {
    expect(clinicIdError('120304')).toBe('Clinic ID must be exactly 7 digits.');
    expect(clinicIdError('1203045')).toBeNull();
    expect(clinicIdError('12030456')).toBe('Clinic ID must be exactly 7 digits.');
    expect(sanitiseClinicId('12-03-045-9')).toBe('1203045');
  });

  it('start date: minimum today, compared as calendar days', () => {
    expect(startDateError('2025-06-15', { today })).toBeNull();
    expect(startDateError(new Date(2025, 5, 15, 0, 0), { today })).toBeNull();
    expect(startDateError('2025-06-14', { today })).toBe('Start date cannot be in the past.');
    expect(startDateError('2025-06-14', { today, minimumToday: false })).toBeNull();
    expect(startDateError('31/02/2025', { today })).toBe('Please enter a valid date.');
  });

  it('end date: optional, not before start, not before today', () => {
    expect(endDateError('', '2025-06-16', { today })).toBeNull();
    expect(endDateError(null, '2025-06-16', { today })).toBeNull();
    expect(endDateError('2025-06-16', '2025-06-16', { today })).toBeNull();
    expect(endDateError('2025-06-15', '2025-06-16', { today })).toBe('End date cannot be before start date.');
    expect(endDateError('2025-06-10', '', { today })).toBe('End date cannot be in the past.');
    expect(endDateError('2025-06-10', '', { today, minimumToday: false })).toBeNull();
    expect(validateClinicForm({ ...valid, startDate: '2025-06-20', endDate: '2025-06-19' }, { today })).toEqual({
      endDate: 'End date cannot be before start date.',
    });
  });

  it('defaults "today" to now', () => {
    const yesterday = new Date();
    yesterday.setDate(yesterday.getDate() - 1);
    expect(startDateError(yesterday)).toBe('Start date cannot be in the past.');
    expect(startDateError(new Date())).toBeNull();
  });

  it('resource counts are digits only, blank allowed', () => {
    expect(resourceCountError('')).toBeNull();
    expect(resourceCountError('3')).toBeNull();
    expect(resourceCountError(0)).toBeNull();
    expect(resourceCountError('2.5')).toBe('Please enter a whole number.');
    expect(resourceCountError('-1')).toBe('Please enter a whole number.');
    expect(sanitiseResourceCount('1a2')).toBe('12');
    expect(validateResourceCounts({ noDoctors: 'x', noNurses: '2' })).toEqual({ noDoctors: 'Please enter a whole number.' });
  });

  it('validates the campDTO the server receives', () => {
    const dto = {
      name: 'Kovur camp',
      campIdPrefix: '1203045',
      pincode: '600128',
      panchayatMasterId: 4,
      startDate: '2025-06-15',
      endDate: null,
      noDoctors: '2',
      noNurses: '',
    };
    expect(validateCampDTO(dto, { today })).toEqual({});
    expect(validateCampDTO({ ...dto, pincode: '123', panchayatMasterId: null, noDoctors: 'two' }, { today })).toEqual({
      pincode: 'Pincode must be exactly 6 digits.',
      panchayatMasterId: 'Please fill out all required fields.',
      noDoctors: 'Please enter a whole number.',
    });
  });

  it('gives each refusal as its code, whose English is the message the server sends', () => {
    const values = {
      ...valid,
      pincode: '6001',
      districtId: null,
      campIdPrefix: '12',
      startDate: '2025-06-14',
      endDate: '2025-06-13',
    };
    const codes = clinicFormCodes(values, { today });
    expect(codes).toEqual({
      pincode: 'PINCODE',
      districtId: 'CLINIC_REQUIRED',
      campIdPrefix: 'CLINIC_ID',
      startDate: 'START_DATE_PAST',
      endDate: 'END_BEFORE_START',
    });
    const english = Object.fromEntries(Object.entries(codes).map(([field, code]) => [field, CLINIC_FORM_RULES[code]]));
    expect(validateClinicForm(values, { today })).toEqual(english);
    expect(clinicFormCodes({ ...valid, startDate: 'soon', endDate: '2025-13-40' }, { today })).toEqual({
      startDate: 'INVALID_DATE',
      endDate: 'INVALID_DATE',
    });
    expect(resourceCountCodes({ noNurses: '2', noDoctors: '1.5' })).toEqual({ noDoctors: 'RESOURCE_COUNT' });
  });
});
