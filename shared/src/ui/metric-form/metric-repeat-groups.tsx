/**
 * MetricRepeatGroups — the repeatable member cards of Family Personal and Family Medical (docs/screens.md §2, §5).
 *
 * Props:
 * - `definition: MetricGroup` — the served group (`params`, `repeat`, `repeatlabel`); the add button reads
 *   `repeatlabel` ('Add Member' / 'Add Member History'), 'Add Member' when absent.
 * - `members: FormMember[]` — one `{ id, answers }` per card (from `prefillMembers`; `id` null for new ones).
 * - `onChange(nextMembers: FormMember[], changed?: MemberFieldChange)` — after an edit, add or delete; member
 *   ids are carried over untouched. `changed` ({ index, testName }) names the edited field, so the page can
 *   clear its error; it is absent on add and delete (indexes shift: recompute errors then).
 * - `kind: 'personal' | 'medical'` — which docs/screens.md §5 family rules apply: ages and income accept digits only as
 *   typed, and a broken rule shows its message under the field at once.
 * - `errors?: Record<number, Record<string, RuleCode>>` — member index → testName → refusal code (e.g. from the
 *   server); shown in preference to the live rule's.
 * - `note?: string` — text above the cards ('Provide the details if any of the family members has cancer
 *   history').
 * - `disabled?: boolean` — read-only cards, no add or delete (e.g. while saving).
 *
 * Cards are collapsible panels titled 'Member N' (plus Name and Relation once known), each with a 'Delete
 * member N' button; deleting a card that holds answers asks first. Add is refused, with the engine's refusal,
 * while the last card is empty. The page validates before saving (`familyMemberCodes` per member).
 */
import { useEffect, useId, useRef, useState } from 'react';
import { Button, Collapse } from 'antd';
import { DeleteOutlined, PlusOutlined, RightOutlined } from '@ant-design/icons';
import { useTranslation } from '../../i18n/i18n';
import type { RuleCode } from '@screening/domain/api/rule-codes';
import { type Answers, type FormMember, hasAnyAnswer } from '@screening/domain/forms';
import type { MetricGroup } from '@screening/domain/types';
import { type FamilyKind, addMemberCode, familyMemberCodes } from '@screening/domain/validation';
import { ConfirmDialog } from '../confirm-dialog';
import { FormError } from '../form-error';
import { ruleMessage } from '../rule-form';
import { memberTitle, sanitiseFamilyField } from './member-card';
import { MetricForm } from './metric-form';
import './metric-form.css';

/** The served add labels the catalogues word (the forms are served in English); any other is shown as served. */
const REPEAT_LABELS: Record<string, string> = { 'Add Member': 'members.add', 'Add Member History': 'members.addHistory' };

function repeatLabel(served: string | null | undefined, t: (key: string) => string): string {
  const label = served?.trim() || 'Add Member';
  return Object.hasOwn(REPEAT_LABELS, label) ? t(REPEAT_LABELS[label]) : label;
}

export interface MemberFieldChange {
  index: number;
  testName: string;
}

export interface MetricRepeatGroupsProps {
  definition: MetricGroup;
  members: FormMember[];
  onChange: (nextMembers: FormMember[], changed?: MemberFieldChange) => void;
  kind: FamilyKind;
  errors?: Readonly<Record<number, Readonly<Record<string, RuleCode>>>>;
  note?: string;
  disabled?: boolean;
}

/** Stable React keys for the cards, kept in step with additions and deletions made here. */
function useCardKeys(count: number) {
  const keys = useRef<string[]>([]);
  const issued = useRef(0);
  while (keys.current.length < count) keys.current.push(`card${issued.current++}`);
  if (keys.current.length > count) keys.current.length = count;
  return {
    keys: keys.current,
    nextKey: () => `card${issued.current}`,
    remove: (index: number) => keys.current.splice(index, 1),
  };
}

export function MetricRepeatGroups({
  definition,
  members,
  onChange,
  kind,
  errors,
  note,
  disabled = false,
}: MetricRepeatGroupsProps) {
  const prefix = `members${useId()}`;
  const { keys, nextKey, remove } = useCardKeys(members.length);
  const { t } = useTranslation('shared');
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const [addError, setAddError] = useState<RuleCode | null>(null);
  const [pendingDelete, setPendingDelete] = useState<number | null>(null);
  const focusCard = useRef<string | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const params = definition.params ?? [];

  // A new card takes the focus on its first field, so keyboard users continue where the card appeared.
  useEffect(() => {
    if (focusCard.current === null) return;
    const body = document.getElementById(`${prefix}-${focusCard.current}`);
    focusCard.current = null;
    body?.querySelector<HTMLElement>('input:not([disabled]), [tabindex="0"]')?.focus();
  }, [members.length, prefix]);

  const edit = (index: number, answers: Answers, testName: string) => {
    setAddError(null);
    onChange(
      members.map((member, i) => (i === index ? { ...member, answers } : member)),
      { index, testName },
    );
  };

  const add = () => {
    const refusal = addMemberCode(members.map((member) => member.answers));
    setAddError(refusal);
    if (refusal) return;
    focusCard.current = nextKey();
    onChange([...members, { id: null, answers: {} }]);
  };

  const deleteAt = (index: number) => {
    setPendingDelete(null);
    setAddError(null);
    remove(index);
    onChange(members.filter((_, i) => i !== index));
    addButton.current?.focus();
  };

  const askDelete = (index: number) => {
    if (hasAnyAnswer(members[index]?.answers ?? {})) setPendingDelete(index);
    else deleteAt(index);
  };

  const items = members.map((member, index) => {
    const key = keys[index];
    return {
      key,
      // antd's own arrow would be a second, unnamed toggle button: the chevron lives in the titled toggle.
      showArrow: false,
      label: (
        <>
          <RightOutlined aria-hidden rotate={collapsed.has(key) ? 0 : 90} className="sc-metric-groups__chevron" />
          {memberTitle(params, member.answers, index)}
        </>
      ),
      extra: (
        <Button
          type="text"
          danger
          icon={<DeleteOutlined aria-hidden />}
          aria-label={t('members.delete', { number: index + 1 })}
          disabled={disabled}
          onClick={() => askDelete(index)}
        />
      ),
      children: (
        <div id={`${prefix}-${key}`}>
          <MetricForm
            params={params}
            answers={member.answers}
            onChange={(answers, testName) => edit(index, answers, testName)}
            errors={{ ...familyMemberCodes(kind, member.answers), ...errors?.[index] }}
            disabled={disabled}
            idPrefix={`${prefix}-${key}-field`}
            sanitise={(testName, text) => sanitiseFamilyField(kind, testName, text)}
          />
        </div>
      ),
    };
  });

  return (
    <div className="sc-metric-groups">
      {note && <p className="sc-metric-groups__note">{note}</p>}
      {members.length === 0 ? (
        <p className="sc-metric-groups__empty">{t('members.none')}</p>
      ) : (
        <Collapse
          // The title is the toggle, so the Delete button beside it is not nested inside another button.
          collapsible="header"
          items={items}
          activeKey={keys.filter((key) => !collapsed.has(key))}
          onChange={(active) => {
            const open = new Set(Array.isArray(active) ? active : [active]);
            setCollapsed(new Set(keys.filter((key) => !open.has(key))));
          }}
        />
      )}
      <div className="sc-metric-groups__add">
        <FormError message={addError && ruleMessage(addError)} />
        <Button ref={addButton} icon={<PlusOutlined aria-hidden />} onClick={add} disabled={disabled}>
          {repeatLabel(definition.repeatlabel, t)}
        </Button>
      </div>
      <ConfirmDialog
        open={pendingDelete !== null}
        title={t('members.deleteQuestion', { number: (pendingDelete ?? 0) + 1 })}
        message={t('members.deleteMessage')}
        yesLabel={t('common.delete')}
        noLabel={t('common.cancel')}
        onYes={() => pendingDelete !== null && deleteAt(pendingDelete)}
        onNo={() => setPendingDelete(null)}
      />
    </div>
  );
}
