import {
  api,
  type Camp,
  type CampsReportRequest,
  type CampsReportSummary,
  type CampsReportSummaryRequest,
} from '@screening/shared';

export interface Caller {
  userId: number | null;
  roleId: number | null;
  hospitalId: number | null;
}

/** POST /curable/activecampForReports: the clinics the user may report on, past ones included (BEHAVIOUR §4.6). */
export async function fetchReportClinics(caller: Caller): Promise<Camp[]> {
  const { data } = await api.post<Camp[]>('/curable/activecampForReports', { search: '', ...caller, stage: 1 });
  return Array.isArray(data) ? data : [];
}

/** POST /curable/camps-report-summary: what each report would list for the selection. */
export async function fetchReportSummary(request: CampsReportSummaryRequest, signal?: AbortSignal): Promise<CampsReportSummary> {
  const { data } = await api.post<CampsReportSummary>('/curable/camps-report-summary', request, { signal });
  if (!data || typeof data !== 'object' || !Array.isArray(data.clinics) || !data.counts)
    throw new Error('Unexpected summary from the server');
  return data;
}

/**
 * POST /curable/camps-report: the CSV as a blob (empty when nothing matches). `onProgress` hears the bytes
 * received so far: the server streams the file while it reads it, so there is no total to show.
 */
export async function downloadReport(
  request: CampsReportRequest,
  onProgress: (bytes: number) => void,
  signal?: AbortSignal,
): Promise<Blob> {
  const { data } = await api.post<Blob>('/curable/camps-report', request, {
    responseType: 'blob',
    signal,
    onDownloadProgress: (event) => onProgress(event.loaded),
  });
  return data;
}
