import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { i18n, participantLabel, useWorkflowStore, type CandidateHabit } from '@screening/shared';
import { Button, Loader, LoadFailed, PageFrame, ResultCard, Space } from '@screening/shared/ui';
import { useClinicalTranslation } from '../i18n';
import { PATHS } from '../paths';
import { loadParticipantDetails } from './participant-details.api';
import { NoParticipantNotice } from '../no-participant.notice';

const text = (value: unknown): ReactNode => (value === null || value === undefined || value === '' ? null : String(value));
/** A word the enrolment saved in English (a habit, its type, the house, education, occupation) in the current language. */
const word = (value: unknown): ReactNode =>
  typeof value === 'string' && value !== ''
    ? i18n.t(`details.values.${value}`, { ns: 'clinical', defaultValue: value })
    : text(value);
const yesNo = (value: unknown): ReactNode =>
  value === true || value === 'true'
    ? i18n.t('common.yes', { ns: 'shared' })
    : value === false || value === 'false'
      ? i18n.t('common.no', { ns: 'shared' })
      : text(value);

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} style={{ marginBottom: 16 }}>
      <h2 className="sc-section-title">{title}</h2>
      {children}
    </section>
  );
}

function habitFields(habit: CandidateHabit) {
  const label = (key: string) => i18n.t(`details.${key}`, { ns: 'clinical' });
  return [
    { label: label('habit'), value: word(habit.habits) },
    { label: label('type'), value: word(habit.type) },
    { label: label('frequency'), value: text(habit.frequency) },
    { label: label('duration'), value: text(habit.duration ?? habit.howLong) },
    { label: label('quit'), value: yesNo(habit.quit) },
  ];
}

/** /TenantDetails: a read-only summary of the participant in progress (identity and general details). */
export default function ParticipantDetailsPage() {
  const { t } = useClinicalTranslation();
  const navigate = useNavigate();
  const participant = useWorkflowStore((s) => s.participant);
  const participantId = participant?.id ?? null;
  const details = useQuery({
    queryKey: ['clinical', 'participant-details', participantId],
    queryFn: () => loadParticipantDetails(participantId as number),
    enabled: participantId !== null,
  });
  const candidate = details.data?.candidate ?? null;
  const general = details.data ? { ...details.data.candidate, ...details.data.general } : null;
  const habits = details.data?.general?.candidateHabitDTOs ?? [];

  return (
    <PageFrame
      title={t('details.title')}
      onBack={() => navigate(-1)}
      actions={participant && <Button onClick={() => navigate(PATHS.examinations)}>{t('exam.title')}</Button>}
    >
      {!participant && <NoParticipantNotice searchPath={PATHS.screeningSearch} />}
      {participant && details.isPending && <Loader overlay={false} text={t('details.loading')} />}
      {participant && details.isError && (
        <LoadFailed message={t('details.failed')} onRetry={() => void details.refetch()} retrying={details.isFetching} />
      )}
      {participant && general && (
        <Space orientation="vertical" size="small" style={{ width: '100%' }}>
          <Section title={t('exam.participant')}>
            <ResultCard
              fields={[
                {
                  label: t('exam.participant'),
                  value: participantLabel({
                    name: candidate?.name ?? participant.name,
                    age: candidate?.age ?? participant.age,
                    gender: candidate?.gender ?? participant.gender,
                  }),
                },
                {
                  label: t('card.registrationId', { ns: 'shared' }),
                  value: text(candidate?.registraionId ?? participant.registrationId),
                },
                { label: t('first.card.mobile'), value: text(candidate?.mobileNo) },
                { label: t('details.address'), value: text(candidate?.address) },
              ]}
            />
          </Section>
          <Section title={t('details.general')}>
            <ResultCard
              fields={[
                { label: t('details.father'), value: text(general.fatherName) },
                { label: t('details.spouse'), value: text(general.spouseName) },
                { label: t('details.altMobile'), value: text(general.alternateMobileNo) },
                { label: t('details.income'), value: text(general.monthlyIncome) },
                { label: t('details.house'), value: word(general.houseType) },
                { label: t('details.education'), value: word(general.education) },
                { label: t('details.occupation'), value: word(general.occupation) },
                { label: t('details.aadhaar'), value: text(general.aadhar) },
                { label: t('details.voterId'), value: text(general.voterId) },
                { label: t('details.rationCard'), value: text(general.rationCard) },
              ]}
            />
          </Section>
          <Section title={t('details.habits')}>
            {habits.length === 0 ? (
              <p>{t('details.noHabits')}</p>
            ) : (
              habits.map((habit, index) => (
                <ResultCard
                  key={habit.id ?? index}
                  ariaLabel={t('details.habitNumber', { number: index + 1 })}
                  fields={habitFields(habit)}
                />
              ))
            )}
          </Section>
        </Space>
      )}
    </PageFrame>
  );
}
