import { PREFILL_TYPE } from '@screening/shared';
import { usePatientsTranslation } from '../../i18n';
import { PATHS } from '../../paths';
import { FamilyStepPage, type FamilyStepConfig } from './family-step';

export const FAMILY_PERSONAL_LOAD_FAILED = 'Failed to load family personal metrics.';

const CONFIG: FamilyStepConfig = {
  step: PATHS.familyPersonal,
  kind: 'personal',
  stage: 'FAMILY_PERSONAL',
  prefillType: PREFILL_TYPE.familyPersonal,
  definitionKey: 'familyMetrics',
  historyKey: 'familyMetrics',
  loadError: FAMILY_PERSONAL_LOAD_FAILED,
  moves: ['prev', 'finish', 'next'],
  confirmFinish: true,
};

/** Family Personal Details: one card per family member. */
export default function FamilyPersonalPage() {
  const { t } = usePatientsTranslation();
  return <FamilyStepPage title={t('title.familyPersonal')} config={CONFIG} />;
}
