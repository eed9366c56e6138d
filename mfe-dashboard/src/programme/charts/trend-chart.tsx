/** Lines over the weeks of the range, one per series. */
import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleLinear } from '@visx/scale';
import { LinePath } from '@visx/shape';
import { largestValue, type Figures } from './figures';
import { Legend } from './legend';
import { useNumberFormats } from './number-format';
import { AXIS, colourOf, TICKS_BELOW, TICKS_LEFT } from './palette';
import { useWidth } from './use-width';

const HEIGHT = 240;
const MARGIN = { top: 12, right: 16, bottom: 32, left: 52 };
/** The bottom axis names a week every this many pixels at most. */
const TICK_SPACING = 80;

export interface TrendChartProps {
  figures: Figures;
  label: string;
  /** A row's short name under the axis (its key is the week's Monday). */
  tickLabel: (rowKey: string) => string;
}

export function TrendChart({ figures, label, tickLabel }: TrendChartProps) {
  const [ref, width] = useWidth<HTMLDivElement>();
  const { count } = useNumberFormats();
  const plotWidth = Math.max(40, width - MARGIN.left - MARGIN.right);
  const plotHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const last = Math.max(1, figures.rows.length - 1);
  const x = scaleLinear<number>({ domain: [0, last], range: [0, plotWidth] });
  const y = scaleLinear<number>({ domain: [0, largestValue(figures)], range: [plotHeight, 0], nice: true });
  const every = Math.max(1, Math.ceil(figures.rows.length / Math.max(1, Math.floor(plotWidth / TICK_SPACING))));
  const ticks = figures.rows.map((_, index) => index).filter((index) => index % every === 0);
  return (
    <div ref={ref} className="db-chart">
      <Legend series={figures.series} />
      <svg width={width} height={HEIGHT} role="img" aria-label={label}>
        <Group left={MARGIN.left} top={MARGIN.top}>
          {figures.series.map((s, index) => (
            <Group key={s.key}>
              <LinePath
                data={figures.rows}
                x={(_, i) => x(i)}
                y={(row) => y(row.values[index] ?? 0)}
                stroke={colourOf(index)}
                strokeWidth={2}
              />
              {figures.rows.map((row, i) => (
                <circle key={row.key} cx={x(i)} cy={y(row.values[index] ?? 0)} r={3} fill={colourOf(index)}>
                  <title>{`${row.label}, ${s.label}: ${count(row.values[index] ?? 0)}`}</title>
                </circle>
              ))}
            </Group>
          ))}
          <AxisLeft scale={y} numTicks={4} tickFormat={(value) => count(Number(value))} {...AXIS} tickLabelProps={TICKS_LEFT} />
          <AxisBottom
            top={plotHeight}
            scale={x}
            tickValues={ticks}
            tickFormat={(value) => tickLabel(figures.rows[Number(value)]?.key ?? '')}
            {...AXIS}
            tickLabelProps={TICKS_BELOW}
          />
        </Group>
      </svg>
    </div>
  );
}
