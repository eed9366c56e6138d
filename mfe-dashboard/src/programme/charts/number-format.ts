/** Numbers as staff read them: Indian digit grouping (1,00,000) in English and in Tamil. */
import { useDashboardTranslation } from '../../i18n';

const formats = new Map<string, Intl.NumberFormat>();
const percents = new Map<string, Intl.NumberFormat>();

const localeOf = (language: string) => (language === 'ta' ? 'ta-IN' : 'en-IN');

function cached(map: Map<string, Intl.NumberFormat>, language: string, options: Intl.NumberFormatOptions) {
  let format = map.get(language);
  if (!format) map.set(language, (format = new Intl.NumberFormat(localeOf(language), options)));
  return format;
}

export interface NumberFormats {
  /** A count; null (nothing recorded) as the table's dash. */
  count: (value: number | null) => string;
  /** A fraction from 0 to 1 as a percentage with one decimal; null as the table's dash. */
  percent: (value: number | null) => string;
}

export function useNumberFormats(): NumberFormats {
  const { i18n } = useDashboardTranslation();
  const language = i18n.language;
  return {
    count: (value) => (value === null ? '—' : cached(formats, language, { maximumFractionDigits: 1 }).format(value)),
    percent: (value) =>
      value === null ? '—' : cached(percents, language, { style: 'percent', maximumFractionDigits: 1 }).format(value),
  };
}
