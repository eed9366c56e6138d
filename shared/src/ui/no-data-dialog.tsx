import { Button, Modal } from 'antd';
import { useTranslation } from '../i18n/i18n';

export interface NoDataDialogProps {
  open: boolean;
  /** E.g. 'No candidates found'. */
  title: string;
  /** E.g. 'No candidates match your search. Please try a different search term.' */
  message: string;
  onClose: () => void;
}

/** A search found nothing: says so, with one Close button (Esc closes too). */
export function NoDataDialog({ open, title, message, onClose }: NoDataDialogProps) {
  const { t } = useTranslation('shared');
  return (
    <Modal
      open={open}
      title={title}
      onCancel={onClose}
      centered
      // One way out: the Close button (Esc still closes).
      closable={false}
      destroyOnHidden
      footer={
        <Button type="primary" onClick={onClose}>
          {t('common.close')}
        </Button>
      }
    >
      <p>{message}</p>
    </Modal>
  );
}
