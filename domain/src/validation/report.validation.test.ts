import { isReportType, reportFilterCodes, reportStartDateCode, validateReportFilters } from './report.validation';

describe('report filters', () => {
  it('requires start date, end date and report type', () => {
    const message = 'Please fill all fields before downloading.';
    expect(validateReportFilters({ startDate: '', endDate: null, reportType: '' })).toEqual({
      startDate: message,
      endDate: message,
      reportType: message,
    });
    expect(validateReportFilters({ startDate: '2025-06-01', endDate: '', reportType: 'Screening' })).toEqual({
      endDate: message,
    });
  });

  it('start after end is refused; the same day is fine', () => {
    expect(validateReportFilters({ startDate: '2025-06-02', endDate: '2025-06-01', reportType: 'Screening' })).toEqual({
      startDate: 'Start date cannot be after end date.',
    });
    expect(
      validateReportFilters({ startDate: '01/06/2025', endDate: new Date(2025, 5, 1), reportType: 'Outreachclinic' }),
    ).toEqual({});
  });

  it('knows the report types', () => {
    for (const type of ['Outreachclinic', 'Patientregistration', 'Screening', 'Clinical_Evaluation', 'SavedPatient'])
      expect(isReportType(type)).toBe(true);
    expect(isReportType('Consolidated')).toBe(false);
    expect(validateReportFilters({ startDate: '2025-06-01', endDate: '2025-06-02', reportType: 'Consolidated' })).toEqual({
      reportType: 'Please select a valid report type.',
    });
    expect(validateReportFilters({ startDate: 'soon', endDate: '2025-06-02', reportType: 'Screening' })).toEqual({
      startDate: 'Please enter a valid date.',
    });
  });

  it('returns codes of the refusal catalogue, the start day refused for a range only once both days are valid', () => {
    expect(reportFilterCodes({ startDate: null, endDate: 'soon', reportType: 'Consolidated' })).toEqual({
      startDate: 'REPORT_REQUIRED',
      endDate: 'REPORT_DATE',
      reportType: 'REPORT_TYPE',
    });
    expect(reportStartDateCode('2025-06-02', '2025-06-01')).toBe('REPORT_RANGE');
    expect(reportStartDateCode('2025-06-02', 'soon')).toBeNull();
    expect(reportStartDateCode('2025-06-02', '')).toBeNull();
  });
});
