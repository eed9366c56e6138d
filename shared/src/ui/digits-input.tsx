import { useId, useState } from 'react';
import { Input, type InputProps } from 'antd';
import { i18n } from '../i18n/i18n';

export const DIGITS_ONLY_MESSAGE = 'Only digits can be typed here.';
export const LEADING_ZERO_MESSAGE = 'The number cannot start with 0.';
/** In the current language, like every message below (the constants above are the English texts). */
export const atMostDigitsMessage = (digits: number) => i18n.t('digits.atMost', { ns: 'shared', digits });

/**
 * Why a digits field kept `kept` of the text `typed` into it, or null when it kept all of it. The sanitiser drops
 * anything but digits, leading zeros or digits past the field's length; a person must hear which.
 * `lengthMessage` is the field's own message for a text cut to its length.
 */
export function typedDigitsRefusal(typed: string, kept: string, lengthMessage?: string): string | null {
  if (kept === typed) return null;
  const digits = typed.replace(/\D/g, '');
  const reasons: string[] = [];
  if (digits !== typed) reasons.push(i18n.t('messages.digitsOnly', { ns: 'shared' }));
  if (kept !== digits) {
    const unpadded = digits.replace(/^0+(?=\d)/, '');
    const withoutZeros = digits.replace(/^0+/, '');
    if (kept === unpadded || kept === withoutZeros) reasons.push(i18n.t('messages.leadingZero', { ns: 'shared' }));
    else if (kept.length < digits.length) reasons.push(lengthMessage ?? atMostDigitsMessage(kept.length));
  }
  return reasons.length > 0 ? reasons.join(' ') : null;
}

/** `value` and `onChange` are given by the form's Form.Item when the field is one of its named fields. */
export interface DigitsInputProps extends Omit<InputProps, 'onChange' | 'maxLength' | 'value'> {
  value?: string;
  /** What the field keeps of the typed text (digits only, cut to its length…); the previous text is `value`. */
  sanitise: (typed: string, previous: string) => string;
  /** The kept text. */
  onChange?: (kept: string) => void;
  /** The field's own message for a text cut to its length (default 'At most N digits.'). */
  lengthMessage?: string;
}

/**
 * A digits field that says why it did not keep what was typed or pasted, under the field and linked by
 * aria-describedby, until the next keystroke it keeps whole. The field's validation error stays as it is.
 * No maxLength: the browser would cut a paste without a word.
 */
export function DigitsInput({
  value = '',
  sanitise,
  onChange,
  lengthMessage,
  'aria-describedby': own,
  inputMode = 'numeric',
  ...input
}: DigitsInputProps) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const refusalId = useId();
  return (
    <>
      <Input
        {...input}
        inputMode={inputMode}
        value={value}
        aria-describedby={[own, refusal ? refusalId : null].filter(Boolean).join(' ') || undefined}
        onChange={(event) => {
          const typed = event.target.value;
          const kept = sanitise(typed, value);
          setRefusal(typedDigitsRefusal(typed, kept, lengthMessage));
          onChange?.(kept);
        }}
      />
      {refusal && (
        <div id={refusalId} role="alert" className="typed-refusal">
          {refusal}
        </div>
      )}
    </>
  );
}
