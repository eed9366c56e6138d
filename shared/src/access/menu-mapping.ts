/**
 * docs/screens.md §2 "Menu url mapping": server urls (whitespace removed) to the routes of the suite. One departure: the
 * referral menu opens its own worklist (the SPEC opens the clinical worklist for it).
 */
const URL_TO_ROUTE: Record<string, string> = {
  '/preg': '/PatientRegistrationSearch',
  '/screening': '/PatientSearchPage',
  '/clinical': '/ClinicSearchPage',
  '/reftohospital': '/ReferralSearchPage',
  '/reports': '/Reports',
  '/management': '/UserManagement',
  '/patientedit': '/PatientEdit',
  '/outrichclinic': '/HomePage',
  '/followup': '/FollowUp',
};

export function stripWhitespace(value: string | null | undefined): string {
  return (value ?? '').replace(/\s+/g, '');
}

export function mapMenuUrl(url: string | null | undefined): string {
  const stripped = stripWhitespace(url);
  return URL_TO_ROUTE[stripped.toLowerCase()] ?? stripped;
}
