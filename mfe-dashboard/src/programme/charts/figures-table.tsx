import type { Figures } from './figures';
import { useNumberFormats } from './number-format';

/** The chart's numbers as a table: every row and series, the way a screen reader or a keyboard user reads them. */
export function FiguresTable({ figures, caption }: { figures: Figures; caption: string }) {
  const { count } = useNumberFormats();
  return (
    // A region that may scroll sideways on a phone is reachable by keyboard (tabIndex) and named.
    <div className="db-table-wrap" role="region" aria-label={caption} tabIndex={0}>
      <table className="db-table">
        <caption className="sc-visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{figures.rowHeading}</th>
            {figures.series.map((s) => (
              <th key={s.key} scope="col">
                {s.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {figures.rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{row.label}</th>
              {row.values.map((value, index) => (
                <td key={figures.series[index]?.key ?? index}>{count(value)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
