/**
 * The numbers of one chart, as the chart, its table and its CSV all read them, so the three cannot disagree: rows
 * (clinics, weeks, stages) by series (enrolled, screened, …).
 */
import { BOM, csvLine, text } from '@screening/domain/csv';

export interface Series {
  key: string;
  label: string;
}

export interface FigureRow {
  key: string;
  label: string;
  /** One per series, in the series' order; null where nothing is recorded (a clinic without a plan). */
  values: (number | null)[];
}

export interface Figures {
  /** What the rows are ("Clinic", "Week"): the table's first column heading. */
  rowHeading: string;
  series: Series[];
  rows: FigureRow[];
}

/** The figures as a CSV file: the suite's dialect (a byte-order mark, every cell quoted, no cell run as a formula). */
export function figuresCsv(figures: Figures): string {
  const header = csvLine([figures.rowHeading, ...figures.series.map((s) => s.label)]);
  const body = figures.rows
    .map((row) => csvLine([row.label, ...row.values.map((value) => (value === null ? '' : text(value)))]))
    .join('');
  return `${BOM}${header}${body}`;
}

/** The largest value of the figures (at least 1, so that an all-zero chart still has a scale). */
export const largestValue = (figures: Figures): number =>
  Math.max(1, ...figures.rows.flatMap((row) => row.values.filter((value): value is number => Number.isFinite(value))));
