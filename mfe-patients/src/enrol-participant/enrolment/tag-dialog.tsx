import { useState } from 'react';
import { TAG_REASONS, tagReasonCode } from '@screening/shared';
import { Button, Form, FormError, Modal, ruleMessage, Select } from '@screening/shared/ui';
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

/** Save on the enrolment form: tags the participant with one of the eight reasons (docs/screens.md §5). */
export function TagDialog({ open, busy, error, onClose, onSave }: TagDialogProps) {
  const { t } = usePatientsTranslation();
  const [reason, setReason] = useState('');
  const [refusal, setRefusal] = useState<'TAG_REASON' | null>(null);
  const save = () => {
    const problem = tagReasonCode(reason);
    setRefusal(problem);
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
        <TagReasonField
          reason={reason}
          error={refusal && ruleMessage(refusal)}
          onChange={(value) => {
            setReason(value);
            setRefusal(null);
          }}
        />
      </Form>
    </Modal>
  );
}

export interface TagReasonFieldProps {
  reason: string;
  error: string | null | undefined;
  onChange: (reason: string) => void;
}

/** One of the eight reasons of docs/screens.md §5, in the tag dialog and in the correction of a refused tag. */
export function TagReasonField({ reason, error, onChange }: TagReasonFieldProps) {
  const { t } = usePatientsTranslation();
  return (
    <Field id="tag-reason" label={t('tag.reason')} required error={error}>
      <Select
        id="tag-reason"
        value={reason || undefined}
        placeholder={t('tag.select')}
        options={TAG_REASONS.map((r, index) => ({ value: r, label: t(`tag.reasons.${index}`) }))}
        onChange={onChange}
        status={error ? 'error' : undefined}
        {...describedBy('tag-reason', error)}
      />
    </Field>
  );
}
