import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { stageSelectionCode, type Candidate } from '@screening/shared';
import { Button, genderLabel, registrationCardFields, ResultCard, ruleMessage, Select } from '@screening/shared/ui';
import { stageOptions, type ExaminationKind, type StageOption } from '../examination';
import { translated, useClinicalTranslation } from '../i18n';
import { PARTICIPANT_PARAM, PATHS } from '../paths';

export interface ParticipantCardProps {
  candidate: Candidate;
  kind: ExaminationKind;
  /** Without the permission of docs/screens.md §6 Next is disabled. */
  disabled: boolean;
  onNext: (candidate: Candidate, option: StageOption) => void;
}

/**
 * One participant of a worklist: who they are (her name links to her view), every test still due for her (a
 * participant whose other tests are finished stays on the worklist for the one left, docs/api.md §5.4), a stage from
 * those tests (the first preselected), Next.
 */
export function ParticipantCard({ candidate, kind, disabled, onNext }: ParticipantCardProps) {
  const { t } = useClinicalTranslation();
  const id = useId();
  const options = stageOptions(kind, candidate.eligibleDiseases);
  const [chosen, setChosen] = useState<number | null | undefined>(undefined);
  const [missing, setMissing] = useState<'STAGE_REQUIRED' | null>(null);
  // Untouched (or no longer pending after a new search): the first pending test; cleared by the user: none.
  const selected = chosen === null ? undefined : options.some((o) => o.value === chosen) ? chosen : options[0]?.value;
  const registrationId = candidate.registraionId ?? candidate.registrationId ?? '';
  const name = candidate.name ?? '';

  const next = () => {
    const option = options.find((o) => o.value === selected);
    if (!option) {
      setMissing(stageSelectionCode(option));
      return;
    }
    onNext(candidate, option);
  };

  return (
    <ResultCard
      ariaLabel={`${name} ${registrationId}`.trim()}
      fields={[
        // Her name opens her view (her tests, referral and follow-up, who did what).
        {
          label: t('card.name', { ns: 'shared' }),
          value: <Link to={`${PATHS.participant}?${PARTICIPANT_PARAM}=${candidate.id}`}>{name}</Link>,
        },
        ...registrationCardFields(candidate),
        { label: t('first.card.age'), value: candidate.age },
        { label: t('gender.label', { ns: 'shared' }), value: genderLabel(candidate.gender) },
        { label: t('first.card.mobile'), value: candidate.mobileNo },
        ...(options.length > 0
          ? [{ label: t('first.card.due'), value: options.map((o) => translated(o.label)).join(', ') }]
          : []),
      ]}
      actions={
        <div style={{ display: 'flex', flexDirection: 'column', gap: 8, width: '100%' }}>
          <label htmlFor={`${id}-stage`}>{t('first.card.stage')}</label>
          <Select
            id={`${id}-stage`}
            value={selected}
            options={options.map(({ value, label }) => ({ value, label: translated(label) }))}
            placeholder={t(options.length > 0 ? 'first.card.selectStage' : 'first.card.noTests')}
            allowClear
            status={missing ? 'error' : undefined}
            aria-invalid={missing ? true : undefined}
            aria-describedby={missing ? `${id}-error` : undefined}
            onChange={(value: number | undefined) => {
              setChosen(value ?? null);
              if (value !== undefined) setMissing(null);
            }}
            style={{ width: '100%' }}
          />
          {missing && (
            <span className="sc-text-danger" id={`${id}-error`} role="alert">
              {ruleMessage(missing)}
            </span>
          )}
          <Button type="primary" disabled={disabled} onClick={next}>
            {t('first.card.next')}
          </Button>
        </div>
      }
    />
  );
}
