import { REPORT_TYPES, type CampsReportSummary, type ReportType } from '@screening/shared';
import { Alert, Spinner, shownDay } from '@screening/shared/ui';
import { clinicLabel } from './clinic-select';
import { REPORT_TYPE_LABELS } from './report-filters';

export interface SelectionSummaryProps {
  summary: CampsReportSummary | null;
  loading: boolean;
  failed: boolean;
  /** The report type chosen in the filters: its row is highlighted. */
  reportType: ReportType | null;
}

/** What each report lists, in words. */
const LISTS: Record<ReportType, [string, string]> = {
  Outreachclinic: ['clinic', 'clinics'],
  Patientregistration: ['registered participant', 'registered participants'],
  Screening: ['participant with screening results', 'participants with screening results'],
  Clinical_Evaluation: ['participant with clinical evaluations', 'participants with clinical evaluations'],
  SavedPatient: ['tagged participant', 'tagged participants'],
};

const counted = (n: number, [one, many]: [string, string]) => `${n} ${n === 1 ? one : many}`;

/** A bar scaled to the largest value of its column; the number beside it is what assistive technology reads. */
function Bar({ value, max, tone }: { value: number; max: number; tone: 'enrol' | 'screen' }) {
  const width = max > 0 ? Math.max(value > 0 ? 2 : 0, Math.round((value / max) * 100)) : 0;
  return (
    <span className="rp-bar">
      <span className="rp-bar__track" aria-hidden="true">
        <span className={`rp-bar__fill rp-bar__fill--${tone}`} style={{ width: `${width}%` }} />
      </span>
      <span className="rp-bar__value">{value}</span>
    </span>
  );
}

/**
 * Before downloading: how many records each report type holds for the chosen clinics and days, and per clinic a
 * bar chart of enrolments and screenings. The chart is a table (clinic, enrolments, screenings), so it reads
 * the same with a screen reader as it looks.
 */
export function SelectionSummary({ summary, loading, failed, reportType }: SelectionSummaryProps) {
  if (failed)
    return (
      <Alert
        type="warning"
        showIcon
        title="The summary of this selection could not be loaded. You can still download the report."
      />
    );
  if (!summary) {
    return loading ? (
      <div className="rp-summary rp-summary--loading" role="status">
        <Spinner /> <span>Counting the selection…</span>
      </div>
    ) : (
      <p className="rp-summary__hint">Choose a start and an end date to see what the reports hold.</p>
    );
  }
  const maxEnrolled = Math.max(0, ...summary.clinics.map((c) => c.counts.Patientregistration));
  const maxScreened = Math.max(0, ...summary.clinics.map((c) => c.counts.Screening));
  return (
    <section className="rp-summary" aria-labelledby="rp-summary-title" aria-busy={loading}>
      <h2 id="rp-summary-title" className="rp-summary__title">
        Selection summary
        {loading && <Spinner style={{ marginLeft: 8 }} />}
      </h2>
      <p className="rp-summary__range">
        {shownDay(summary.startDate)} to {shownDay(summary.endDate)}, {counted(summary.clinics.length, ['clinic', 'clinics'])}
      </p>
      <table className="rp-table" aria-label="Records per report type">
        <thead>
          <tr>
            <th scope="col">Report Type</th>
            <th scope="col">Records</th>
          </tr>
        </thead>
        <tbody>
          {REPORT_TYPES.map((type) => (
            <tr
              key={type}
              className={type === reportType ? 'rp-table__row--chosen' : undefined}
              aria-current={type === reportType ? 'true' : undefined}
            >
              <th scope="row">{REPORT_TYPE_LABELS[type]}</th>
              <td>{counted(summary.counts[type], LISTS[type])}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {summary.clinics.length > 0 && (
        <table className="rp-table rp-chart">
          <caption>Enrolments and screenings per clinic</caption>
          <thead>
            <tr>
              <th scope="col">Outreach Clinic</th>
              <th scope="col">Enrolments</th>
              <th scope="col">Screenings</th>
            </tr>
          </thead>
          <tbody>
            {summary.clinics.map((c) => (
              <tr key={c.campId}>
                <th scope="row">{clinicLabel(c)}</th>
                <td>
                  <Bar value={c.counts.Patientregistration} max={maxEnrolled} tone="enrol" />
                </td>
                <td>
                  <Bar value={c.counts.Screening} max={maxScreened} tone="screen" />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
