/**
 * What the set-up of a second factor shows wherever it happens (the login screen, the profile): how to add the
 * account to an authenticator app (its QR code, and the key as text for an app that cannot scan), and the recovery
 * codes, shown once. Plain React, no antd: the login screen shows them too.
 */
import { useTranslation } from '../i18n/i18n';
import { QrCode } from './qr-code';
import type { SecondFactorSetup } from '../types';

const MONOSPACE = { fontFamily: "'Roboto Mono', Consolas, 'Courier New', monospace", fontSize: 16, letterSpacing: 0.5 };

/** A base32 key in groups of four, as authenticator apps accept it typed. */
export const groupedKey = (secret: string): string => secret.replace(/(.{4})(?=.)/g, '$1 ');

/** Steps 1 and 2 of a set-up: install an app, then scan the QR code or type the key. */
export function SecondFactorSetupGuide({ setup }: { setup: SecondFactorSetup }) {
  const { t } = useTranslation('shared');
  return (
    <div className="second-factor-guide">
      <p>{t('secondFactor.install')}</p>
      <p>{t('secondFactor.scan')}</p>
      <div style={{ display: 'flex', justifyContent: 'center', margin: '4px 0 12px' }}>
        <QrCode text={setup.uri} label={t('secondFactor.qr')} />
      </div>
      <p>{t('secondFactor.keyIntro')}</p>
      <p>
        <span>{t('secondFactor.key')}: </span>
        <code data-testid="second-factor-key" style={{ ...MONOSPACE, wordBreak: 'break-word' }}>
          {groupedKey(setup.secret)}
        </code>
      </p>
    </div>
  );
}

/** The recovery codes an enrolment gave, with what to do with them: shown this once. */
export function RecoveryCodeList({ codes }: { codes: string[] }) {
  const { t } = useTranslation('shared');
  return (
    <>
      <p>{t('secondFactor.recoveryKeep')}</p>
      <ol aria-label={t('secondFactor.recoveryList')} style={{ columns: 2, margin: '0 0 20px', paddingLeft: 28 }}>
        {codes.map((code) => (
          <li key={code} style={{ padding: '3px 0' }}>
            <code style={MONOSPACE}>{code}</code>
          </li>
        ))}
      </ol>
    </>
  );
}
