import type { CSSProperties } from 'react';
import './ui-kit.css';

/** A spinning ring (decorative: the text beside it, or the Loader's status role, says what is happening). */
export function Spinner({ size = 'small', style }: { size?: 'small' | 'large'; style?: CSSProperties }) {
  return <span className={`sc-spinner sc-spinner--${size}`} style={style} aria-hidden="true" />;
}
