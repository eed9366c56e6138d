import { useState } from 'react';
import type { FollowUp, ParticipantView } from '@screening/shared';
import { Button, Modal, PrinterOutlined, Radio } from '@screening/shared/ui';
import { useClinicalTranslation } from '../i18n';
import { PrintedSlip, ReferralSlip, SLIP_PAPERS, type SlipPaper } from './referral-slip';

export interface SlipDialogProps {
  participant: ParticipantView;
  followUp: FollowUp;
  onClose: () => void;
}

/** Print slip: the paper (A5 unless a receipt printer is chosen), a preview of the slip, Print. */
export function SlipDialog({ participant, followUp, onClose }: SlipDialogProps) {
  const { t } = useClinicalTranslation();
  const [paper, setPaper] = useState<SlipPaper>('A5');
  // The printed copy's QR code is drawn before the print dialog may open.
  const [ready, setReady] = useState(false);
  return (
    <Modal
      open
      centered
      width={560}
      title={t('pv.slip.title', { name: participant.name ?? participant.registrationId })}
      onCancel={onClose}
      footer={[
        <Button key="cancel" onClick={onClose}>
          {t('common.cancel', { ns: 'shared' })}
        </Button>,
        <Button
          key="print"
          type="primary"
          icon={<PrinterOutlined aria-hidden />}
          disabled={!ready}
          onClick={() => window.print()}
        >
          {t('pv.slip.print')}
        </Button>,
      ]}
    >
      <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
        <div>
          <div id="slip-paper" style={{ marginBottom: 8 }}>
            {t('pv.slip.paper')}
          </div>
          <Radio.Group
            aria-labelledby="slip-paper"
            optionType="button"
            value={paper}
            onChange={(event) => {
              setReady(false);
              setPaper(event.target.value as SlipPaper);
            }}
          >
            {SLIP_PAPERS.map((value) => (
              <Radio.Button key={value} value={value}>
                {t(`pv.slip.papers.${value}`)}
              </Radio.Button>
            ))}
          </Radio.Group>
        </div>
        <div style={{ overflowX: 'auto' }}>
          <ReferralSlip participant={participant} followUp={followUp} paper={paper} />
        </div>
      </div>
      <PrintedSlip key={paper} participant={participant} followUp={followUp} paper={paper} onReady={() => setReady(true)} />
    </Modal>
  );
}
