/** One participant's view (docs/follow-up.md): named by her id (from a card) or her Registration ID (from her slip). */
import { Type, type Static } from '@sinclair/typebox';
import { id, optional, text } from './common';

/**
 * POST /curable/participant/view: her id, or else her Registration ID as printed on her slip (read by a camera or typed
 * by a USB scanner). A POST, so that no address or access log carries the ID.
 */
export const ParticipantViewBody = Type.Object(optional({ candidateId: id, registrationId: text(60) }), {
  additionalProperties: false,
});
export type ParticipantViewBody = Static<typeof ParticipantViewBody>;
