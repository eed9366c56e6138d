import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Select } from '@screening/shared/ui';
import { worklistClinicsQuery } from '../candidates.api';
import type { WorklistKind } from '../examination';
import { useClinicalTranslation } from '../i18n';

/** The select's value for "every clinic" (clinic ids start at 1). */
const ALL = 0;

export interface ClinicFilterProps {
  kind: WorklistKind;
  /** The chosen clinic's id; null: all of the user's. */
  value: number | null;
  onChange: (campId: number | null) => void;
  disabled?: boolean;
}

/**
 * Narrows a worklist to one of the clinics someone is waiting in. When the clinics cannot be read, only "all"
 * is offered: the worklist itself still works.
 */
export function ClinicFilter({ kind, value, onChange, disabled = false }: ClinicFilterProps) {
  const { t } = useClinicalTranslation();
  const id = useId();
  const clinics = useQuery({ ...worklistClinicsQuery(kind), enabled: !disabled });
  const options = [
    { value: ALL, label: t('first.allClinics') },
    ...(clinics.data ?? []).map((clinic) => ({
      value: clinic.campId,
      label: t('first.clinicWaiting', { clinic: `${clinic.campName} (${clinic.campIdPrefix})`, count: clinic.waiting }),
    })),
  ];
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8, marginBottom: 12 }}>
      <label htmlFor={id}>{t('first.clinic')}</label>
      <Select
        id={id}
        value={value ?? ALL}
        options={options}
        onChange={(chosen: number) => onChange(chosen === ALL ? null : chosen)}
        loading={clinics.isFetching}
        disabled={disabled}
        popupMatchSelectWidth={false}
        style={{ minWidth: 240, maxWidth: '100%' }}
      />
    </div>
  );
}
