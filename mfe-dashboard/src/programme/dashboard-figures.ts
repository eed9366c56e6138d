/** The answer's numbers arranged for each panel (charts/figures.ts): pure, so the panels and the tests read the same. */
import { DASHBOARD_TESTS } from '@screening/domain/api/dashboard-terms';
import type { DashboardIndicators, TFunction } from '@screening/shared';
import type { Figures } from './charts/figures';

/** The busiest this many clinics or staff are drawn; the table and the CSV list them all. */
export const CHART_ROWS = 12;

const testSeries = (t: TFunction) => DASHBOARD_TESTS.map((test) => ({ key: test, label: t(`tests.${test}`) }));

/** The screening cascade: each test from eligible to referred. */
export function cascadeFigures(data: DashboardIndicators, t: TFunction): Figures {
  const stages = ['eligible', 'screened', 'positive', 'referred'] as const;
  return {
    rowHeading: t('cascade.stage'),
    series: testSeries(t),
    rows: stages.map((stage) => ({
      key: stage,
      label: t(`cascade.${stage}`),
      values: DASHBOARD_TESTS.map((test) => data.totals.tests[test][stage]),
    })),
  };
}

/** Referrals and what became of them. */
export function followUpFigures(data: DashboardIndicators, t: TFunction): Figures {
  const { referred, reachedHospital, lost } = data.totals.followUp;
  return {
    rowHeading: t('followUp.outcome'),
    series: [{ key: 'referrals', label: t('followUp.referrals') }],
    rows: [
      { key: 'referred', label: t('followUp.referred'), values: [referred] },
      { key: 'reached', label: t('followUp.reached'), values: [reachedHospital] },
      { key: 'lost', label: t('followUp.lost'), values: [lost] },
    ],
  };
}

/** "Name (clinic ID)": both are what staff know a clinic by. */
export const clinicName = (c: { name: string; clinicId: string }) => `${c.name} (${c.clinicId})`;

/** Each clinic's work, beside its planned enrolment when any of them records one. */
export function clinicFigures(data: DashboardIndicators, t: TFunction): Figures {
  const planned = data.clinics.some((c) => c.planned !== null);
  const keys = [...(planned ? (['planned'] as const) : []), 'enrolled', 'screened', 'positive', 'referred'] as const;
  return {
    rowHeading: t('clinics.clinic'),
    series: keys.map((key) => ({ key, label: t(`clinics.${key}`) })),
    rows: data.clinics.map((c) => ({
      key: String(c.id),
      label: clinicName(c),
      values: [...(planned ? [c.planned] : []), c.enrolled, c.screened, c.positive, c.referred],
    })),
  };
}

export function staffFigures(data: DashboardIndicators, t: TFunction): Figures {
  return {
    rowHeading: t('staff.member'),
    series: (['enrolled', 'screened', 'clinical', 'calls'] as const).map((key) => ({ key, label: t(`staff.${key}`) })),
    rows: data.staff.map((s, index) => ({
      key: `${index}:${s.name}`,
      label: s.name,
      values: [s.enrolled, s.screened, s.clinical, s.calls],
    })),
  };
}

export function weekFigures(data: DashboardIndicators, t: TFunction, dayLabel: (day: string) => string): Figures {
  return {
    rowHeading: t('trend.week'),
    series: (['enrolled', 'screened', 'referred'] as const).map((key) => ({ key, label: t(`trend.${key}`) })),
    rows: data.weeks.map((w) => ({
      key: w.weekStart,
      label: dayLabel(w.weekStart),
      values: [w.enrolled, w.screened, w.referred],
    })),
  };
}

/** The first rows of figures, to draw. */
export const busiest = (figures: Figures): Figures => ({ ...figures, rows: figures.rows.slice(0, CHART_ROWS) });
