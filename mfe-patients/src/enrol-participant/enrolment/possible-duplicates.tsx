import type { PossibleDuplicate } from '@screening/shared';
import { Button, FormError, genderLabel, Modal, registrationCardFields, ResultCard, shownDay } from '@screening/shared/ui';
import { translated, usePatientsTranslation } from '../../i18n';

export const DUPLICATES_TITLE = 'This person may already be registered';
export const DUPLICATES_MESSAGE =
  'These participants have the same mobile number, or the same name and about the same age in this panchayat. Open her record if she is one of them.';
export const DUPLICATE_CHECK_FAILED =
  'Could not check whether this person is already registered. You can still enrol her as a new participant.';
export const ENROL_AS_NEW = 'Enrol as a new participant';
export const BACK_TO_FORM = 'Back to the form';

export interface PossibleDuplicatesDialogProps {
  /** The possible duplicates found, or 'failed' when the check itself did not answer; null: closed. */
  found: PossibleDuplicate[] | 'failed' | null;
  busy: boolean;
  onOpen: (duplicate: PossibleDuplicate) => void;
  onEnrolAsNew: () => void;
  /** Back to the form, with everything typed still in it. */
  onClose: () => void;
}

/** Before a new participant is created: who she may already be, each with a way to open her record. */
export function PossibleDuplicatesDialog({ found, busy, onOpen, onEnrolAsNew, onClose }: PossibleDuplicatesDialogProps) {
  const { t } = usePatientsTranslation();
  return (
    <Modal
      open={found !== null}
      title={translated(DUPLICATES_TITLE)}
      onCancel={onClose}
      centered
      destroyOnHidden
      mask={{ closable: !busy }}
      footer={[
        <Button key="back" onClick={onClose} disabled={busy}>
          {translated(BACK_TO_FORM)}
        </Button>,
        <Button key="new" type="primary" onClick={onEnrolAsNew} loading={busy}>
          {translated(ENROL_AS_NEW)}
        </Button>,
      ]}
    >
      {found === 'failed' ? (
        <FormError message={translated(DUPLICATE_CHECK_FAILED)} />
      ) : (
        <>
          <p className="pt-note">{translated(DUPLICATES_MESSAGE)}</p>
          <div className="pt-card-list">
            {(found ?? []).map((duplicate) => (
              <ResultCard
                key={duplicate.id}
                ariaLabel={`${duplicate.name ?? ''} ${duplicate.registrationId}`.trim()}
                fields={[
                  { label: t('card.name', { ns: 'shared' }), value: duplicate.name },
                  { label: t('first.age'), value: duplicate.age },
                  { label: t('gender.label', { ns: 'shared' }), value: genderLabel(duplicate.gender) },
                  ...registrationCardFields({
                    registraionId: duplicate.registrationId,
                    registrationId: duplicate.registrationId,
                    campName: `${duplicate.clinic.name} (${duplicate.clinic.outreachClinicId})`,
                  }),
                  { label: t('field.registrationDate'), value: shownDay(duplicate.registrationDate) },
                ]}
                actions={
                  <Button onClick={() => onOpen(duplicate)} disabled={busy}>
                    {t('enrol.open')}
                  </Button>
                }
              />
            ))}
          </div>
        </>
      )}
    </Modal>
  );
}
