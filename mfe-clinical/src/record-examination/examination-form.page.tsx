import { useNavigate } from 'react-router-dom';
import { useWorkflowStore, type StageDisease } from '@screening/shared';
import { Alert, Button, Loader, LoadFailed, PageFrame, Space } from '@screening/shared/ui';
import type { ExaminationKind } from '../examination';
import { translated, useClinicalTranslation } from '../i18n';
import { PATHS } from '../paths';
import { FORM_KINDS, LOADING_METRICS } from './form-kinds';
import { TestForm } from './test-form';
import { useExamination } from './use-examination';
import { NoParticipantNotice } from '../no-participant.notice';

export interface ExaminationFormPageProps {
  kind: ExaminationKind;
  /** Only a test of this disease (the oral and cervical examination screens). */
  disease?: StageDisease | null;
}

/** Every screening and clinical form route: the participant in progress and their test, then the form. */
export function ExaminationFormPage({ kind, disease = null }: ExaminationFormPageProps) {
  const { t } = useClinicalTranslation();
  const navigate = useNavigate();
  const form = FORM_KINDS[kind];
  const state = useExamination(kind, disease);
  const participant = useWorkflowStore((s) => s.participant);
  const title = translated(form.title(state.status === 'ready' ? state.examination.stage : (disease ?? '')));

  const links = participant && (
    <Space wrap>
      <Button onClick={() => navigate(PATHS.participantDetails)}>{t('exam.details')}</Button>
      <Button onClick={() => navigate(PATHS.examinations)}>{t('exam.title')}</Button>
    </Space>
  );

  return (
    <PageFrame title={title} backTo={form.searchPath} actions={links}>
      {state.status === 'resolving' && <Loader text={translated(LOADING_METRICS)} />}
      {state.status === 'no-participant' && <NoParticipantNotice searchPath={form.searchPath} />}
      {state.status === 'no-test' && participant && (
        <Alert
          type="info"
          showIcon
          title={t('exam.noPending', {
            name: participant.name,
            what: disease
              ? t(kind === 'screening' ? 'exam.diseaseScreening' : 'exam.diseaseClinical', {
                  disease: t(`exam.disease.${disease}`),
                })
              : t(`exam.${kind}`),
          })}
          action={<Button onClick={() => navigate(PATHS.examinations)}>{t('exam.title')}</Button>}
        />
      )}
      {state.status === 'failed' && <LoadFailed onRetry={state.retry} />}
      {state.status === 'ready' && (
        <TestForm
          key={`${state.examination.participant.id}:${state.examination.diseaseTestId}`}
          form={form}
          examination={state.examination}
        />
      )}
    </PageFrame>
  );
}
