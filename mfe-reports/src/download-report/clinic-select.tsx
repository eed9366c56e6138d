import { Select } from '@screening/shared/ui';
import type { Camp } from '@screening/shared';
import { useReportsTranslation } from '../i18n';
import { nextClinicSelection, SELECT_ALL } from './report-filters';

export interface ClinicSelectProps {
  id: string;
  clinics: readonly Camp[];
  /** Given by the form's field. */
  value?: number[];
  onChange?: (ids: number[]) => void;
  loading: boolean;
  disabled?: boolean;
}

/** "Name (clinic ID)": both are what staff search by. */
export const clinicLabel = (c: Pick<Camp, 'campName' | 'campIdPrefix'>) => `${c.campName} (${c.campIdPrefix})`;

/**
 * Outreach Clinic Name (docs/screens.md §2): a multi-select with a type-to-filter list and a 'Select All' entry that
 * toggles every clinic. Choosing none means all clinics (the placeholder says so).
 */
export function ClinicSelect({ id, clinics, value = [], onChange, loading, disabled }: ClinicSelectProps) {
  const { t } = useReportsTranslation();
  const options = [
    { value: SELECT_ALL, label: t('selectAll') },
    ...clinics.map((c) => ({ value: c.campId, label: clinicLabel(c) })),
  ];
  return (
    <Select
      id={id}
      mode="multiple"
      value={value}
      options={options}
      loading={loading}
      disabled={disabled}
      placeholder={loading ? t('loadingClinics') : t('allClinics')}
      showSearch={{ optionFilterProp: 'label' }}
      maxTagCount="responsive"
      allowClear
      notFoundContent={loading ? t('loadingClinics') : t('noClinics')}
      onChange={(picked: number[]) => onChange?.(nextClinicSelection(picked, value, clinics))}
      style={{ width: '100%' }}
    />
  );
}
