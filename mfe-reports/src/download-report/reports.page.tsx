import { useEffect, useId, useRef, useState, type ReactElement } from 'react';
import {
  REPORT_TYPES,
  httpStatus,
  isAxiosError,
  reportDateCode,
  reportStartDateCode,
  reportTypeCode,
  useWorkflowStore,
  type ReportRuleCode,
  type ReportType,
} from '@screening/shared';
import {
  Alert,
  BoundControl,
  Button,
  codeRule,
  Col,
  DayPicker,
  DownloadOutlined,
  Form,
  FormError,
  LoadFailed,
  PageFrame,
  Row,
  ruleMessage,
  saveFile,
  Select,
  Spinner,
  useRuleForm,
  type FormItemProps,
  type FormRule,
} from '@screening/shared/ui';
import { ClinicSelect } from './clinic-select';
import { useReportsTranslation } from '../i18n';
import { EMPTY_FILTERS, FILTERS_DRAFT, chosenDays, clinicIds, reportFileName, type ReportFilters } from './report-filters';
import { downloadReport } from './reports.api';
import { SelectionSummary } from './selection-summary';
import { useReportClinics, useSelectionSummary } from './use-report-data';
import './reports.css';
import { PATHS } from '../paths';

/** `text` words the notice in the language current when it shows. */
type Notice = { type: 'error' | 'info'; text: () => string } | null;

const kilobytes = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024)).toLocaleString('en-IN')} KB`;

/** Every refusal of the filters is said once above them (the SPEC's one message); its fields are marked only. */
const QUIET: readonly ReportRuleCode[] = ['REPORT_REQUIRED', 'REPORT_RANGE', 'REPORT_TYPE', 'REPORT_DATE'];
const RULES: Partial<Record<keyof ReportFilters, FormRule[]>> = {
  startDate: [
    codeRule<ReportFilters>((start, { endDate }) => reportStartDateCode(start as string | null, endDate), { quiet: QUIET }),
  ],
  endDate: [codeRule((end) => reportDateCode(end as string | null), { quiet: QUIET })],
  reportType: [codeRule(reportTypeCode, { quiet: QUIET })],
};

/** One labelled filter of the form's grid: its control is told whether its rules refused it. */
function FilterField({
  id,
  name,
  label,
  getValueProps,
  children,
}: {
  id: string;
  name: keyof ReportFilters;
  label: string;
  getValueProps?: FormItemProps['getValueProps'];
  children: (invalid: boolean) => ReactElement<Record<string, unknown>>;
}) {
  return (
    <Col xs={24} sm={12}>
      <label className="rp-label" htmlFor={id}>
        {label}
      </label>
      {/* Re-rendered on every change of the form: errors are not a value a watch follows. */}
      <Form.Item noStyle shouldUpdate>
        {({ getFieldError }) => (
          <Form.Item name={name} rules={RULES[name]} getValueProps={getValueProps} noStyle>
            <BoundControl control={children(getFieldError(name).length > 0)} />
          </Form.Item>
        )}
      </Form.Item>
    </Col>
  );
}

function useFilters(): [ReportFilters, (filters: ReportFilters) => void] {
  const stored = useWorkflowStore((s) => s.drafts[FILTERS_DRAFT]) as ReportFilters | undefined;
  const saveDraft = useWorkflowStore((s) => s.saveDraft);
  const filters = { ...EMPTY_FILTERS, ...stored };
  return [filters, (next) => saveDraft(FILTERS_DRAFT, next)];
}

/**
 * Reports (docs/screens.md §2): choose the days, the report type and the clinics (none = all the user may report on), see
 * what the selection holds, and download the CSV. The file is produced while it downloads; its progress shows
 * and the download can be cancelled. The filters are kept in the workflow store, so a reload keeps them.
 */
export default function ReportsPage() {
  const { t } = useReportsTranslation();
  const ids = { start: useId(), end: useId(), type: useId(), clinics: useId(), excel: useId() };
  const [filters, keepFilters] = useFilters();
  // The kept filters are where the form starts; from then on the form holds them and keeps them in the store.
  const [initialValues] = useState(filters);
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

  const { formProps, summary: refusal } = useRuleForm<ReportFilters>({
    fieldIds: { startDate: ids.start, endDate: ids.end, reportType: ids.type },
    onValuesChange: (_changed, values) => {
      setNotice(null);
      keepFilters({ ...filters, ...values });
    },
  });

  // A download is a read that streams, with its progress and a cancel: not a write, so not a mutation.
  const download = async () => {
    if (downloading) return;
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
    <FilterField id={id} name={field} label={label}>
      {(invalid) => (
        <DayPicker
          id={id}
          max={new Date()}
          maxMessage={ruleMessage('REPORT_FUTURE_DATE')}
          invalid={invalid}
          disabled={downloading}
        />
      )}
    </FilterField>
  );

  return (
    <PageFrame title={t('title')} backTo={PATHS.home}>
      <Form<ReportFilters>
        {...formProps}
        className="rp-form"
        initialValues={initialValues}
        onFinish={() => void download()}
        noValidate
        aria-label={t('title')}
      >
        <FormError message={refusal} />
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
          <FilterField
            id={ids.type}
            name="reportType"
            label={t('type')}
            // No type yet (null) shows the placeholder.
            getValueProps={(type: ReportType | null) => ({ value: type ?? undefined })}
          >
            {(invalid) => (
              <Select
                id={ids.type}
                placeholder={t('typePh')}
                options={REPORT_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) }))}
                disabled={downloading}
                status={invalid ? 'error' : undefined}
                aria-invalid={invalid || undefined}
                style={{ width: '100%' }}
              />
            )}
          </FilterField>
          <FilterField id={ids.clinics} name="campIds" label={t('clinics')}>
            {() => <ClinicSelect id={ids.clinics} clinics={clinics} loading={clinicsLoad.isPending} disabled={downloading} />}
          </FilterField>
        </Row>
        <div className="rp-excel">
          <Form.Item name="forExcel" valuePropName="checked" noStyle>
            <input id={ids.excel} type="checkbox" disabled={downloading} />
          </Form.Item>
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
      </Form>
      <SelectionSummary
        summary={summary.summary}
        loading={summary.loading}
        failed={summary.failed}
        reportType={filters.reportType}
      />
    </PageFrame>
  );
}
