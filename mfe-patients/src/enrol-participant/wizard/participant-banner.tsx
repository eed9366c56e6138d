import { participantLabel, type Participant } from '@screening/shared';
import { usePatientsTranslation } from '../../i18n';
import './wizard.css';

/** The participant in progress, on every step: 'Participant: Meena 42/FEMALE', 'ID: 1203045007000012'. */
export function ParticipantBanner({ participant }: { participant: Participant }) {
  const { t } = usePatientsTranslation();
  return (
    <section className="pt-participant" aria-label={t('step.inProgress')}>
      <span>
        {t('step.participant')} <strong>{participantLabel(participant)}</strong>
      </span>
      <span>
        {t('enrol.id')} <strong>{participant.registrationId}</strong>
      </span>
    </section>
  );
}
