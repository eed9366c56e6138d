/** How each remote is named to staff when something goes wrong with it, in the current language. */
import { i18n } from '@screening/shared';

export interface AreaInfo {
  title: string;
  unavailable: string;
}

const KNOWN = ['camps', 'users', 'patients', 'clinical', 'reports', 'dashboard'];

export function areaOf(remote: string): AreaInfo {
  const t = i18n.getFixedT(null, 'host');
  return KNOWN.includes(remote)
    ? { title: t(`areas.${remote}`), unavailable: t(`remote.unavailable.${remote}`) }
    : { title: remote, unavailable: t('remote.unavailable.other', { area: remote }) };
}
