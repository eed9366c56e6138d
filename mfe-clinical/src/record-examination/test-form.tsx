import { useEffect, useId, useRef } from 'react';
import { useAuthStore } from '@screening/shared';
import { Alert, Button, Loader, LoadFailed, MetricForm, Space } from '@screening/shared/ui';
import { canRecord } from '../examination';
import { FINISH_REASONS, FINISHED_NOTICE, LOADING_METRICS, type FormKind } from './form-kinds';
import { translated, useClinicalTranslation } from '../i18n';
import { ParticipantBanner } from './participant-banner';
import type { Examination } from './use-examination';
import { useTestForm } from './use-test-form';
import { useTimedLoader } from './use-timed-loader';

export interface TestFormProps {
  form: FormKind;
  examination: Examination;
}

/** The questions of one test for one participant, with Save and Finish (docs/screens.md §2, §5). */
export function TestForm({ form, examination }: TestFormProps) {
  const { t } = useClinicalTranslation();
  const id = useId();
  const state = useTestForm(form, examination);
  const loader = useTimedLoader(form.entryLoaderMs);
  const allowed = useAuthStore((s) => canRecord(s.menus, form.kind));
  const blocker =
    state.status === 'ready' && !state.finished ? form.finishBlocker(examination.stage, state.params, state.answers) : null;
  const busy = state.pending !== null;
  const formRef = useRef<HTMLFormElement>(null);

  // Errors shown on request may sit above the buttons: bring the first into view.
  useEffect(() => {
    if (state.reveal > 0)
      formRef.current?.querySelector('.ant-form-item-has-error')?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  }, [state.reveal]);

  const change: typeof state.change = (next, changed) => {
    state.change(next, changed);
    if (form.loaderOnChange?.testName === changed) loader.show(form.loaderOnChange.ms);
  };

  return (
    <>
      <ParticipantBanner participant={examination.participant} />
      {(loader.active || state.status === 'loading') && <Loader text={translated(LOADING_METRICS)} />}
      {state.status === 'failed' && <LoadFailed onRetry={state.retry} retrying={state.retrying} />}
      {state.status === 'ready' && (
        <form
          ref={formRef}
          aria-label={translated(form.title(examination.stage))}
          noValidate
          onSubmit={(event) => event.preventDefault()}
        >
          <MetricForm
            params={state.params}
            answers={state.answers}
            errors={state.errors}
            onChange={change}
            disabled={busy || state.finished}
            idPrefix={`${id}-q`}
          />
          {state.finished && <Alert type="info" showIcon style={{ marginBottom: 12 }} title={translated(FINISHED_NOTICE)} />}
          {!allowed && !state.finished && <Alert type="info" showIcon style={{ marginBottom: 12 }} title={t('form.noRights')} />}
          {blocker && (
            <Alert
              id={`${id}-finish-reason`}
              type="info"
              showIcon
              style={{ marginBottom: 12 }}
              title={translated(FINISH_REASONS[blocker])}
              action={
                blocker === 'required' ? (
                  <Button size="small" onClick={state.showMissing}>
                    {t('form.showMissing')}
                  </Button>
                ) : undefined
              }
            />
          )}
          {state.failure && (
            <Alert
              type="error"
              showIcon
              style={{ marginBottom: 12 }}
              title={translated(state.failure.title)}
              description={[translated(state.failure.detail), t('form.kept')].filter(Boolean).join(' ')}
            />
          )}
          {!state.finished && (
            <Space size="middle" wrap>
              <Button size="large" disabled={!allowed || busy} loading={state.pending === 0} onClick={() => state.submit(0)}>
                {t('form.save')}
              </Button>
              <Button
                size="large"
                type="primary"
                disabled={!allowed || busy || blocker !== null}
                loading={state.pending === 1}
                aria-describedby={blocker ? `${id}-finish-reason` : undefined}
                onClick={() => state.submit(1)}
              >
                {t('form.finish')}
              </Button>
            </Space>
          )}
        </form>
      )}
    </>
  );
}
