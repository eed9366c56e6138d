/**
 * Form definitions (docs/api.md §6). Both path forms are served; the optional `/:hospitalId` segment is accepted
 * for compatibility but the caller's own hospital is used.
 */
import { Type, type StaticDecode } from '@sinclair/typebox';
import { idParam, textParam } from './common';

const optionalHospital = { hospitalId: Type.Optional(idParam) };

/** GET /curable/getMetricsByGender/:type/:gender[/:hospitalId]. */
export const MetricsByGenderParams = Type.Object({ type: textParam(64), gender: textParam(16), ...optionalHospital });
export type MetricsByGenderParams = StaticDecode<typeof MetricsByGenderParams>;

/** GET /curable/getMetrics/:stage[/:hospitalId]. */
export const MetricsByStageParams = Type.Object({ stage: textParam(128), ...optionalHospital });
export type MetricsByStageParams = StaticDecode<typeof MetricsByStageParams>;

/** GET /curable/getMetricsById/:id. */
export const MetricsIdParams = Type.Object({ id: idParam });
export type MetricsIdParams = StaticDecode<typeof MetricsIdParams>;
