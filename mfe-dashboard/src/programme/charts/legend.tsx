import type { Series } from './figures';
import { colourOf } from './palette';

/** Which colour is which series; read before the chart, as an ordinary list. */
export function Legend({ series }: { series: readonly Series[] }) {
  if (series.length < 2) return null;
  return (
    <ul className="db-legend">
      {series.map((s, index) => (
        <li key={s.key}>
          <span className="db-legend__swatch" style={{ background: colourOf(index) }} aria-hidden />
          {s.label}
        </li>
      ))}
    </ul>
  );
}
