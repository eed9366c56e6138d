import { useState } from 'react';
import { TAG_REASONS, tagReasonError } from '@screening/shared';
import { Button, Form, FormError, Modal, Select } from '@screening/shared/ui';
import { translated, usePatientsTranslation } from '../../i18n';
import { Field, describedBy } from '../wizard/field';

export const TAG_TITLE = 'How would you like to tag this participant?';

export interface TagDialogProps {
  open: boolean;
  busy: boolean;
  /** A failed tag call. */
  error: string | null;
  onClose: () => void;
  onSave: (reason: string) => void;
}

/** Save on the enrolment form: tags the participant with one of the eight reasons (SPEC §5). */
export function TagDialog({ open, busy, error, onClose, onSave }: TagDialogProps) {
  const { t } = usePatientsTranslation();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const save = () => {
    const problem = tagReasonError(reason);
    setReasonError(problem);
    if (!problem) onSave(reason);
  };
  return (
    <Modal
      open={open}
      title={translated(TAG_TITLE)}
      onCancel={onClose}
      centered
      destroyOnHidden
      mask={{ closable: !busy }}
      footer={[
        <Button key="close" onClick={onClose} disabled={busy}>
          {t('common.close', { ns: 'shared' })}
        </Button>,
        <Button key="save" type="primary" onClick={save} loading={busy}>
          {t('enrol.save')}
        </Button>,
      ]}
    >
      <FormError message={translated(error)} />
      <Form layout="vertical" component="div">
        <Field id="tag-reason" label={t('tag.reason')} required error={reasonError}>
          <Select
            id="tag-reason"
            value={reason || undefined}
            placeholder={t('tag.select')}
            options={TAG_REASONS.map((r, index) => ({ value: r, label: t(`tag.reasons.${index}`) }))}
            onChange={(value: string) => {
              setReason(value);
              setReasonError(null);
            }}
            status={reasonError ? 'error' : undefined}
            {...describedBy('tag-reason', reasonError)}
          />
        </Field>
      </Form>
    </Modal>
  );
}
