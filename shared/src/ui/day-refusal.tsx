import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { translateMessage, useTranslation } from '../i18n/i18n';
import { typedDayRefusal, type DayLimits } from './day-format';

/**
 * A date field's own message about typed text it did not take (see typedDayRefusal), judged when the text is
 * confirmed with Enter or the field is left. The text is kept as it is typed: by the time the field is left antd
 * may already have emptied it.
 */
export function DayRefusal({ limits, children }: { limits: DayLimits; children: (refusal: RefusalState) => ReactNode }) {
  // Re-rendered when the language changes, so a known message follows it.
  useTranslation('shared');
  const [refusal, setRefusal] = useState<string | null>(null);
  const id = useId();
  const typed = useRef<string | null>(null);
  const check = () => {
    if (typed.current !== null) setRefusal(typedDayRefusal(typed.current, limits));
  };
  const state: RefusalState = {
    refusal,
    describedBy: (own) => [own, refusal ? id : null].filter(Boolean).join(' ') || undefined,
    taken: () => {
      typed.current = null;
      setRefusal(null);
    },
  };
  return (
    <div
      className="day-field"
      onChangeCapture={(event: FormEvent<HTMLElement>) => {
        const input = event.target as HTMLInputElement;
        if (input.tagName === 'INPUT') typed.current = input.value;
      }}
      onBlurCapture={check}
      onKeyDownCapture={(event) => {
        if (event.key === 'Enter' || event.key === 'Tab') check();
      }}
    >
      {children(state)}
      {refusal && (
        <div id={id} role="alert" className="day-refusal">
          {translateMessage(refusal)}
        </div>
      )}
    </div>
  );
}

export interface RefusalState {
  /** The message shown, or null. */
  refusal: string | null;
  /** The field's aria-describedby: the caller's ids, then the message's while it shows. */
  describedBy: (own?: string) => string | undefined;
  /** A day was taken: the message goes. */
  taken: () => void;
}
