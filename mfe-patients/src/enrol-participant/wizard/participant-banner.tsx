import { participantLabel, type Participant } from '@screening/shared';
import './wizard.css';

/** The participant in progress, on every step: 'Participant: Meena 42/FEMALE', 'ID: 1203045007000012'. */
export function ParticipantBanner({ participant }: { participant: Participant }) {
  return (
    <section className="pt-participant" aria-label="Participant in progress">
      <span>
        Participant: <strong>{participantLabel(participant)}</strong>
      </span>
      <span>
        ID: <strong>{participant.registrationId}</strong>
      </span>
    </section>
  );
}
