import { useCallback, useEffect, useId, useState } from 'react';
import {
  ALLOCATION_STEP,
  CLINIC_MESSAGES,
  EDIT_CLINIC_STEP,
  MENU_KEYS,
  NEW_CLINIC_STEP,
  allocationLimitMessage,
  allocationSubmitDisabled,
  clinicSubmitError,
  hasPrivilege,
  plannedCount,
  saveClinic,
  toNewCampRequest,
  useAuthStore,
  useClinicStep,
  useWorkflowStore,
  validateAllocation,
  ALLOCATION_NONE_SELECTED_MESSAGE,
  FORM_ERROR_KEY,
  type AllocationRole,
  type CampStaff,
  type StaffByRole,
  type StaffChoice,
} from '@screening/shared';
import { Alert, Button, Form, FormError, Loader, PageFrame, Select } from '@screening/shared/ui';
import { fetchCampStaff, fetchHospitalStaff } from './allocate-staff.api';
import { STAFF_ROLES, choiceFromGroups } from './staff-roles';
import { useFinishClinic } from '../saved-clinic-id';

type Load<T> = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; data: T };

function useLoad<T>(load: (() => Promise<T>) | null): [Load<T>, () => void] {
  const [state, setState] = useState<Load<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!load) return undefined;
    let live = true;
    setState({ status: 'loading' });
    load().then(
      (data) => live && setState({ status: 'ready', data }),
      () => live && setState({ status: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [load, attempt]);
  return [state, useCallback(() => setAttempt((n) => n + 1), [])];
}

interface StaffSelectProps {
  label: string;
  options: { value: number; label: string }[];
  value: number[];
  limit: number;
  error?: string;
  onChange: (ids: number[]) => void;
}

function StaffSelect({ label, options, value, limit, error, onChange }: StaffSelectProps) {
  const id = useId();
  return (
    <Form.Item label={label} htmlFor={id} validateStatus={error ? 'error' : undefined} help={error} extra={`Planned: ${limit}`}>
      <Select
        id={id}
        mode="multiple"
        value={value}
        options={options}
        placeholder={`Select ${label}`}
        showSearch={{ optionFilterProp: 'label' }}
        onChange={(ids: number[]) => onChange(ids)}
        allowClear
      />
    </Form.Item>
  );
}

/**
 * Resource Allocation (SPEC §2): the people of each role, at most the planned number. Creating, Submit saves
 * the new clinic with them; editing (from Edit Existing), the clinic's current staff are preselected and Submit
 * replaces them (the existing camp id is sent). Choices are kept in the workflow store.
 */
export default function ResourceAllocationPage() {
  const { hospitalId, menus } = useAuthStore();
  const editing = useWorkflowStore((s) => s.steps[ALLOCATION_STEP]) === 'edit';
  const step = editing ? EDIT_CLINIC_STEP : NEW_CLINIC_STEP;
  const [draft, updateDraft] = useClinicStep(step);
  const [rejected, setRejected] = useState<Partial<Record<AllocationRole, string>>>({});
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const { finished, finish } = useFinishClinic();

  const loadHospitalStaff = useCallback(() => fetchHospitalStaff(hospitalId ?? 0), [hospitalId]);
  const [hospitalStaff, retryHospitalStaff] = useLoad<StaffByRole>(hospitalId !== null ? loadHospitalStaff : null);
  // Editing: the clinic's current staff, once (afterwards the choice in the store is what counts).
  const campId = editing && draft && draft.staff === null ? draft.id : null;
  const loadCampStaff = useCallback(() => fetchCampStaff(campId ?? 0), [campId]);
  const [campStaff, retryCampStaff] = useLoad<StaffByRole>(campId !== null ? loadCampStaff : null);
  useEffect(() => {
    if (campId !== null && campStaff.status === 'ready') updateDraft({ staff: choiceFromGroups(campStaff.data) });
  }, [campId, campStaff, updateDraft]);

  const back = editing ? '/outreach-clinic-info' : '/resource-planning';
  if (finished) return null;
  if (!draft) {
    return (
      <PageFrame title="Resource Allocation" backTo="/HomePage">
        <Alert type="info" showIcon title="No Outreach Clinic is being created or edited." />
      </PageFrame>
    );
  }

  const selection: StaffChoice = draft.staff ?? {};
  const limits = Object.fromEntries(STAFF_ROLES.map(({ role, count }) => [role, plannedCount(draft.counts[count])])) as Record<
    AllocationRole,
    number
  >;
  // Over a limit already (e.g. preselected staff above a lowered count): said at once, and Submit waits.
  const overLimit = validateAllocation(selection, limits);
  delete overLimit[FORM_ERROR_KEY];
  const mayWrite = hasPrivilege(menus, MENU_KEYS.outreachClinic, editing ? 'EDIT' : 'CREATE');
  const loading = hospitalStaff.status === 'loading' || (campId !== null && campStaff.status !== 'failed');
  const failed = hospitalStaff.status === 'failed' || campStaff.status === 'failed';
  const noneChosen = allocationSubmitDisabled(selection);

  const choose = (role: AllocationRole, ids: number[]) => {
    if (ids.length > limits[role]) {
      setRejected((r) => ({ ...r, [role]: allocationLimitMessage(limits[role]) }));
      return;
    }
    setRejected((r) => ({ ...r, [role]: undefined }));
    updateDraft({ staff: { ...selection, [role]: ids } });
  };

  const submit = async () => {
    const errors = validateAllocation(selection, limits);
    if (errors[FORM_ERROR_KEY]) return setSubmitError(errors[FORM_ERROR_KEY] ?? ALLOCATION_NONE_SELECTED_MESSAGE);
    if (hospitalStaff.status !== 'ready') return undefined;
    const campStaffs: CampStaff[] = STAFF_ROLES.flatMap(({ role, group }) =>
      (selection[role] ?? []).map((id) => ({
        role: group,
        name: hospitalStaff.data[group]?.find((member) => member.id === id)?.name ?? '',
        hospitalEmployeeId: id,
      })),
    );
    setSaving(true);
    setSubmitError(null);
    try {
      const clinicId = await saveClinic(toNewCampRequest(draft, hospitalId, campStaffs));
      finish(step, clinicId, editing);
    } catch (error) {
      setSubmitError(clinicSubmitError(error));
      setSaving(false);
    }
    return undefined;
  };

  const options = (group: (typeof STAFF_ROLES)[number]['group']) =>
    hospitalStaff.status === 'ready' ? (hospitalStaff.data[group] ?? []).map((m) => ({ value: m.id, label: m.name })) : [];

  return (
    <PageFrame title="Resource Allocation" backTo={back}>
      <div style={{ maxWidth: 640, margin: '0 auto' }}>
        <p>
          Outreach Clinic: <strong>{draft.details.name}</strong> ({draft.details.campIdPrefix})
        </p>
        {failed && (
          <Alert
            type="error"
            showIcon
            title={CLINIC_MESSAGES.staff}
            action={
              <Button size="small" onClick={() => (hospitalStaff.status === 'failed' ? retryHospitalStaff() : retryCampStaff())}>
                Retry
              </Button>
            }
            style={{ marginBottom: 16 }}
          />
        )}
        {loading && !failed ? (
          <Loader overlay={false} text="Loading staff…" />
        ) : (
          !failed && (
            <Form layout="vertical" component={false}>
              {STAFF_ROLES.map(({ role, label, group }) => (
                <StaffSelect
                  key={role}
                  label={label}
                  options={options(group)}
                  value={selection[role] ?? []}
                  limit={limits[role]}
                  error={rejected[role] ?? overLimit[role]}
                  onChange={(ids) => choose(role, ids)}
                />
              ))}
            </Form>
          )
        )}
        <FormError message={submitError} />
        {!mayWrite && (
          <Alert
            type="warning"
            showIcon
            title="You do not have permission to save this Outreach Clinic."
            style={{ marginBottom: 16 }}
          />
        )}
        {noneChosen && !loading && !failed && (
          <p role="status" style={{ color: '#595959' }}>
            {ALLOCATION_NONE_SELECTED_MESSAGE}
          </p>
        )}
        <Button
          type="primary"
          size="large"
          block
          onClick={submit}
          loading={saving}
          disabled={noneChosen || loading || failed || !mayWrite || Object.values(overLimit).some(Boolean)}
        >
          Submit
        </Button>
      </div>
    </PageFrame>
  );
}
