/**
 * A QR code of a text (an authenticator's key, a participant's Registration ID), drawn as an SVG image. Plain React,
 * no antd: the login screen shows one too. The qrcode library is fetched only when a code is drawn, never on the login
 * screen's way (its chunk is named on-demand-*, so nothing prefetches it).
 */
import { useEffect, useState } from 'react';

export interface QrCodeProps {
  text: string;
  /** Its alternative text. */
  label: string;
  /** Its side, in CSS pixels (or another length, e.g. '30mm' on paper). */
  size?: number | string;
  /** Called once the image is drawn (a slip is printed only then). */
  onReady?: () => void;
}

export function QrCode({ text, label, size = 200, onReady }: QrCodeProps) {
  const [image, setImage] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let current = true;
    setImage(null);
    setFailed(false);
    import(/* webpackChunkName: "on-demand-qrcode" */ 'qrcode')
      .then((qrcode) => qrcode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }))
      .then(
        (svg) => current && setImage(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`),
        () => current && setFailed(true),
      );
    return () => {
      current = false;
    };
  }, [text]);
  useEffect(() => {
    if (image) onReady?.();
    // onReady is a notice of this image, not a reason to notify again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [image]);
  // Without the image (its library did not arrive) what it encodes is printed beside it anyway.
  if (failed) return null;
  const box = { width: size, height: size };
  return image ? (
    <img src={image} alt={label} style={box} />
  ) : (
    <span role="img" aria-label={label} aria-busy="true" style={{ ...box, display: 'inline-block' }} />
  );
}
