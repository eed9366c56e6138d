import { participantLabel, type Participant } from '@screening/shared';
import { Panel } from '@screening/shared/ui';

/** Who the form is about: 'Participant: Meena 42/FEMALE' and the registration ID. */
export function ParticipantBanner({ participant }: { participant: Participant }) {
  return (
    <Panel role="region" aria-label="Participant" style={{ marginBottom: 16 }}>
      <p style={{ margin: 0 }}>
        <strong>Participant: </strong>
        {participantLabel(participant)}
      </p>
      <p style={{ margin: 0 }}>
        <strong>ID: </strong>
        {participant.registrationId || '-'}
      </p>
    </Panel>
  );
}
