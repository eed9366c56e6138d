import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { participantLabel, useWorkflowStore, type CandidateHabit } from '@screening/shared';
import { Button, Loader, LoadFailed, PageFrame, ResultCard, Space } from '@screening/shared/ui';
import { PATHS } from '../paths';
import { loadParticipantDetails } from './participant-details.api';
import { NoParticipantNotice } from '../no-participant.notice';

const text = (value: unknown): ReactNode => (value === null || value === undefined || value === '' ? null : String(value));
const yesNo = (value: unknown): ReactNode =>
  value === true || value === 'true' ? 'Yes' : value === false || value === 'false' ? 'No' : text(value);

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} style={{ marginBottom: 16 }}>
      <h2 className="sc-section-title">{title}</h2>
      {children}
    </section>
  );
}

function habitFields(habit: CandidateHabit) {
  return [
    { label: 'Habit', value: text(habit.habits) },
    { label: 'Type', value: text(habit.type) },
    { label: 'Frequency/Day', value: text(habit.frequency) },
    { label: 'Duration (Yrs)', value: text(habit.duration ?? habit.howLong) },
    { label: 'Quit', value: yesNo(habit.quit) },
  ];
}

/** /TenantDetails: a read-only summary of the participant in progress (identity and general details). */
export default function ParticipantDetailsPage() {
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
      title="Participant Details"
      onBack={() => navigate(-1)}
      actions={participant && <Button onClick={() => navigate(PATHS.examinations)}>Examinations</Button>}
    >
      {!participant && <NoParticipantNotice searchPath={PATHS.screeningSearch} />}
      {participant && details.isPending && <Loader overlay={false} text="Loading participant details…" />}
      {participant && details.isError && (
        <LoadFailed
          message="Failed to fetch candidate details. Please try again."
          onRetry={() => void details.refetch()}
          retrying={details.isFetching}
        />
      )}
      {participant && general && (
        <Space orientation="vertical" size="small" style={{ width: '100%' }}>
          <Section title="Participant">
            <ResultCard
              fields={[
                {
                  label: 'Participant',
                  value: participantLabel({
                    name: candidate?.name ?? participant.name,
                    age: candidate?.age ?? participant.age,
                    gender: candidate?.gender ?? participant.gender,
                  }),
                },
                { label: 'Registration ID', value: text(candidate?.registraionId ?? participant.registrationId) },
                { label: 'Mobile No', value: text(candidate?.mobileNo) },
                { label: 'Address', value: text(candidate?.address) },
              ]}
            />
          </Section>
          <Section title="General Details">
            <ResultCard
              fields={[
                { label: 'Father Name', value: text(general.fatherName) },
                { label: 'Spouse Name', value: text(general.spouseName) },
                { label: 'Alt Mobile No', value: text(general.alternateMobileNo) },
                { label: 'Monthly Income', value: text(general.monthlyIncome) },
                { label: 'Type of House', value: text(general.houseType) },
                { label: 'Education', value: text(general.education) },
                { label: 'Occupation', value: text(general.occupation) },
                { label: 'Aadhaar', value: text(general.aadhar) },
                { label: 'Voter ID', value: text(general.voterId) },
                { label: 'Ration Card', value: text(general.rationCard) },
              ]}
            />
          </Section>
          <Section title="Social Habits">
            {habits.length === 0 ? (
              <p>No social habits recorded.</p>
            ) : (
              habits.map((habit, index) => (
                <ResultCard key={habit.id ?? index} ariaLabel={`Habit ${index + 1}`} fields={habitFields(habit)} />
              ))
            )}
          </Section>
        </Space>
      )}
    </PageFrame>
  );
}
