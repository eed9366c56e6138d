/**
 * A menu entry's name as staff read it: in English the server's own words (SPEC), in another language the
 * catalogue's translation of a known menu (compared case- and space-insensitively), else the server's words.
 */
import { DEFAULT_LANGUAGE } from '@screening/shared';
import { useHostTranslation } from '../i18n';

const menuKey = (name: string) => `menus.${name.trim().replace(/\s+/g, ' ').toLowerCase()}`;

export function useMenuLabel(): (name: string) => string {
  const { i18n } = useHostTranslation();
  return (name) => {
    if (i18n.language === DEFAULT_LANGUAGE) return name;
    const translated: unknown = i18n.getResource(i18n.language, 'host', menuKey(name));
    return typeof translated === 'string' ? translated : name;
  };
}
