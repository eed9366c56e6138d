import { useQuery } from '@tanstack/react-query';
import type { DistrictMaster, PanchayatMaster, StateMaster, TalukMaster } from '@screening/shared';
import { Form, LoadFailed, MASTER_DATA_STALE_MS, Select, type FormRule } from '@screening/shared/ui';
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
  /** Each level's input id. */
  ids: Record<keyof GeographyValue, string>;
  /** A choice, with the levels below it cleared, and the chosen records; the fields are the form's. */
  onChange: (value: Partial<GeographyValue>, chosen: GeographyChoice) => void;
  /** The calls behind the lists (`geographyLoaders`). */
  loaders: GeographyLoaders;
  /** Each level's rules (the form's required rule). */
  rules: (level: keyof GeographyValue) => FormRule[];
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
  id: string;
  name: keyof GeographyValue;
  label: string;
  list: ListState<T>;
  /** The parent is not chosen yet. */
  waiting: boolean;
  disabled?: boolean;
  rules: FormRule[];
  onSelect: (item: T | undefined) => void;
}

function Level<T extends StateMaster>({ id, name, label, list, waiting, disabled, rules, onSelect }: LevelProps<T>) {
  const { t } = useCampsTranslation();
  const failed = list.error !== null;
  return (
    <Form.Item
      name={name}
      label={label}
      htmlFor={id}
      required
      rules={rules}
      // A list that did not load says so in the field's place of errors, with Retry.
      validateStatus={failed ? 'error' : undefined}
      help={
        failed ? (
          <LoadFailed
            message={campsMessage(list.error ?? '')}
            onRetry={list.retry}
            retrying={list.retrying}
            style={{ margin: '4px 0 8px' }}
          />
        ) : undefined
      }
      getValueProps={(value: number | null) => ({ value: value ?? undefined })}
    >
      <Select
        id={id}
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
export function GeographyCascade({ ids, onChange, loaders, rules, disabled }: GeographyCascadeProps) {
  const { t } = useCampsTranslation();
  const form = Form.useFormInstance();
  const stateId: number | null = Form.useWatch('stateId', form) ?? null;
  const districtId: number | null = Form.useWatch('districtId', form) ?? null;
  const talukId: number | null = Form.useWatch('talukId', form) ?? null;
  const states = useList<StateMaster>('states', 'root', () => loaders.states(), t('msg.states'));
  const districts = useList<DistrictMaster>('districts', stateId, (id) => loaders.districts(id), t('msg.districts'));
  const taluks = useList<TalukMaster>('taluks', districtId, (id) => loaders.taluks(id), t('msg.taluks'));
  const panchayats = useList<PanchayatMaster>('panchayats', talukId, (id) => loaders.panchayats(id), t('msg.panchayats'));

  const chosen = (): GeographyChoice => ({
    state: states.items.find((s) => s.id === stateId),
    district: districts.items.find((d) => d.id === districtId),
    taluk: taluks.items.find((item) => item.id === talukId),
  });

  return (
    <>
      <Level
        id={ids.stateId}
        name="stateId"
        label={t('state')}
        list={states}
        waiting={false}
        disabled={disabled}
        rules={rules('stateId')}
        onSelect={(state) =>
          onChange({ stateId: state?.id ?? null, districtId: null, talukId: null, panchayatId: null }, { state })
        }
      />
      <Level
        id={ids.districtId}
        name="districtId"
        label={t('district')}
        list={districts}
        waiting={stateId === null}
        disabled={disabled}
        rules={rules('districtId')}
        onSelect={(district) =>
          onChange({ districtId: district?.id ?? null, talukId: null, panchayatId: null }, { state: chosen().state, district })
        }
      />
      <Level
        id={ids.talukId}
        name="talukId"
        label={t('taluk')}
        list={taluks}
        waiting={districtId === null}
        disabled={disabled}
        rules={rules('talukId')}
        onSelect={(taluk) => onChange({ talukId: taluk?.id ?? null, panchayatId: null }, { ...chosen(), taluk })}
      />
      <Level
        id={ids.panchayatId}
        name="panchayatId"
        label={t('panchayat')}
        list={panchayats}
        waiting={talukId === null}
        disabled={disabled}
        rules={rules('panchayatId')}
        onSelect={(panchayat) => onChange({ panchayatId: panchayat?.id ?? null }, { ...chosen(), panchayat })}
      />
    </>
  );
}
