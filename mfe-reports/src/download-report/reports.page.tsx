import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { REPORT_TYPES, httpStatus, isAxiosError, useWorkflowStore, type ReportType } from '@screening/shared';
import {
  Alert,
  Button,
  Col,
  DayPicker,
  DownloadOutlined,
  FormError,
  LoadFailed,
  PageFrame,
  Row,
  saveFile,
  Select,
  Spinner,
} from '@screening/shared/ui';
import { ClinicSelect } from './clinic-select';
import { reportsMessage, useReportsTranslation } from '../i18n';
import {
  EMPTY_FILTERS,
  FILTERS_DRAFT,
  chosenDays,
  clinicIds,
  filtersError,
  reportFileName,
  type ReportFilters,
} from './report-filters';
import { downloadReport } from './reports.api';
import { SelectionSummary } from './selection-summary';
import { useReportClinics, useSelectionSummary } from './use-report-data';
import './reports.css';
import { PATHS } from '../paths';

/** `text` words the notice in the language current when it shows. */
type Notice = { type: 'error' | 'info'; text: () => string } | null;

const kilobytes = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024)).toLocaleString('en-IN')} KB`;

/** One labelled filter of the form's grid. */
function FilterField({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <Col xs={24} sm={12}>
      <label className="rp-label" htmlFor={id}>
        {label}
      </label>
      {children}
    </Col>
  );
}

function useFilters(): [ReportFilters, (patch: Partial<ReportFilters>) => void] {
  const stored = useWorkflowStore((s) => s.drafts[FILTERS_DRAFT]) as ReportFilters | undefined;
  const saveDraft = useWorkflowStore((s) => s.saveDraft);
  const filters = { ...EMPTY_FILTERS, ...stored };
  const update = (patch: Partial<ReportFilters>) => saveDraft(FILTERS_DRAFT, { ...filters, ...patch });
  return [filters, update];
}

/**
 * Reports (docs/screens.md §2): choose the days, the report type and the clinics (none = all the user may report on), see
 * what the selection holds, and download the CSV. The file is produced while it downloads; its progress shows
 * and the download can be cancelled. The filters are kept in the workflow store, so a reload keeps them.
 */
export default function ReportsPage() {
  const { t } = useReportsTranslation();
  const ids = { start: useId(), end: useId(), type: useId(), clinics: useId(), excel: useId() };
  const [filters, updateFilters] = useFilters();
  const clinicsLoad = useReportClinics();
  const clinics = clinicsLoad.data ?? [];
  const [notice, setNotice] = useState<Notice>(null);
  const [received, setReceived] = useState<number | null>(null);
  const cancelRef = useRef<AbortController | null>(null);
  useEffect(() => () => cancelRef.current?.abort(), []);

  const days = chosenDays(filters);
  const selection = days && clinicsLoad.isSuccess ? { ids: clinicIds(filters, clinics), ...days } : null;
  const summary = useSelectionSummary(selection);
  const downloading = received !== null;

  const change = (patch: Partial<ReportFilters>) => {
    setNotice(null);
    updateFilters(patch);
  };

  const download = async (event: FormEvent) => {
    event.preventDefault();
    if (downloading) return;
    const problem = filtersError(filters);
    if (problem) {
      setNotice({ type: 'error', text: () => reportsMessage(problem) });
      return;
    }
    const reportType = filters.reportType as ReportType;
    const controller = new AbortController();
    cancelRef.current = controller;
    setNotice(null);
    setReceived(0);
    try {
      const blob = await downloadReport(
        { ids: clinicIds(filters, clinics), ...days!, reportType, forExcel: filters.forExcel },
        setReceived,
        controller.signal,
      );
      if (blob.size === 0) setNotice({ type: 'info', text: () => t('msg.noData') });
      else saveFile(blob, reportFileName(reportType));
    } catch (error) {
      if (!(isAxiosError(error) && error.code === 'ERR_CANCELED')) setNotice({ type: 'error', text: () => t('msg.failed') });
    } finally {
      cancelRef.current = null;
      setReceived(null);
    }
  };

  const dateFilter = (field: 'startDate' | 'endDate', id: string, label: string) => (
    <FilterField id={id} label={label}>
      <DayPicker
        id={id}
        value={filters[field]}
        max={new Date()}
        maxMessage={t('msg.future')}
        onChange={(day) => change({ [field]: day })}
        disabled={downloading}
      />
    </FilterField>
  );

  return (
    <PageFrame title={t('title')} backTo={PATHS.home}>
      <form className="rp-form" onSubmit={download} noValidate aria-label={t('title')}>
        {notice?.type === 'error' && <FormError message={notice.text()} />}
        {notice?.type === 'info' && (
          <Alert type="info" showIcon title={notice.text()} role="alert" style={{ marginBottom: 16 }} />
        )}
        {clinicsLoad.isError && (
          <LoadFailed
            // No answer at all: reports are made by the server, so there is nothing on the device to show instead.
            message={httpStatus(clinicsLoad.error) === undefined ? t('msg.needsServer') : t('msg.camps')}
            onRetry={() => void clinicsLoad.refetch()}
            retrying={clinicsLoad.isFetching}
          />
        )}
        <Row gutter={[16, 16]}>
          {dateFilter('startDate', ids.start, t('card.startDate', { ns: 'shared' }))}
          {dateFilter('endDate', ids.end, t('card.endDate', { ns: 'shared' }))}
          <FilterField id={ids.type} label={t('type')}>
            <Select
              id={ids.type}
              value={filters.reportType ?? undefined}
              placeholder={t('typePh')}
              options={REPORT_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) }))}
              onChange={(reportType: ReportType) => change({ reportType })}
              disabled={downloading}
              style={{ width: '100%' }}
            />
          </FilterField>
          <FilterField id={ids.clinics} label={t('clinics')}>
            <ClinicSelect
              id={ids.clinics}
              clinics={clinics}
              value={filters.campIds}
              onChange={(campIds) => change({ campIds })}
              loading={clinicsLoad.isPending}
              disabled={downloading}
            />
          </FilterField>
        </Row>
        <div className="rp-excel">
          <input
            id={ids.excel}
            type="checkbox"
            checked={filters.forExcel}
            onChange={(event) => change({ forExcel: event.target.checked })}
            disabled={downloading}
          />
          <label htmlFor={ids.excel}>
            {t('excel')}
            <span className="rp-excel__hint">{t('excelHint')}</span>
          </label>
        </div>
        <div className="rp-actions">
          <Button type="primary" htmlType="submit" size="large" icon={<DownloadOutlined aria-hidden />} loading={downloading}>
            {t('download')}
          </Button>
          {downloading && (
            <>
              <span className="rp-progress" role="status" aria-live="polite">
                <Spinner /> {t('preparing')}{' '}
                {(received ?? 0) > 0 ? t('received', { size: kilobytes(received ?? 0) }) : t('waiting')}
              </span>
              <Button onClick={() => cancelRef.current?.abort()}>{t('common.cancel', { ns: 'shared' })}</Button>
            </>
          )}
        </div>
      </form>
      <SelectionSummary
        summary={summary.summary}
        loading={summary.loading}
        failed={summary.failed}
        reportType={filters.reportType}
      />
    </PageFrame>
  );
}
