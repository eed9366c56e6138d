import {
  call,
  routes,
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

/** routes.reportClinics: the clinics the user may report on, past ones included (docs/api.md §4.6). */
export async function fetchReportClinics(caller: Caller): Promise<Camp[]> {
  const { data } = await call(routes.reportClinics, { search: '', ...caller, stage: 1 });
  return Array.isArray(data) ? data : [];
}

/** routes.reportSummary: what each report would list for the selection. */
export async function fetchReportSummary(request: CampsReportSummaryRequest, signal?: AbortSignal): Promise<CampsReportSummary> {
  const data = (await call(routes.reportSummary, request, { signal })).data as CampsReportSummary | null | undefined;
  if (!data || typeof data !== 'object' || !Array.isArray(data.clinics) || !data.counts)
    throw new Error('Unexpected summary from the server');
  return data;
}

/**
 * routes.report: the CSV as a blob (empty when nothing matches). `onProgress` hears the bytes
 * received so far: the server streams the file while it reads it, so there is no total to show.
 */
export async function downloadReport(
  request: CampsReportRequest,
  onProgress: (bytes: number) => void,
  signal?: AbortSignal,
): Promise<Blob> {
  const { data } = await call(routes.report, request, {
    responseType: 'blob',
    signal,
    onDownloadProgress: (event) => onProgress(event.loaded),
  });
  return data as Blob;
}
