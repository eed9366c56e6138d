import { participantLabel, type Participant } from '@screening/shared';
import { Panel } from '@screening/shared/ui';
import { useClinicalTranslation } from '../i18n';

/** Who the form is about: 'Participant: Meena 42/FEMALE' and the registration ID. */
export function ParticipantBanner({ participant }: { participant: Participant }) {
  const { t } = useClinicalTranslation();
  return (
    <Panel role="region" aria-label={t('exam.participant')} style={{ marginBottom: 16 }}>
      <p style={{ margin: 0 }}>
        <strong>{t('exam.participantLabel')} </strong>
        {participantLabel(participant)}
      </p>
      <p style={{ margin: 0 }}>
        <strong>{t('exam.id')} </strong>
        {participant.registrationId || '-'}
      </p>
    </Panel>
  );
}
