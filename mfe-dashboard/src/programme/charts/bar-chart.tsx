/** Horizontal bars, one group per row (a stage, a clinic, a staff member), one bar per series, each with its number. */
import { AxisBottom } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { largestValue, type Figures } from './figures';
import { Legend } from './legend';
import { useNumberFormats } from './number-format';
import { AXIS, colourOf, fittedLabel, TICKS_BELOW } from './palette';
import { useLabelFont, useWidth } from './use-width';

const BAR_HEIGHT = 16;
const ROW_GAP = 14;
const AXIS_HEIGHT = 28;
/** Room after the longest bar for its number. */
const VALUE_ROOM = 64;

export interface BarChartProps {
  figures: Figures;
  /** What the chart shows, for those who cannot see it (the table view has every number). */
  label: string;
}

export function BarChart({ figures, label }: BarChartProps) {
  const [ref, width] = useWidth<HTMLDivElement>();
  const { count } = useNumberFormats();
  const labelWidth = Math.min(200, Math.round(width * 0.34));
  const plotWidth = Math.max(40, width - labelWidth - VALUE_ROOM);
  const rowHeight = figures.series.length * BAR_HEIGHT + ROW_GAP;
  const plotHeight = figures.rows.length * rowHeight;
  const x = scaleLinear<number>({ domain: [0, largestValue(figures)], range: [0, plotWidth], nice: true });
  const y = scaleBand<string>({ domain: figures.rows.map((row) => row.key), range: [0, plotHeight], paddingInner: 0 });
  const bar = scaleBand<string>({
    domain: figures.series.map((s) => s.key),
    range: [ROW_GAP / 2, rowHeight - ROW_GAP / 2],
    padding: 0.1,
  });
  const labelFont = useLabelFont(ref);
  return (
    <div ref={ref} className="db-chart">
      <Legend series={figures.series} />
      <svg width={width} height={plotHeight + AXIS_HEIGHT} role="img" aria-label={label}>
        <Group left={labelWidth}>
          {figures.rows.map((row) => (
            <Group key={row.key} top={y(row.key) ?? 0}>
              <text x={-8} y={rowHeight / 2} textAnchor="end" dominantBaseline="middle" className="db-chart__label">
                {fittedLabel(row.label, labelWidth - 12, labelFont)}
              </text>
              {figures.series.map((s, index) => {
                const value = row.values[index] ?? null;
                const top = bar(s.key) ?? 0;
                // Nothing recorded: no bar (the table says '—').
                if (value === null) return null;
                return (
                  <Group key={s.key}>
                    <Bar x={0} y={top} width={x(value)} height={bar.bandwidth()} fill={colourOf(index)}>
                      <title>{`${row.label}, ${s.label}: ${count(value)}`}</title>
                    </Bar>
                    <text x={x(value) + 4} y={top + bar.bandwidth() / 2} dominantBaseline="middle" className="db-chart__value">
                      {count(value)}
                    </text>
                  </Group>
                );
              })}
            </Group>
          ))}
          <AxisBottom
            top={plotHeight}
            scale={x}
            numTicks={Math.max(2, Math.floor(plotWidth / 90))}
            tickFormat={(value) => count(Number(value))}
            {...AXIS}
            tickLabelProps={TICKS_BELOW}
          />
        </Group>
      </svg>
    </div>
  );
}
