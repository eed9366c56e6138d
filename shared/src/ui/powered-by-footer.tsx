/**
 * The footer of every screen: 'Powered By' and the provider logo (docs/screens.md §1).
 * Plain React on purpose: the login screen renders it, and antd must stay off the login path (docs/architecture.md §5).
 */
import { useState, type CSSProperties } from 'react';
import { useTranslation } from '../i18n/i18n';
import providerLogo from '../assets/provider-logo.svg';

const footerStyle: CSSProperties = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 8,
  padding: '12px 16px',
  color: '#595959',
  fontSize: 14,
};

export interface PoweredByFooterProps {
  className?: string;
  /** The provider's logo; defaults to the suite's own mark. */
  logoSrc?: string;
  logoAlt?: string;
}

export function PoweredByFooter({ className, logoSrc = providerLogo, logoAlt }: PoweredByFooterProps) {
  const { t } = useTranslation('shared');
  // A logo that fails to load is hidden rather than shown as a broken image (docs/screens.md §8).
  const [logoFailed, setLogoFailed] = useState(false);
  return (
    <footer className={className} style={footerStyle}>
      <span>{t('footer.poweredBy')}</span>
      {!logoFailed && <img src={logoSrc} alt={logoAlt ?? t('footer.logoAlt')} height={32} onError={() => setLogoFailed(true)} />}
    </footer>
  );
}
