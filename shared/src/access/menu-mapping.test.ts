import { mapMenuUrl, stripWhitespace } from './menu-mapping';

describe('menu url mapping (SPEC §2)', () => {
  it.each([
    ['/preg', '/PatientRegistrationSearch'],
    ['/screening', '/PatientSearchPage'],
    ['/clinical', '/ClinicSearchPage'],
    ['/reftohospital', '/ClinicSearchPage'],
    ['/reports', '/Reports'],
    ['/management', '/UserManagement'],
    ['/PatientEdit', '/PatientEdit'],
    ['/OutrichClinic', '/HomePage'],
  ])('%s goes to %s', (url, route) => {
    expect(mapMenuUrl(url)).toBe(route);
  });
  it('compares urls with whitespace removed', () => {
    expect(mapMenuUrl('/Outrich Clinic')).toBe('/HomePage');
    expect(mapMenuUrl(' /ref to hospital ')).toBe('/ClinicSearchPage');
  });
  it('uses other urls as given (whitespace removed)', () => {
    expect(mapMenuUrl('/survey')).toBe('/survey');
    expect(mapMenuUrl('/some page')).toBe('/somepage');
    expect(stripWhitespace(null)).toBe('');
  });
});
