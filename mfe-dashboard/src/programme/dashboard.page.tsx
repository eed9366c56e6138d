/**
 * The programme at a glance (docs/dashboard.md): the coordinator's clinics, filtered by days and place, as totals, the
 * screening cascade, the follow-up of referrals, each clinic, each week and each staff member's work. Every chart
 * has a table of the same numbers and a CSV of them. The figures come from the server (nothing of them is kept on
 * the device): without a network the page says so.
 */
import { useId, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { httpStatus, toIsoDay, type DashboardClinic, type DashboardIndicators } from '@screening/shared';
import { Button, Col, DayPicker, FormError, LoadFailed, PageFrame, Row, Select, Spinner } from '@screening/shared/ui';
import { BarChart } from './charts/bar-chart';
import { ChartPanel } from './charts/chart-panel';
import { useNumberFormats } from './charts/number-format';
import { TrendChart } from './charts/trend-chart';
import { useDashboardTranslation } from '../i18n';
import { PATHS } from '../paths';
import {
  NO_CHOICE,
  bodyOfChoice,
  changeChoice,
  choiceFromSearch,
  choiceProblem,
  clinicsInPlace,
  isEmptyChoice,
  placeNames,
  searchOfChoice,
  type DashboardChoice,
} from './dashboard-filters';
import {
  busiest,
  cascadeFigures,
  clinicFigures,
  clinicName,
  CHART_ROWS,
  followUpFigures,
  staffFigures,
  weekFigures,
} from './dashboard-figures';
import { useIndicators, useScope } from './use-indicators';
import './dashboard.css';

function useChoice(): [DashboardChoice, (next: DashboardChoice) => void] {
  const [params, setParams] = useSearchParams();
  const choice = choiceFromSearch(params);
  // Replaced, not pushed: Back leaves the dashboard rather than stepping through every filter tried.
  return [choice, (next) => setParams(searchOfChoice(next), { replace: true })];
}

function useDayLabels() {
  const { i18n } = useDashboardTranslation();
  const locale = i18n.language === 'ta' ? 'ta-IN' : 'en-IN';
  const format = (day: string, options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
  return {
    long: (day: string) => format(day, { day: 'numeric', month: 'short', year: 'numeric' }),
    short: (day: string) => format(day, { day: 'numeric', month: 'short' }),
  };
}

function Field({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <Col xs={24} sm={12} lg={8}>
      <label className="db-label" htmlFor={id}>
        {label}
      </label>
      {children}
    </Col>
  );
}

function Filters({
  choice,
  onChange,
  clinics,
  loadingClinics,
}: {
  choice: DashboardChoice;
  onChange: (next: DashboardChoice) => void;
  clinics: readonly DashboardClinic[];
  loadingClinics: boolean;
}) {
  const { t } = useDashboardTranslation();
  const ids = { from: useId(), to: useId(), clinic: useId(), district: useId(), taluk: useId(), panchayat: useId() };
  const change = (patch: Partial<DashboardChoice>) => onChange(changeChoice(choice, patch, clinics));
  const day = (field: 'from' | 'to', id: string) => (
    <Field id={id} label={t(`filters.${field}`)}>
      <DayPicker
        id={id}
        value={choice[field]}
        max={new Date()}
        maxMessage={t('msg.future')}
        onChange={(value) => change({ [field]: toIsoDay(value) })}
      />
    </Field>
  );
  /** One of the choices offered as a list (a clinic or a place): type to filter, clear for all. */
  const pick = <V extends string | number>(
    field: 'campId' | 'district' | 'taluk' | 'panchayat',
    id: string,
    label: string,
    placeholder: string,
    options: { value: V; label: string }[],
  ) => (
    <Field id={id} label={label}>
      <Select
        id={id}
        value={(choice[field] ?? undefined) as V | undefined}
        placeholder={placeholder}
        options={options}
        onChange={(value: V | undefined) => change({ [field]: value ?? null })}
        showSearch={{ optionFilterProp: 'label' }}
        allowClear
        loading={loadingClinics}
        notFoundContent={t('filters.none')}
        style={{ width: '100%' }}
      />
    </Field>
  );
  const place = (level: 'district' | 'taluk' | 'panchayat', id: string, within: readonly DashboardClinic[]) =>
    pick(
      level,
      id,
      t(`filters.${level}`),
      t('filters.all'),
      placeNames(within, level).map((name) => ({ value: name, label: name })),
    );
  const inDistrict = clinicsInPlace(clinics, { ...NO_CHOICE, district: choice.district });
  const inTaluk = clinicsInPlace(clinics, { ...NO_CHOICE, district: choice.district, taluk: choice.taluk });
  const inPlace = clinicsInPlace(clinics, choice);
  return (
    <form className="db-filters" aria-label={t('filters.label')} onSubmit={(event) => event.preventDefault()}>
      <Row gutter={[16, 12]}>
        {day('from', ids.from)}
        {day('to', ids.to)}
        {pick(
          'campId',
          ids.clinic,
          t('filters.clinic'),
          t('filters.allClinics'),
          inPlace.map((c) => ({ value: c.id, label: clinicName(c) })),
        )}
        {place('district', ids.district, clinics)}
        {place('taluk', ids.taluk, inDistrict)}
        {place('panchayat', ids.panchayat, inTaluk)}
      </Row>
      <div className="db-filters__actions">
        <Button onClick={() => onChange(NO_CHOICE)} disabled={isEmptyChoice(choice)}>
          {t('filters.clear')}
        </Button>
      </div>
    </form>
  );
}

function Totals({ data }: { data: DashboardIndicators }) {
  const { t } = useDashboardTranslation();
  const { count, percent } = useNumberFormats();
  const { totals } = data;
  const follow = totals.followUp;
  const items: { key: string; label: string; value: string; detail?: string }[] = [
    { key: 'clinics', label: t('totals.clinics'), value: count(totals.clinics) },
    {
      key: 'enrolled',
      label: t('totals.enrolled'),
      value: count(totals.enrolled),
      detail: totals.planned === null ? t('totals.noPlan') : t('totals.ofPlanned', { planned: count(totals.planned) }),
    },
    { key: 'eligible', label: t('totals.eligible'), value: count(totals.eligible) },
    { key: 'clinical', label: t('totals.clinical'), value: count(totals.clinicallyEvaluated) },
    { key: 'referred', label: t('totals.referred'), value: count(follow.referred) },
    {
      key: 'reached',
      label: t('totals.reached'),
      value: count(follow.reachedHospital),
      detail: t('totals.completion', { rate: percent(follow.completionRate) }),
    },
    {
      key: 'median',
      label: t('totals.median'),
      value: follow.medianDaysToHospital === null ? '—' : count(follow.medianDaysToHospital),
    },
    { key: 'lost', label: t('totals.lost'), value: count(follow.lost) },
  ];
  return (
    <dl className="db-totals">
      {items.map((item) => (
        <div key={item.key} className="db-total">
          <dt>{item.label}</dt>
          <dd>
            <span className="db-total__value">{item.value}</span>
            {item.detail && <span className="db-total__detail">{item.detail}</span>}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function Panels({ data }: { data: DashboardIndicators }) {
  const { t } = useDashboardTranslation();
  const { percent } = useNumberFormats();
  const days = useDayLabels();
  const cascade = cascadeFigures(data, t);
  const followUp = followUpFigures(data, t);
  const clinics = clinicFigures(data, t);
  const staff = staffFigures(data, t);
  const weeks = weekFigures(data, t, (day) => t('trend.weekOf', { day: days.long(day) }));
  const truncatedNote = (truncated: boolean, what: 'clinics' | 'staff', total: number) =>
    [
      total > CHART_ROWS ? t(`${what}.chartShows`, { count: CHART_ROWS }) : null,
      truncated ? t(`${what}.truncated`, { count: total }) : null,
    ]
      .filter(Boolean)
      .join(' ') || undefined;
  return (
    <div className="db-panels">
      <ChartPanel
        title={t('cascade.title')}
        fileName="screening-cascade"
        figures={cascade}
        note={t('cascade.note')}
        chart={<BarChart figures={cascade} label={t('cascade.title')} />}
        extra={
          <p className="db-rates">
            {t('cascade.rates')}{' '}
            {cascade.series.map((s) => (
              <span key={s.key} className="db-rate">
                {t('cascade.rate', {
                  test: s.label,
                  rate: percent(data.totals.tests[s.key as keyof typeof data.totals.tests].positiveRate),
                })}
              </span>
            ))}
          </p>
        }
      />
      <ChartPanel
        title={t('followUp.title')}
        fileName="referral-follow-up"
        figures={followUp}
        note={t('followUp.note')}
        chart={<BarChart figures={followUp} label={t('followUp.title')} />}
      />
      <ChartPanel
        title={t('trend.title')}
        fileName="weekly-trend"
        figures={weeks}
        chart={<TrendChart figures={weeks} label={t('trend.title')} tickLabel={days.short} />}
      />
      <ChartPanel
        title={t('clinics.title')}
        fileName="clinics"
        figures={clinics}
        note={truncatedNote(data.truncated.clinics, 'clinics', clinics.rows.length)}
        chart={<BarChart figures={busiest(clinics)} label={t('clinics.title')} />}
      />
      <ChartPanel
        title={t('staff.title')}
        fileName="work-per-staff-member"
        figures={staff}
        note={truncatedNote(data.truncated.staff, 'staff', staff.rows.length)}
        chart={<BarChart figures={busiest(staff)} label={t('staff.title')} />}
      />
    </div>
  );
}

export default function DashboardPage() {
  const { t, i18n } = useDashboardTranslation();
  const [choice, setChoice] = useChoice();
  const problem = choiceProblem(choice);
  const scope = useScope();
  const figures = useIndicators(problem ? {} : bodyOfChoice(choice));
  const shown = problem ? undefined : figures.data;
  const asOf = shown ? new Date(shown.asOf) : null;
  const failed = figures.isError && !figures.isFetching;
  return (
    <PageFrame title={t('title')} backTo={PATHS.home}>
      <div className="db-page">
        <Filters choice={choice} onChange={setChoice} clinics={scope.data?.clinics ?? []} loadingClinics={scope.isPending} />
        {problem && <FormError message={t(problem)} />}
        <div className="db-status" role="status" aria-live="polite">
          {!problem && figures.isFetching && (
            <>
              <Spinner /> {shown ? t('updating') : t('loading')}
            </>
          )}
          {!problem && !figures.isFetching && asOf && (
            <span>
              {t('asOf', {
                time: asOf.toLocaleTimeString(i18n.language === 'ta' ? 'ta-IN' : 'en-IN', { hour: '2-digit', minute: '2-digit' }),
              })}
            </span>
          )}
        </div>
        {failed && (
          <LoadFailed
            // No answer at all: the figures are the server's, and nothing of them is kept on the device.
            message={httpStatus(figures.error) === undefined ? t('msg.needsServer') : t('msg.failed')}
            onRetry={() => void figures.refetch()}
            retrying={figures.isFetching}
          />
        )}
        {shown && !failed && (
          <div
            className={figures.isPlaceholderData ? 'db-figures db-figures--stale' : 'db-figures'}
            aria-busy={figures.isFetching}
          >
            <Totals data={shown} />
            <Panels data={shown} />
          </div>
        )}
      </div>
    </PageFrame>
  );
}
