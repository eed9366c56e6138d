/** Series colours, one per series of the widest chart (the clinics': five): each at least 3:1 against white (WCAG 1.4.11)
 * and told apart without red-green. */
export const SERIES_COLOURS = ['#003366', '#c2410c', '#2f7ebc', '#6b7b1f', '#6b7280'] as const;

export const colourOf = (index: number): string => SERIES_COLOURS[index % SERIES_COLOURS.length];

/**
 * Axis lines and their labels: the labels at 4.5:1 against white, in the page's fonts (visx would name Arial, which
 * has no Tamil: a week's name in Tamil would be drawn in boxes on a device without a Tamil font of its own).
 */
export const AXIS = { stroke: '#8795a8', tickStroke: '#8795a8' } as const;
const TICK_TEXT = { className: 'db-chart__tick', fill: '#3d4b5c', fontSize: 12, fontFamily: 'inherit' } as const;
export const TICKS_BELOW = { ...TICK_TEXT, textAnchor: 'middle' } as const;
export const TICKS_LEFT = { ...TICK_TEXT, textAnchor: 'end', dx: -4 } as const;

/** The label's letters as a reader counts them: a Tamil consonant and its vowel sign stay together. */
function letters(label: string): string[] {
  if (typeof Intl.Segmenter !== 'function') return Array.from(label);
  return Array.from(new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(label), (part) => part.segment);
}

let measure: ((text: string, font: string) => number) | null | undefined;

/** The width a text takes in a font, or null where nothing draws text (tests). */
function textWidth(text: string, font: string): number | null {
  if (measure === undefined) {
    const context = typeof OffscreenCanvas === 'function' ? new OffscreenCanvas(1, 1).getContext('2d') : null;
    measure = context
      ? (t, f) => {
          context.font = f;
          return context.measureText(t).width;
        }
      : null;
  }
  return measure ? measure(text, font) : null;
}

/**
 * A label cut to fit `room` pixels beside a bar, measured in the font it is drawn in (Tamil takes more room than its
 * letters suggest); the whole of it is in the table and in the bar's title.
 */
export function fittedLabel(label: string, room: number, font: string): string {
  const parts = letters(label);
  const fits = (count: number) => {
    const text = count === parts.length ? label : `${parts.slice(0, count).join('')}…`;
    const width = textWidth(text, font);
    // Without a way to measure, about 8 px a letter at 13 px.
    return (width ?? Array.from(text).length * 8) <= room ? text : null;
  };
  if (fits(parts.length)) return label;
  let [low, high] = [1, parts.length - 1];
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (fits(middle)) low = middle;
    else high = middle - 1;
  }
  return fits(low) ?? `${parts[0]}…`;
}
