import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorMessage, httpStatus } from '@screening/shared';
import { Alert, Button, Input, Modal, type InputRef } from '@screening/shared/ui';
import { useClinicalTranslation } from '../i18n';
import { PARTICIPANT_PARAM, PATHS } from '../paths';
import { participantBySlip } from './follow-up.api';

export interface ScanSlipDialogProps {
  onClose: () => void;
}

type CameraState = 'starting' | 'on' | 'unavailable';

/**
 * Scan slip: the device's back camera reads the QR code of her slip (zxing, fetched when the dialog opens) and her view
 * opens. A USB scanner types the Registration ID into the field and presses Enter; staff may type it too. An ID
 * outside the caller's clinics is "not found", as for any record.
 */
export function ScanSlipDialog({ onClose }: ScanSlipDialogProps) {
  const { t } = useClinicalTranslation();
  const navigate = useNavigate();
  // The dialog's content mounts in a portal after the dialog itself: the camera starts once its video element exists.
  const [video, setVideo] = useState<HTMLVideoElement | null>(null);
  const field = useRef<InputRef>(null);
  const [camera, setCamera] = useState<CameraState>('starting');
  const [typed, setTyped] = useState('');
  const [looking, setLooking] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // The camera reads a code many times a second: one look-up at a time, and never the same code twice in a row.
  const lastRead = useRef<string | null>(null);
  const busy = useRef(false);

  const open = async (registrationId: string) => {
    const id = registrationId.trim();
    if (id === '' || busy.current) return;
    busy.current = true;
    setLooking(true);
    setFailure(null);
    try {
      const found = await participantBySlip(id);
      navigate(`${PATHS.participant}?${PARTICIPANT_PARAM}=${found.id}`);
    } catch (error) {
      setFailure(
        httpStatus(error) === 404
          ? t('pv.scan.notFound', { id })
          : errorMessage(error, { fallback: t('pv.failed'), network: t('pv.scan.offline') }),
      );
    } finally {
      busy.current = false;
      setLooking(false);
    }
  };
  const openRef = useRef(open);
  openRef.current = open;

  useEffect(() => {
    let stopped = false;
    let stop: (() => void) | null = null;
    if (!navigator.mediaDevices?.getUserMedia) {
      setCamera('unavailable');
      return;
    }
    const element = video;
    if (!element) return;
    import(/* webpackChunkName: "on-demand-zxing" */ '@zxing/browser')
      .then(({ BrowserQRCodeReader }) =>
        new BrowserQRCodeReader().decodeFromConstraints({ video: { facingMode: 'environment' } }, element, (result) => {
          const text = result?.getText();
          if (!text || text === lastRead.current) return;
          lastRead.current = text;
          void openRef.current(text);
        }),
      )
      .then(
        (controls) => {
          if (stopped) controls.stop();
          else {
            stop = () => controls.stop();
            setCamera('on');
          }
        },
        () => !stopped && setCamera('unavailable'),
      );
    return () => {
      stopped = true;
      stop?.();
    };
  }, [video]);

  return (
    <Modal
      open
      centered
      title={t('pv.scan.title')}
      onCancel={onClose}
      // A USB scanner types where the focus is: in the field, from the start.
      afterOpenChange={(opened) => opened && field.current?.focus()}
      footer={<Button onClick={onClose}>{t('common.cancel', { ns: 'shared' })}</Button>}
    >
      <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
        <video
          ref={setVideo}
          muted
          playsInline
          aria-label={t('pv.scan.camera')}
          style={{ width: '100%', maxHeight: 320, background: '#000', display: camera === 'unavailable' ? 'none' : 'block' }}
        />
        <p role="status" style={{ margin: 0 }}>
          {camera === 'starting' ? t('pv.scan.starting') : camera === 'on' ? t('pv.scan.point') : t('pv.scan.noCamera')}
        </p>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            lastRead.current = null;
            void open(typed);
          }}
          style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
        >
          <label htmlFor="scan-slip-id">{t('pv.scan.typed')}</label>
          <div style={{ display: 'flex', gap: 8 }}>
            <Input
              id="scan-slip-id"
              ref={field}
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              autoComplete="off"
              maxLength={60}
            />
            <Button type="primary" htmlType="submit" loading={looking} disabled={typed.trim() === ''}>
              {t('pv.scan.open')}
            </Button>
          </div>
        </form>
        {failure && <Alert type="error" showIcon role="alert" title={failure} />}
      </div>
    </Modal>
  );
}
