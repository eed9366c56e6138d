/**
 * The suite's one i18next instance. @screening/shared is a federation singleton, so the host and every area read
 * and change the same language. Each package makes its catalogues known with `registerTranslations` (one namespace
 * per package); a language's catalogue is fetched only when that language is used. Applications reach i18next and
 * react-i18next only through this module (a lint rule says so): a second copy would hold a second language state.
 * It sits below the transport (the login screen shows before the HTTP client is fetched): the client reads a refusal's
 * words from it, and what it needs of the server (saving her choice) the composition root (install.ts) puts in place.
 */
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { useAuthStore } from '../auth/auth.store';
// Shared's English is bundled: the login screen and the validation messages need it before anything else.
import sharedEnglish from '../../translations/en.json';

export const LANGUAGES = [
  { code: 'en', name: 'English' },
  { code: 'ta', name: 'தமிழ்' },
] as const;
export type Language = (typeof LANGUAGES)[number]['code'];
export const DEFAULT_LANGUAGE: Language = 'en';
/** Where this device remembers the chosen language: the language code, nothing else. */
export const LANGUAGE_STORAGE_KEY = 'screening.language';

export interface Catalogue {
  [key: string]: string | Catalogue;
}
/** A catalogue as it is, or a loader (`() => import('../translations/ta.json')`) so it gets its own chunk. */
export type CatalogueSource = Catalogue | (() => Promise<{ default: Catalogue }>);
/** A package's catalogues by language. English is required: it is every other language's fallback. */
export type Catalogues = { en: CatalogueSource } & Partial<Record<Language, CatalogueSource>>;

/** Read through this module, so that whoever renders a text has the instance initialised first. */
export { useTranslation } from 'react-i18next';

export const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: LANGUAGES.map((language) => language.code),
  ns: ['shared'],
  defaultNS: 'shared',
  resources: { en: { shared: sharedEnglish } },
  // Catalogues are added by registerTranslations, never fetched by i18next itself.
  partialBundledLanguages: true,
  initAsync: false,
  // React escapes what it renders.
  interpolation: { escapeValue: false },
  returnEmptyString: false,
  // No Suspense: a switch of language loads first and then changes, so nothing waits behind a fallback; a
  // catalogue added later (an area registering while Tamil is chosen) re-renders those who read it.
  react: { useSuspense: false, bindI18nStore: 'added' },
});

/**
 * A server refusal in the user's language, by its code (shared's `errors` section), for the API client. English has
 * no such section: its words are the server's `message`, so the login screen carries no copy of them.
 */
export function translateRefusal(code: string, params: Record<string, unknown>): string | null {
  const key = `errors.${code}`;
  if (currentLanguage() === DEFAULT_LANGUAGE || !i18n.exists(key, { ns: 'shared' })) return null;
  return i18n.t(key, { ...params, ns: 'shared' });
}

const registered = new Map<string, Catalogues>([
  ['shared', { en: sharedEnglish, ta: () => import(/* webpackChunkName: "on-demand-shared-ta" */ '../../translations/ta.json') }],
]);

/** The sources already added: a package may register a part first (its login texts) and the whole later. */
const added = new WeakSet<CatalogueSource>();

async function loadCatalogue(namespace: string, language: Language): Promise<void> {
  const source = registered.get(namespace)?.[language];
  if (!source || added.has(source)) return;
  const catalogue = typeof source === 'function' ? (await source()).default : source;
  added.add(source);
  i18n.addResourceBundle(language, namespace, catalogue, true, true);
}

/** Every catalogue `language` needs (its own and the English fallback) of the given namespaces. */
function loadCatalogues(namespaces: Iterable<string>, language: Language): Promise<unknown> {
  return Promise.all([...namespaces].flatMap((ns) => [loadCatalogue(ns, language), loadCatalogue(ns, DEFAULT_LANGUAGE)]));
}

/**
 * Makes a package's catalogues known under its namespace (again, to replace a part given first with the whole).
 * Resolves once the current language's texts are in (at once for a catalogue given as it is), so an area can hold
 * its page until then.
 */
export function registerTranslations(namespace: string, catalogues: Catalogues): Promise<void> {
  registered.set(namespace, catalogues);
  // A package registering while a switch loads (an area's page run ahead as Tamil is chosen) loads the language
  // being switched to as well: the switch loaded only the catalogues known when it began, and would show it English.
  const languages = new Set([currentLanguage(), ...(switchingTo === null ? [] : [switchingTo])]);
  return Promise.all([...languages].map((language) => loadCatalogues([namespace], language))).then(() => undefined);
}

/**
 * What else a language needs besides its texts: its font, and its dayjs locale, which it returns applied once
 * the switch happens. dayjs is imported here, not above: the login screen in English does not need it.
 */
const LANGUAGE_SETUP: Record<Language, () => Promise<() => void>> = {
  en: async () => {
    const { default: dayjs } = await import('dayjs');
    return () => dayjs.locale('en');
  },
  ta: async () => {
    const [{ default: dayjs }] = await Promise.all([
      import('dayjs'),
      // The UMD locale registers itself on the shared dayjs instance.
      import(/* webpackChunkName: "on-demand-locale-ta" */ 'dayjs/locale/ta'),
      import(/* webpackChunkName: "on-demand-font-ta" */ './tamil-font').then(({ loadTamilFont }) => loadTamilFont()),
    ]);
    return () => dayjs.locale('ta');
  },
};

export const isLanguage = (value: unknown): value is Language => LANGUAGES.some((language) => language.code === value);

export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}

/** The language this device chose last, else English. */
export function storedLanguage(): Language {
  try {
    const stored = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

let latestChoice = 0;
/** The language a switch is loading, until it is shown (registerTranslations loads it too meanwhile). */
let switchingTo: Language | null = null;
/** A language chosen on the login screen: the user's own choice for the session she is about to start. */
let chosenBeforeSignIn = false;

let saveLanguage: ((language: Language) => Promise<unknown>) | null = null;

/** How a language is remembered for the signed-in user (her profile, over the API), given by the composition root. */
export function setLanguageSaver(save: (language: Language) => Promise<unknown>): void {
  saveLanguage = save;
}

/** Remembers the language for the signed-in user, on every device (her profile); a failure only loses that. */
function saveForUser(language: Language): void {
  void saveLanguage?.(language).catch(() => undefined);
}

/**
 * Shows the suite in `language` without a reload: its catalogues, dates and font are loaded first, then every
 * screen changes at once. `remember` keeps the choice on this device and, once signed in, for the user on every
 * device (`forUser: false` when it came from her profile). A later choice made meanwhile wins.
 */
export async function setLanguage(
  language: Language,
  { remember = true, forUser = remember }: { remember?: boolean; forUser?: boolean } = {},
): Promise<void> {
  const choice = ++latestChoice;
  if (forUser) {
    if (useAuthStore.getState().token) saveForUser(language);
    else chosenBeforeSignIn = true;
  }
  switchingTo = language;
  let applyLocale: () => void;
  try {
    [, applyLocale] = await Promise.all([loadCatalogues(registered.keys(), language), LANGUAGE_SETUP[language]()]);
  } finally {
    if (choice === latestChoice) switchingTo = null;
  }
  if (choice !== latestChoice) return;
  applyLocale();
  await i18n.changeLanguage(language);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  if (!remember) return;
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Private mode or a full storage: the choice holds for this page only.
  }
}

/**
 * At sign-in: a language chosen on the login screen becomes hers; otherwise the one she chose last (on any device)
 * is shown, and a user who never chose keeps the device's.
 */
export function applyUserLanguage(saved: unknown): void {
  if (chosenBeforeSignIn) {
    chosenBeforeSignIn = false;
    saveForUser(currentLanguage());
    return;
  }
  if (isLanguage(saved) && saved !== currentLanguage()) void setLanguage(saved, { forUser: false }).catch(() => undefined);
}

/** At start-up: the language this device chose. English needs nothing loaded; another language is loaded first. */
export function startLanguage(): Promise<void> {
  const language = storedLanguage();
  return language === currentLanguage() ? Promise.resolve() : setLanguage(language, { remember: false });
}

type MessageSections = { msg?: Record<string, string>; first?: { msg?: Record<string, string> } };

/**
 * The key of a namespace's message by its English (the words the code and the server use): in its `msg` section,
 * or in `first.msg`, the messages its first screens show before the rest of its catalogue is fetched.
 */
function messageKey(namespace: string, text: string): string | undefined {
  // Read afresh: an area's catalogue grows when its whole English follows its first part.
  const english = i18n.getResourceBundle(DEFAULT_LANGUAGE, namespace) as MessageSections | undefined;
  for (const [path, section] of [
    ['msg', english?.msg],
    ['first.msg', english?.first?.msg],
  ] as const) {
    const key = section && Object.keys(section).find((name) => section[name] === text);
    if (key) return `${path}.${key}`;
  }
  return undefined;
}

let sharedKeys: Map<string, string> | null = null;

/**
 * A message the suite knows, in the current language: a text of `namespace`'s `msg` or `first.msg` section (an
 * area's own messages, when given), else one of shared's `messages` (a SPEC text such as 'Login failed. Please try again.',
 * or a server refusal worded the same way); any other text as it is.
 */
export function translateMessage(text: string, namespace?: string): string {
  const own = namespace === undefined ? undefined : messageKey(namespace, text);
  if (own) return i18n.t(own, { ns: namespace });
  sharedKeys ??= new Map(Object.entries(sharedEnglish.messages).map(([key, english]) => [english, key]));
  const key = sharedKeys.get(text);
  return key ? i18n.t(`messages.${key}`, { ns: 'shared' }) : text;
}
