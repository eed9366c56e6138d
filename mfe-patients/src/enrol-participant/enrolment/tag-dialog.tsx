import { TAG_REASONS, tagReasonCode } from '@screening/shared';
import { Button, codeRule, Form, FormError, Modal, Select, useRuleForm, type SelectProps } from '@screening/shared/ui';
import { translated, usePatientsTranslation } from '../../i18n';
import { FormField } from '../wizard/field';

export const TAG_TITLE = 'How would you like to tag this participant?';

export interface TagDialogProps {
  open: boolean;
  busy: boolean;
  /** A failed tag call. */
  error: string | null;
  onClose: () => void;
  onSave: (reason: string) => void;
}

const TAG_FIELD_IDS = { reason: 'tag-reason' };
const REASON_RULES = [codeRule(tagReasonCode)];

/** Save on the enrolment form: tags the participant with one of the eight reasons (docs/screens.md §5). */
export function TagDialog({ open, busy, error, onClose, onSave }: TagDialogProps) {
  const { t } = usePatientsTranslation();
  const { form, formProps } = useRuleForm<{ reason: string }>({ fieldIds: TAG_FIELD_IDS });
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
        <Button key="save" type="primary" onClick={() => form.submit()} loading={busy}>
          {t('enrol.save')}
        </Button>,
      ]}
    >
      <FormError message={translated(error)} />
      <Form<{ reason: string }>
        {...formProps}
        layout="vertical"
        component="div"
        initialValues={{ reason: '' }}
        onFinish={({ reason }) => onSave(reason)}
      >
        <FormField
          id="tag-reason"
          name="reason"
          label={t('tag.reason')}
          required
          rules={REASON_RULES}
          // No reason yet ('') shows the placeholder.
          getValueProps={(reason: string) => ({ value: reason || undefined })}
        >
          {(a11y) => <TagReasonSelect {...a11y} />}
        </FormField>
      </Form>
    </Modal>
  );
}

/** The eight reasons of docs/screens.md §5, in the current language; the value is the reason's English. */
export function TagReasonSelect(props: Omit<SelectProps<string>, 'id' | 'options' | 'placeholder'>) {
  const { t } = usePatientsTranslation();
  return (
    // After the props: a Form.Item gives its own id to a control that has none.
    <Select
      {...props}
      id="tag-reason"
      placeholder={t('tag.select')}
      options={TAG_REASONS.map((r, index) => ({ value: r, label: t(`tag.reasons.${index}`) }))}
    />
  );
}
