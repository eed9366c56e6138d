/**
 * The words of the server's mail, in every language of the suite (`server/translations/<language>.json`; the
 * catalogue test of shared checks that each language has every key). `{{name}}` placeholders are filled from params.
 */
import { fillPlaceholders, type ApiErrorParams } from '@screening/domain/api';
import english from '../../translations/en.json' with { type: 'json' };
import tamil from '../../translations/ta.json' with { type: 'json' };

const CATALOGUES = { en: english.mail, ta: tamil.mail } as const;

type Section = keyof typeof english.mail;
export type MailKey = { [S in Section]: `${S}.${keyof (typeof english.mail)[S] & string}` }[Section];

/** A mail text in `language`, with its params filled in. */
export function mailText(language: keyof typeof CATALOGUES, key: MailKey, params: ApiErrorParams = {}): string {
  const [section, name] = key.split('.') as [Section, string];
  return fillPlaceholders((CATALOGUES[language][section] as Record<string, string>)[name], params);
}
