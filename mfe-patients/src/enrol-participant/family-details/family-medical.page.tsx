import { PREFILL_TYPE } from '@screening/shared';
import { usePatientsTranslation } from '../../i18n';
import { PATHS } from '../../paths';
import { FamilyStepPage, type FamilyStepConfig } from './family-step';

export const FAMILY_MEDICAL_LOAD_FAILED = 'Failed to load family medical metrics. Please try again.';
export const FAMILY_MEDICAL_NOTE = 'Provide the details if any of the family members has cancer history';

const CONFIG: FamilyStepConfig = {
  step: PATHS.familyMedical,
  kind: 'medical',
  stage: 'FAMILY_MEDICAL',
  prefillType: PREFILL_TYPE.familyMedical,
  definitionKey: 'testMetrics',
  historyKey: 'familyMedicalMetrics',
  loadError: FAMILY_MEDICAL_LOAD_FAILED,
  note: FAMILY_MEDICAL_NOTE,
  moves: ['prev', 'finish'],
  confirmFinish: false,
};

/** Family Medical Details: the cancer history of family members; the last step of the enrolment. */
export default function FamilyMedicalPage() {
  const { t } = usePatientsTranslation();
  return <FamilyStepPage title={t('title.familyMedical')} config={CONFIG} />;
}
