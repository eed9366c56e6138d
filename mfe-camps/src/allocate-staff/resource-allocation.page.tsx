import { useEffect, useId, useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import {
  MENU_KEYS,
  allocationLimitMessage,
  allocationSubmitDisabled,
  hasPrivilege,
  useAuthStore,
  useStep,
  validateAllocation,
  FORM_ERROR_KEY,
  type AllocationRole,
  type CampStaff,
  type NewCampRequest,
  type StaffChoice,
} from '@screening/shared';
import { Alert, Button, Form, FormError, Loader, LoadFailed, PageFrame, Select } from '@screening/shared/ui';
import { fetchCampStaff, fetchHospitalStaff } from './allocate-staff.api';
import { CAMP_COORDINATOR_ROLE_ID, STAFF_ROLES, choiceFromGroups, clinicCreatorOf } from './staff-roles';
import { useFinishClinic } from '../saved-clinic-id';
import {
  ALLOCATION_STEP,
  EDIT_CLINIC_STEP,
  NEW_CLINIC_STEP,
  plannedCount,
  toNewCampRequest,
  useClinicStep,
} from '../clinic/clinic-draft';
import { clinicSubmitError, saveClinic } from '../clinic/clinic.api';
import { campsMessage, useCampsTranslation } from '../i18n';
import { PATHS } from '../paths';

interface StaffSelectProps {
  label: string;
  options: { value: number; label: string }[];
  value: number[];
  limit: number;
  /** More are chosen than planned. */
  overLimit: boolean;
  /** Who is on the staff apart from the choice (the clinic's creating Camp Coordinator). */
  apart?: string;
  onChange: (ids: number[]) => void;
}

function StaffSelect({ label, options, value, limit, overLimit, apart, onChange }: StaffSelectProps) {
  const id = useId();
  const { t } = useCampsTranslation();
  return (
    <Form.Item
      label={label}
      htmlFor={id}
      validateStatus={overLimit ? 'error' : undefined}
      help={overLimit ? t('msg.limit', { count: limit }) : undefined}
      extra={
        <>
          {t('planned', { count: limit })}
          {apart && <span style={{ display: 'block', marginTop: 4 }}>{apart}</span>}
        </>
      }
    >
      <Select
        id={id}
        mode="multiple"
        value={value}
        options={options}
        placeholder={t('pick', { label })}
        showSearch={{ optionFilterProp: 'label' }}
        onChange={(ids: number[]) => onChange(ids)}
        allowClear
      />
    </Form.Item>
  );
}

/**
 * Resource Allocation (docs/screens.md §2): the people of each role, at most the planned number. Creating, Submit saves
 * the new clinic with them; editing (from Edit Existing), the clinic's current staff are preselected and Submit
 * replaces them (the existing camp id is sent). Choices are kept in the workflow store.
 */
export default function ResourceAllocationPage() {
  const { t } = useCampsTranslation();
  const { hospitalId, menus, userId, userName, roleId } = useAuthStore();
  const editing = useStep(ALLOCATION_STEP) === 'edit';
  const step = editing ? EDIT_CLINIC_STEP : NEW_CLINIC_STEP;
  const [draft, updateDraft] = useClinicStep(step);
  const [rejected, setRejected] = useState<Partial<Record<AllocationRole, string>>>({});
  const [noneSelected, setNoneSelected] = useState<string | null>(null);
  const { finished, finish } = useFinishClinic();
  const save = useMutation({
    mutationFn: (request: NewCampRequest) => saveClinic(request),
    onSuccess: (clinicId) => finish(step, clinicId, editing),
  });

  const hospitalStaff = useQuery({
    queryKey: ['camps', 'hospital-staff', hospitalId],
    queryFn: () => fetchHospitalStaff(hospitalId ?? 0),
    enabled: hospitalId !== null,
  });
  // Editing: the clinic's current staff, once (afterwards the choice in the store is what counts).
  const campId = editing && draft && draft.staff === null ? draft.id : null;
  const campStaff = useQuery({
    queryKey: ['camps', 'camp-staff', campId],
    queryFn: () => fetchCampStaff(campId ?? 0),
    enabled: campId !== null,
  });
  // Only an answer read for this visit preselects: a copy cached from an earlier visit may predate a save.
  const currentCampStaff = campStaff.isSuccess && campStaff.isFetchedAfterMount ? campStaff.data : null;
  useEffect(() => {
    if (campId !== null && currentCampStaff)
      updateDraft({ staff: choiceFromGroups(currentCampStaff), creator: clinicCreatorOf(currentCampStaff) });
  }, [campId, currentCampStaff, updateDraft]);

  const back = editing ? PATHS.findClinic : PATHS.resourcePlanning;
  if (finished) return null;
  if (!draft) {
    return (
      <PageFrame title={t('allocation')} backTo={PATHS.outreachClinic}>
        <Alert type="info" showIcon title={t('noClinic')} />
      </PageFrame>
    );
  }

  // A Camp Coordinator stays on the staff of the clinic she creates, apart from its plan: she is not a choice.
  const creator =
    (editing ? draft.creator : null) ??
    (!editing && roleId === CAMP_COORDINATOR_ROLE_ID && userId !== null ? { id: userId, name: userName ?? '' } : null);
  const apart = creator && (creator.id === userId ? t('creatorYou') : t('creatorOther', { name: creator.name }));
  const chosen: StaffChoice = draft.staff ?? {};
  const selection: StaffChoice = creator
    ? { ...chosen, campCoordinators: (chosen.campCoordinators ?? []).filter((id) => id !== creator.id) }
    : chosen;
  const limits = Object.fromEntries(STAFF_ROLES.map(({ role, count }) => [role, plannedCount(draft.counts[count])])) as Record<
    AllocationRole,
    number
  >;
  // Over a limit already (e.g. preselected staff above a lowered count): said at once, and Submit waits.
  const overLimit = validateAllocation(selection, limits);
  delete overLimit[FORM_ERROR_KEY];
  const mayWrite = hasPrivilege(menus, MENU_KEYS.outreachClinic, editing ? 'EDIT' : 'CREATE');
  const loading = hospitalStaff.isPending || (campId !== null && !campStaff.isError);
  const failed = (hospitalStaff.isError && !hospitalStaff.data) || campStaff.isError;
  const noneChosen = allocationSubmitDisabled(selection);

  const choose = (role: AllocationRole, ids: number[]) => {
    if (ids.length > limits[role]) {
      setRejected((r) => ({ ...r, [role]: allocationLimitMessage(limits[role]) }));
      return;
    }
    setRejected((r) => ({ ...r, [role]: undefined }));
    updateDraft({ staff: { ...selection, [role]: ids } });
  };

  const submit = () => {
    const errors = validateAllocation(selection, limits);
    setNoneSelected(errors[FORM_ERROR_KEY] ?? null);
    if (errors[FORM_ERROR_KEY] || !hospitalStaff.data || save.isPending) return;
    const campStaffs: CampStaff[] = STAFF_ROLES.flatMap(({ role, group }) =>
      (selection[role] ?? []).map((id) => ({
        role: group,
        name: hospitalStaff.data[group]?.find((member) => member.id === id)?.name ?? '',
        hospitalEmployeeId: id,
      })),
    );
    save.mutate(toNewCampRequest(draft, hospitalId, campStaffs));
  };
  const submitError = noneSelected ?? (save.error && clinicSubmitError(save.error));

  const options = (group: (typeof STAFF_ROLES)[number]['group']) =>
    (hospitalStaff.data?.[group] ?? []).filter((m) => m.id !== creator?.id).map((m) => ({ value: m.id, label: m.name }));

  return (
    <PageFrame title={t('allocation')} backTo={back}>
      <div style={{ maxWidth: 640, margin: '0 auto' }}>
        <p>
          {t('card.outreachClinic', { ns: 'shared' })}: <strong>{draft.details.name}</strong> ({draft.details.campIdPrefix})
        </p>
        {failed && (
          <LoadFailed
            message={t('msg.staff')}
            onRetry={() => void (hospitalStaff.isError ? hospitalStaff.refetch() : campStaff.refetch())}
            retrying={hospitalStaff.isFetching || campStaff.isFetching}
          />
        )}
        {loading && !failed ? (
          <Loader overlay={false} text={t('loadingStaff')} />
        ) : (
          !failed && (
            <Form layout="vertical" component="div">
              {STAFF_ROLES.map(({ role, group }) => (
                <StaffSelect
                  key={role}
                  label={t(`role.${role}`)}
                  options={options(group)}
                  value={selection[role] ?? []}
                  limit={limits[role]}
                  overLimit={Boolean(rejected[role] ?? overLimit[role])}
                  apart={role === 'campCoordinators' ? (apart ?? undefined) : undefined}
                  onChange={(ids) => choose(role, ids)}
                />
              ))}
            </Form>
          )
        )}
        <FormError message={submitError && campsMessage(submitError)} />
        {!mayWrite && <Alert type="warning" showIcon title={t('noPermission')} style={{ marginBottom: 16 }} />}
        {noneChosen && !loading && !failed && (
          <p role="status" style={{ color: '#595959' }}>
            {t('msg.noneChosen')}
          </p>
        )}
        <Button
          type="primary"
          size="large"
          block
          onClick={submit}
          loading={save.isPending}
          disabled={noneChosen || loading || failed || !mayWrite || Object.values(overLimit).some(Boolean)}
        >
          {t('submit')}
        </Button>
      </div>
    </PageFrame>
  );
}
