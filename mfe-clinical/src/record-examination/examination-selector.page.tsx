import { useId, useState } from 'react';
import { useQueries } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { canView, MENU_KEYS, stageDisease, useAuthStore, useWorkflowStore, type MenuEntry } from '@screening/shared';
import { Alert, Button, Loader, LoadFailed, PageFrame, Radio, Space, Tag } from '@screening/shared/ui';
import { pendingTestsQuery } from '../candidates.api';
import { canRecord, EXAMINATION_STEP, stageOptions, type ExaminationKind, type StageOption } from '../examination';
import { DISEASE_PARAM, PATHS } from '../paths';
import { translated, useClinicalTranslation } from '../i18n';
import { ParticipantBanner } from './participant-banner';
import { NoParticipantNotice } from '../no-participant.notice';

interface Choice extends StageOption {
  kind: ExaminationKind;
  key: string;
}

const KIND_TAGS: Record<ExaminationKind, string> = { screening: 'exam.tagScreening', clinical: 'exam.tagClinical' };
export const SELECT_EXAMINATION_MESSAGE = 'Please select an examination to begin.';

/** The worklists a member of staff may read. */
function visibleKinds(menus: readonly MenuEntry[]): ExaminationKind[] {
  const kinds: ExaminationKind[] = [];
  if (canView(menus, MENU_KEYS.screening)) kinds.push('screening');
  if (canView(menus, MENU_KEYS.clinical) || canView(menus, MENU_KEYS.referral)) kinds.push('clinical');
  return kinds;
}

/** The form route of a pending test: oral screening and disease-specific clinical forms have their own screens. */
export function formPathOf(kind: ExaminationKind, stage: string): string {
  const disease = stageDisease(stage);
  if (kind === 'screening') return disease === 'oral' ? PATHS.oralExamination : PATHS.screeningForm;
  return disease ? `${PATHS.diseaseClinical}?${DISEASE_PARAM}=${disease}` : PATHS.clinicalForm;
}

/** /ExaminationScreen: the pending tests of the participant in progress, to choose which one to record. */
export default function ExaminationSelectorPage() {
  const { t } = useClinicalTranslation();
  const id = useId();
  const navigate = useNavigate();
  const participant = useWorkflowStore((s) => s.participant);
  const menus = useAuthStore((s) => s.menus);
  const candidateTestId = useWorkflowStore((s) => s.candidateTestId);
  const [picked, setPicked] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  const kinds = visibleKinds(menus);

  const state = useQueries({
    queries: kinds.map((kind) => pendingTestsQuery(kind, participant)),
    combine: (results) => ({
      pending: results.some((r) => r.isPending),
      failed: results.some((r) => r.isError),
      retrying: results.some((r) => r.isFetching),
      retry: () => results.filter((r) => r.isError).forEach((r) => void r.refetch()),
      choices: results.flatMap((r, index) =>
        stageOptions(kinds[index], r.data ?? []).map((option): Choice => ({
          ...option,
          kind: kinds[index],
          key: `${kinds[index]}:${option.value}`,
        })),
      ),
    }),
  });
  const ready = !state.pending && !state.failed;
  // The test in progress is chosen to begin with.
  const selected = picked ?? state.choices.find((c) => c.value === candidateTestId)?.key ?? null;

  const begin = () => {
    const choice = ready ? state.choices.find((c) => c.key === selected) : undefined;
    if (!choice || !participant) {
      setMissing(true);
      return;
    }
    const workflow = useWorkflowStore.getState();
    workflow.setStage(choice.label, choice.test.diseaseTestId, choice.test.candidateTestId);
    workflow.setStep(EXAMINATION_STEP, {
      kind: choice.kind,
      candidateId: participant.id,
      diseaseTestId: choice.test.diseaseTestId,
    });
    navigate(formPathOf(choice.kind, choice.label));
  };

  const chosen = ready ? state.choices.find((c) => c.key === selected) : undefined;

  return (
    <PageFrame title={t('exam.title')} backTo={PATHS.screeningSearch}>
      {!participant && <NoParticipantNotice searchPath={PATHS.screeningSearch} />}
      {participant && <ParticipantBanner participant={participant} />}
      {participant && state.pending && !state.failed && <Loader overlay={false} text={t('exam.loading')} />}
      {participant && state.failed && <LoadFailed onRetry={state.retry} retrying={state.retrying} />}
      {participant && ready && state.choices.length === 0 && <Alert type="info" showIcon title={t('exam.none')} />}
      {participant && ready && state.choices.length > 0 && (
        <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
          <h2 className="sc-section-title" id={`${id}-label`}>
            {t('exam.select')}
          </h2>
          <Radio.Group
            aria-labelledby={`${id}-label`}
            value={selected}
            onChange={(event) => {
              setPicked(event.target.value as string);
              setMissing(false);
            }}
          >
            <Space orientation="vertical">
              {state.choices.map((choice) => (
                <Radio key={choice.key} value={choice.key}>
                  {choice.label} <Tag>{t(KIND_TAGS[choice.kind])}</Tag>
                </Radio>
              ))}
            </Space>
          </Radio.Group>
          {missing && (
            <span className="sc-text-danger" role="alert">
              {translated(SELECT_EXAMINATION_MESSAGE)}
            </span>
          )}
          <Button type="primary" size="large" disabled={chosen !== undefined && !canRecord(menus, chosen.kind)} onClick={begin}>
            {t('exam.begin')}
          </Button>
        </Space>
      )}
    </PageFrame>
  );
}
