import type { ReactNode } from 'react';
import './ui-kit.css';

export type TagColor = 'default' | 'green' | 'red' | 'orange' | 'blue';

/** A short label in a tinted box (a status, a kind of examination). */
export function Tag({ color = 'default', children }: { color?: TagColor | string; children: ReactNode }) {
  return <span className={`sc-tag sc-tag--${color}`}>{children}</span>;
}
