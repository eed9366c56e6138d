import { useLayoutEffect, useRef, useState } from 'react';

/** Before the first measure, and where nothing lays pages out (tests), a chart is drawn this wide. */
const DEFAULT_WIDTH = 640;

/** The width of the element `ref` is on, followed as the window (or a tablet's rotation) changes it. */
export function useWidth<T extends HTMLElement>(): [React.RefObject<T | null>, number] {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(DEFAULT_WIDTH);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      if (element.clientWidth > 0) setWidth(element.clientWidth);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width];
}

/** The font a chart's labels are drawn in, as the page styles them (13 px): what a label is measured in. */
export function useLabelFont(ref: React.RefObject<HTMLElement | null>): string {
  const [family, setFamily] = useState('sans-serif');
  useLayoutEffect(() => {
    if (ref.current) setFamily(getComputedStyle(ref.current).fontFamily || 'sans-serif');
  }, [ref]);
  return `13px ${family}`;
}
