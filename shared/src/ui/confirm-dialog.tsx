import { Button, Modal } from 'antd';
import { useTranslation } from '../i18n/i18n';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: string;
  onYes: () => void;
  /** Also called by Esc and the close icon: dismissing is answering No. */
  onNo: () => void;
  yesLabel?: string;
  noLabel?: string;
  /** Disables Yes while its action runs. */
  busy?: boolean;
}

/**
 * A yes/no question: 'This Outreach Clinic does not exist' / 'Do you want to create a new Outreach Clinic?',
 * or the eligibility Finish confirmation.
 */
export function ConfirmDialog({ open, title, message, onYes, onNo, yesLabel, noLabel, busy = false }: ConfirmDialogProps) {
  const { t } = useTranslation('shared');
  return (
    <Modal
      open={open}
      title={title}
      onCancel={onNo}
      centered
      // Yes or No only; Esc still answers No.
      closable={false}
      destroyOnHidden
      footer={[
        <Button key="no" onClick={onNo}>
          {noLabel ?? t('common.no')}
        </Button>,
        <Button key="yes" type="primary" onClick={onYes} loading={busy}>
          {yesLabel ?? t('common.yes')}
        </Button>,
      ]}
    >
      <p>{message}</p>
    </Modal>
  );
}
