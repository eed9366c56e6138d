import { useState } from 'react';

/**
 * True from the first time `open` is true on. A sidebar or dialog is mounted only then: a closed antd Drawer or
 * Modal still generates its styles when it renders, work that would otherwise delay home after every sign-in;
 * once opened, it stays mounted so that closing it animates.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  // Derived state, set during render (React re-renders at once, before committing).
  if (open && !opened) setOpened(true);
  return open || opened;
}
