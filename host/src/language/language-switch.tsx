/**
 * English / தமிழ் (issue 19): on the login screen and in the account sidebar. The whole suite changes at once, no
 * reload, and this device remembers the choice. Plain elements: it is on the login path (no antd).
 */
import { LANGUAGES, setLanguage } from '@screening/shared/core';
import { useHostTranslation } from '../i18n';
import './language-switch.css';

export function LanguageSwitch({ className }: { className?: string }) {
  const { t, i18n } = useHostTranslation();
  return (
    <div role="group" aria-label={t('login.language')} className={className ? `language-switch ${className}` : 'language-switch'}>
      {LANGUAGES.map(({ code, name }) => (
        <button
          key={code}
          type="button"
          lang={code}
          className="language-switch__option"
          aria-pressed={i18n.language === code}
          // A language whose texts cannot be fetched (offline) leaves the screen as it is; choosing again retries.
          onClick={() => void setLanguage(code).catch(() => undefined)}
        >
          {name}
        </button>
      ))}
    </div>
  );
}
