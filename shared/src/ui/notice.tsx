import { createContext, useCallback, useContext, useRef, useState, type ReactNode } from 'react';
import { CheckCircleFilled, CloseCircleFilled } from './icons';
import './ui-kit.css';

export type NoticeKind = 'success' | 'error';
type Notify = (text: string, kind?: NoticeKind) => void;

const NoticeContext = createContext<Notify>(() => {});

/** How long a notice stays on screen. */
export const NOTICE_MS = 4000;

/**
 * Short confirmations ('User created successfully.') shown at the top of the screen for a few seconds and
 * announced politely. Lives with the shell, so a notice outlasts the page that gave it (a save, then back).
 */
export function NoticeProvider({ children }: { children: ReactNode }) {
  const [notices, setNotices] = useState<{ id: number; text: string; kind: NoticeKind }[]>([]);
  const next = useRef(0);
  const notify = useCallback<Notify>((text, kind = 'success') => {
    const id = ++next.current;
    setNotices((current) => [...current, { id, text, kind }]);
    setTimeout(() => setNotices((current) => current.filter((notice) => notice.id !== id)), NOTICE_MS);
  }, []);
  return (
    <NoticeContext.Provider value={notify}>
      {children}
      <div className="sc-notices" role="status" aria-live="polite">
        {notices.map((notice) => (
          <div key={notice.id} className={`sc-notice sc-notice--${notice.kind}`}>
            {notice.kind === 'error' ? (
              <CloseCircleFilled aria-hidden className="sc-notice__icon" />
            ) : (
              <CheckCircleFilled aria-hidden className="sc-notice__icon" />
            )}{' '}
            {notice.text}
          </div>
        ))}
      </div>
    </NoticeContext.Provider>
  );
}

/** Shows a short confirmation (see NoticeProvider). */
export const useNotice = (): Notify => useContext(NoticeContext);
