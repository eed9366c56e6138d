import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { DistrictMaster, PanchayatMaster, StateMaster, TalukMaster } from '@screening/shared';
import { Form, LoadFailed, MASTER_DATA_STALE_MS, Select } from '@screening/shared/ui';
import type { GeographyLoaders } from './clinic.api';
import { campsMessage, useCampsTranslation } from '../i18n';

export interface GeographyValue {
  stateId: number | null;
  districtId: number | null;
  talukId: number | null;
  panchayatId: number | null;
}

/** The chosen records (with their codes), for the suggested clinic ID. */
export interface GeographyChoice {
  state?: StateMaster;
  district?: DistrictMaster;
  taluk?: TalukMaster;
  panchayat?: PanchayatMaster;
}

export interface GeographyCascadeProps {
  value: GeographyValue;
  onChange: (value: GeographyValue, chosen: GeographyChoice) => void;
  /** The calls behind the lists (`geographyLoaders`). */
  loaders: GeographyLoaders;
  /** A message to show under a field, or true to mark it invalid without one. */
  errors?: Partial<Record<keyof GeographyValue, string | true | null | undefined>>;
  disabled?: boolean;
}

interface ListState<T> {
  items: T[];
  loading: boolean;
  error: string | null;
  retrying: boolean;
  retry: () => void;
}

/**
 * The list under `parent` ('root' for the states), read through the suite's query cache (its retries, and the
 * answer of the parent chosen last); nothing while `parent` is null.
 */
function useList<T>(
  level: keyof GeographyLoaders,
  parent: number | null | 'root',
  load: (parent: number) => Promise<T[]>,
  failure: string,
): ListState<T> {
  const query = useQuery({
    queryKey: ['camps', 'geography', level, parent],
    queryFn: () => load(parent === 'root' || parent === null ? 0 : parent),
    enabled: parent !== null,
    staleTime: MASTER_DATA_STALE_MS,
  });
  const failed = query.isError && !query.data;
  return {
    items: query.data ?? [],
    loading: parent !== null && query.isPending,
    error: failed ? failure : null,
    retrying: query.isFetching,
    retry: () => void query.refetch(),
  };
}

interface LevelProps<T extends StateMaster> {
  label: string;
  list: ListState<T>;
  value: number | null;
  /** The parent is not chosen yet. */
  waiting: boolean;
  disabled?: boolean;
  error?: string | true | null;
  onSelect: (item: T | undefined) => void;
}

function Level<T extends StateMaster>({ label, list, value, waiting, disabled, error, onSelect }: LevelProps<T>) {
  const id = useId();
  const { t } = useCampsTranslation();
  const failed = list.error !== null;
  const shown = list.error ?? (typeof error === 'string' ? error : undefined);
  const message = shown && campsMessage(shown);
  return (
    <Form.Item
      label={label}
      htmlFor={id}
      required
      validateStatus={failed || error ? 'error' : undefined}
      help={
        failed ? (
          <LoadFailed message={message} onRetry={list.retry} retrying={list.retrying} style={{ margin: '4px 0 8px' }} />
        ) : (
          message
        )
      }
    >
      <Select
        id={id}
        value={value ?? undefined}
        placeholder={t('pick', { label })}
        options={list.items.map((item) => ({ value: item.id, label: item.name }))}
        loading={list.loading}
        disabled={disabled || waiting || list.loading || failed}
        showSearch={{ optionFilterProp: 'label' }}
        onChange={(next: number) => onSelect(list.items.find((item) => item.id === next))}
        notFoundContent={list.loading ? t('loading') : t('noEntries')}
        aria-busy={list.loading}
        aria-required
      />
    </Form.Item>
  );
}

/**
 * State → district → taluk → panchayat/village. Choosing a level clears the levels below it; a level stays
 * disabled until its parent is chosen and while its list loads; a failed list says so ('Failed to fetch
 * states. Please try again.' …) with Retry.
 */
export function GeographyCascade({ value, onChange, loaders, errors = {}, disabled }: GeographyCascadeProps) {
  const { t } = useCampsTranslation();
  const states = useList<StateMaster>('states', 'root', () => loaders.states(), t('msg.states'));
  const districts = useList<DistrictMaster>('districts', value.stateId, (id) => loaders.districts(id), t('msg.districts'));
  const taluks = useList<TalukMaster>('taluks', value.districtId, (id) => loaders.taluks(id), t('msg.taluks'));
  const panchayats = useList<PanchayatMaster>('panchayats', value.talukId, (id) => loaders.panchayats(id), t('msg.panchayats'));

  const chosen = (): GeographyChoice => ({
    state: states.items.find((s) => s.id === value.stateId),
    district: districts.items.find((d) => d.id === value.districtId),
    taluk: taluks.items.find((item) => item.id === value.talukId),
  });

  return (
    <>
      <Level
        label={t('state')}
        list={states}
        value={value.stateId}
        waiting={false}
        disabled={disabled}
        error={errors.stateId}
        onSelect={(state) =>
          onChange({ stateId: state?.id ?? null, districtId: null, talukId: null, panchayatId: null }, { state })
        }
      />
      <Level
        label={t('district')}
        list={districts}
        value={value.districtId}
        waiting={value.stateId === null}
        disabled={disabled}
        error={errors.districtId}
        onSelect={(district) =>
          onChange(
            { ...value, districtId: district?.id ?? null, talukId: null, panchayatId: null },
            { state: chosen().state, district },
          )
        }
      />
      <Level
        label={t('taluk')}
        list={taluks}
        value={value.talukId}
        waiting={value.districtId === null}
        disabled={disabled}
        error={errors.talukId}
        onSelect={(taluk) => onChange({ ...value, talukId: taluk?.id ?? null, panchayatId: null }, { ...chosen(), taluk })}
      />
      <Level
        label={t('panchayat')}
        list={panchayats}
        value={value.panchayatId}
        waiting={value.talukId === null}
        disabled={disabled}
        error={errors.panchayatId}
        onSelect={(panchayat) => onChange({ ...value, panchayatId: panchayat?.id ?? null }, { ...chosen(), panchayat })}
      />
    </>
  );
}
