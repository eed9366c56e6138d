import { useEffect, useRef } from 'react';

/**
 * Focus for a page's heading when the page opens (give the heading `tabIndex={-1}` and this ref). After a tile, a
 * Next or a sign-in, the control that was pressed is gone and focus falls to the page's body: a screen reader says
 * nothing of where she is, and Tab starts from the top of the shell. Something on the page that took focus itself
 * (a field focused on purpose) or an open dialog keeps it.
 */
export function useArrivalFocus<T extends HTMLElement>() {
  const heading = useRef<T>(null);
  useEffect(() => {
    const target = heading.current;
    const active = document.activeElement;
    if (
      !target ||
      (active && active !== document.body && (target.closest('main')?.contains(active) || active.closest('[role="dialog"]')))
    )
      return;
    target.focus({ preventScroll: true });
  }, []);
  return heading;
}
