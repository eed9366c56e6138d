import { mapMenuUrl, stripWhitespace } from './menu-mapping';

describe('menu url mapping (docs/screens.md §2, the referral menu to its own worklist)', () => {
  it.each([
    ['/preg', '/PatientRegistrationSearch'],
    ['/screening', '/PatientSearchPage'],
    ['/clinical', '/ClinicSearchPage'],
    ['/reftohospital', '/ReferralSearchPage'],
    ['/reports', '/Reports'],
    ['/management', '/UserManagement'],
    ['/PatientEdit', '/PatientEdit'],
    ['/followup', '/FollowUp'],
    ['/OutrichClinic', '/HomePage'],
  ])('%s goes to %s', (url, route) => {
    expect(mapMenuUrl(url)).toBe(route);
  });
  it('compares urls with whitespace removed', () => {
    expect(mapMenuUrl('/Outrich Clinic')).toBe('/HomePage');
    expect(mapMenuUrl(' /ref to hospital ')).toBe('/ReferralSearchPage');
  });
  it('uses other urls as given (whitespace removed)', () => {
    expect(mapMenuUrl('/survey')).toBe('/survey');
    expect(mapMenuUrl('/some page')).toBe('/somepage');
    expect(stripWhitespace(null)).toBe('');
  });
});
