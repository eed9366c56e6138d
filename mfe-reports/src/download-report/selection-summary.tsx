import { REPORT_TYPES, type CampsReportSummary, type ReportType } from '@screening/shared';
import { Alert, Spinner, shownDay } from '@screening/shared/ui';
import { useReportsTranslation } from '../i18n';
import { clinicLabel } from './clinic-select';

export interface SelectionSummaryProps {
  summary: CampsReportSummary | null;
  loading: boolean;
  failed: boolean;
  /** The report type chosen in the filters: its row is highlighted. */
  reportType: ReportType | null;
}

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
  const { t } = useReportsTranslation();
  // What a report of `type` lists, counted in words ('3 clinics').
  const counted = (type: ReportType, count: number) => t(`n.${type}`, { count });
  if (failed) return <Alert type="warning" showIcon title={t('sum.failed')} />;
  if (!summary) {
    return loading ? (
      <div className="rp-summary rp-summary--loading" role="status">
        <Spinner /> <span>{t('sum.counting')}</span>
      </div>
    ) : (
      <p className="rp-summary__hint">{t('sum.hint')}</p>
    );
  }
  const maxEnrolled = Math.max(0, ...summary.clinics.map((c) => c.counts.Patientregistration));
  const maxScreened = Math.max(0, ...summary.clinics.map((c) => c.counts.Screening));
  return (
    <section className="rp-summary" aria-labelledby="rp-summary-title" aria-busy={loading}>
      <h2 id="rp-summary-title" className="rp-summary__title">
        {t('sum.title')}
        {loading && <Spinner style={{ marginLeft: 8 }} />}
      </h2>
      <p className="rp-summary__range">
        {t('sum.range', {
          start: shownDay(summary.startDate),
          end: shownDay(summary.endDate),
          clinics: counted('Outreachclinic', summary.clinics.length),
        })}
      </p>
      <table className="rp-table" aria-label={t('sum.perType')}>
        <thead>
          <tr>
            <th scope="col">{t('type')}</th>
            <th scope="col">{t('sum.records')}</th>
          </tr>
        </thead>
        <tbody>
          {REPORT_TYPES.map((type) => (
            <tr
              key={type}
              className={type === reportType ? 'rp-table__row--chosen' : undefined}
              aria-current={type === reportType ? 'true' : undefined}
            >
              <th scope="row">{t(`types.${type}`)}</th>
              <td>{counted(type, summary.counts[type])}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {summary.clinics.length > 0 && (
        <table className="rp-table rp-chart">
          <caption>{t('sum.chart')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('card.outreachClinic', { ns: 'shared' })}</th>
              <th scope="col">{t('sum.enrolments')}</th>
              <th scope="col">{t('sum.screenings')}</th>
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
