import { useId, useState, type FormEvent } from 'react';
import { Button, Input } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { useTranslation } from '../i18n/i18n';
import './ui-kit.css';

export interface SearchBoxProps {
  /** E.g. 'Search By Clinic ID or Name'; also the field's accessible label unless `label` is given. */
  placeholder: string;
  /** Called with the trimmed text by Enter or the button. */
  onSearch: (text: string) => void;
  loading?: boolean;
  disabled?: boolean;
  buttonLabel?: string;
  /** Fewer trimmed characters than this keep the search from running. */
  minLength?: number;
  label?: string;
  /**
   * What may be searched for, in full, shown above the field as its label: the placeholder can then stay short
   * enough for a phone (a long one is cut there).
   */
  hint?: string;
  defaultValue?: string;
}

/** A search field and button: Enter or the button runs it; while loading the button reads 'Searching...'. */
export function SearchBox({
  placeholder,
  onSearch,
  loading = false,
  disabled = false,
  buttonLabel,
  minLength = 0,
  label,
  hint,
  defaultValue = '',
}: SearchBoxProps) {
  const { t } = useTranslation('shared');
  const id = useId();
  const hintId = `${id}-hint`;
  const [text, setText] = useState(defaultValue);
  const trimmed = text.trim();
  const tooShort = trimmed.length < minLength;
  const blocked = loading || disabled || tooShort;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!blocked) onSearch(trimmed);
  };

  return (
    <form role="search" className="sc-search" onSubmit={submit} noValidate>
      <label htmlFor={id} className={hint ? 'sc-search__label' : 'sc-visually-hidden'}>
        {hint ?? label ?? placeholder}
      </label>
      <div className="sc-search__input">
        <Input
          id={id}
          size="large"
          value={text}
          placeholder={placeholder}
          disabled={disabled}
          onChange={(event) => setText(event.target.value)}
          prefix={<SearchOutlined aria-hidden />}
          allowClear
          aria-describedby={minLength > 0 ? hintId : undefined}
        />
        {minLength > 0 && (
          <div id={hintId} className={tooShort && trimmed.length > 0 ? undefined : 'sc-visually-hidden'}>
            {t('search.atLeast', { count: minLength })}
          </div>
        )}
      </div>
      <Button type="primary" size="large" htmlType="submit" disabled={blocked}>
        {loading ? t('search.searching') : (buttonLabel ?? t('search.button'))}
      </Button>
    </form>
  );
}
