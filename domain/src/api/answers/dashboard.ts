/**
 * The programme dashboard's indicators (docs/dashboard.md): what each counts, its numerator, denominator and source
 * are there. Every array is bounded: clinics and staff to the busiest DASHBOARD_MAX_CLINICS / DASHBOARD_MAX_STAFF
 * (`truncated` says when more matched), weeks to DASHBOARD_MAX_WEEKS.
 */
import { Type, type Static } from '@sinclair/typebox';
import { Bool, Int, Nullable, NullInt, NullText, Text } from './common';

export { DASHBOARD_TESTS, type DashboardTest } from '../dashboard-terms';

export const DASHBOARD_MAX_CLINICS = 500;
export const DASHBOARD_MAX_STAFF = 200;
/** Two years of weeks and a little: the longest range (DASHBOARD_MAX_DAYS) touches at most 106 weeks. */
export const DASHBOARD_MAX_WEEKS = 106;
/** The trend's weeks when the call gives no `from`: the last 26 (half a year) up to `to` or today. */
export const DASHBOARD_DEFAULT_WEEKS = 26;

const Rate = Nullable(Type.Number({ minimum: 0, maximum: 1 }), {
  description: 'A fraction from 0 to 1; null when its denominator is 0.',
});

/** One screening test's funnel. */
export const DashboardTestCounts = Type.Object({
  /** Enrolled participants with this test assigned (her eligible tests). */
  eligible: Int,
  /** Participants whose screening of this test was finished. */
  screened: Int,
  /** Of those, finished with Referral Yes. */
  positive: Int,
  /** positive / screened. */
  positiveRate: Rate,
  /** Referrals of this test (follow-ups opened). */
  referred: Int,
});
export type DashboardTestCounts = Static<typeof DashboardTestCounts>;

export const DashboardFollowUp = Type.Object({
  /** Referrals (follow-ups) made in the range. */
  referred: Int,
  /** Of those, the ones whose participant reached the hospital. */
  reachedHospital: Int,
  /** reachedHospital / referred. */
  completionRate: Rate,
  /** The median of days from referral to the hospital, of those who reached it; null when none did. */
  medianDaysToHospital: Nullable(Type.Number()),
  /** Of the referrals, those lost to follow-up. */
  lost: Int,
});
export type DashboardFollowUp = Static<typeof DashboardFollowUp>;

export const DashboardTotals = Type.Object({
  /** Clinics matching the filters among the caller's. */
  clinics: Int,
  /** The planned enrolment of the clinics that record one, summed; null when none of them does. */
  planned: NullInt,
  enrolled: Int,
  /** Enrolled participants with at least one screening test assigned. */
  eligible: Int,
  tests: Type.Object({ BREAST: DashboardTestCounts, ORAL: DashboardTestCounts, CERVICAL: DashboardTestCounts }),
  /** Participants with a clinical evaluation saved. */
  clinicallyEvaluated: Int,
  followUp: DashboardFollowUp,
});
export type DashboardTotals = Static<typeof DashboardTotals>;

export const DashboardClinic = Type.Object({
  id: Int,
  /** The 7-digit clinic ID. */
  clinicId: Text,
  name: Text,
  /** Where the clinic is (the master data's names; null when its village has none), for the place filters. */
  district: NullText,
  taluk: NullText,
  panchayat: NullText,
  /** Participants the clinic plans to enrol (Resource Planning); null when not recorded. */
  planned: NullInt,
  enrolled: Int,
  /** Participants with any screening (breast, oral, cervical) finished. */
  screened: Int,
  /** Participants with any of them finished with Referral Yes. */
  positive: Int,
  /** Referrals (follow-ups opened). */
  referred: Int,
});
export type DashboardClinic = Static<typeof DashboardClinic>;

export const DashboardStaff = Type.Object({
  /** The user's name, or her login when she is no longer a user. */
  name: Text,
  enrolled: Int,
  /** Screenings she finished (first entered). */
  screened: Int,
  /** Clinical evaluations she saved (first entered). */
  clinical: Int,
  /** Follow-up calls she recorded. */
  calls: Int,
});
export type DashboardStaff = Static<typeof DashboardStaff>;

export const DashboardWeek = Type.Object({
  /** Monday of the week (India's calendar), 'yyyy-mm-dd'. */
  weekStart: Text,
  enrolled: Int,
  screened: Int,
  referred: Int,
});
export type DashboardWeek = Static<typeof DashboardWeek>;

export const DashboardIndicators = Type.Object({
  /** When these figures were computed (ISO 8601): an answer may be up to a minute old. */
  asOf: Text,
  /** The filters applied, as understood (days 'yyyy-mm-dd'; null: none). */
  filters: Type.Object({
    from: NullText,
    to: NullText,
    campId: NullInt,
    panchayat: NullText,
    taluk: NullText,
    district: NullText,
  }),
  totals: DashboardTotals,
  /** The busiest clinics first (enrolled, then name). */
  clinics: Type.Array(DashboardClinic, { maxItems: DASHBOARD_MAX_CLINICS }),
  /** The busiest staff first (all their work, then name). */
  staff: Type.Array(DashboardStaff, { maxItems: DASHBOARD_MAX_STAFF }),
  /** Oldest week first, every week of the window (zeros included). */
  weeks: Type.Array(DashboardWeek, { maxItems: DASHBOARD_MAX_WEEKS }),
  /** More clinics or staff matched than the arrays hold. */
  truncated: Type.Object({ clinics: Bool, staff: Bool }),
});
export type DashboardIndicators = Static<typeof DashboardIndicators>;
