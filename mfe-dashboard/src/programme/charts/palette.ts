/** Series colours: each at least 3:1 against white (WCAG 1.4.11) and told apart without red-green. */
export const SERIES_COLOURS = ['#003366', '#c2410c', '#2f7ebc', '#6b7b1f'] as const;

export const colourOf = (index: number): string => SERIES_COLOURS[index % SERIES_COLOURS.length];

/**
 * Axis lines and their labels: the labels at 4.5:1 against white, in the page's fonts (visx would name Arial, which
 * has no Tamil: a week's name in Tamil would be drawn in boxes on a device without a Tamil font of its own).
 */
export const AXIS = { stroke: '#8795a8', tickStroke: '#8795a8' } as const;
const TICK_TEXT = { className: 'db-chart__tick', fill: '#3d4b5c', fontSize: 12, fontFamily: 'inherit' } as const;
export const TICKS_BELOW = { ...TICK_TEXT, textAnchor: 'middle' } as const;
export const TICKS_LEFT = { ...TICK_TEXT, textAnchor: 'end', dx: -4 } as const;

/** A label cut to fit the space beside a bar; the whole of it is in the table and in the bar's title. */
export function shortLabel(label: string, max: number): string {
  const letters = Array.from(label);
  return letters.length <= max ? label : `${letters.slice(0, Math.max(1, max - 1)).join('')}…`;
}
