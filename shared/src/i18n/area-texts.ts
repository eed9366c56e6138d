/**
 * An area's texts (one namespace): its catalogues registered once, asked again after a failure (a Retry fetches
 * anew), and its messages translated. The area keeps only its literal `import()` calls, which webpack needs to
 * name and split the chunks.
 */
import { registerTranslations, translateMessage, useTranslation, type CatalogueSource } from './i18n';

/** A catalogue's own chunk: `() => import('../translations/ta.json')`. */
type Loader = Extract<CatalogueSource, () => unknown>;

export interface AreaTextSources {
  /** The whole English catalogue. */
  english: Loader;
  /** The Tamil catalogue (fetched only when Tamil is chosen). */
  tamil: Loader;
  /** English of the screens the area opens first (its catalogue's `first` section), bundled or a chunk of its own. */
  first?: CatalogueSource;
}

export interface AreaTexts {
  /** Every text of the area in the current language. */
  loadTexts(): Promise<void>;
  /** The texts of the first screens, unless the whole catalogue is registered already. */
  loadFirstTexts(): Promise<void>;
  /** The area's `t`. */
  useTexts(): ReturnType<typeof useTranslation>;
  /** A message the code or the server words in English, in the current language (translateMessage). */
  message(text: string): string;
  message(text: string | null | undefined): string | null | undefined;
}

export function areaTexts(namespace: string, { english, tamil, first }: AreaTextSources): AreaTexts {
  let whole: Promise<void> | null = null;
  let firstPart: Promise<void> | null = null;
  /** Registers the catalogues; a failure forgets the attempt. */
  const register = (en: CatalogueSource, forget: () => void): Promise<void> =>
    registerTranslations(namespace, { en, ta: tamil }).catch((error: unknown) => {
      forget();
      throw error;
    });
  const loadTexts = (): Promise<void> => (whole ??= register(english, () => (whole = null)));
  function message(text: string): string;
  function message(text: string | null | undefined): string | null | undefined;
  function message(text: string | null | undefined): string | null | undefined {
    return text ? translateMessage(text, namespace) : text;
  }
  return {
    loadTexts,
    loadFirstTexts: () => {
      if (whole || !first) return loadTexts();
      return (firstPart ??= register(first, () => (firstPart = null)));
    },
    useTexts: () => useTranslation(namespace),
    message,
  };
}
