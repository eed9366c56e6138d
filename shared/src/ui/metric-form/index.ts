/** The metric-form renderer: MetricForm (one form) and MetricRepeatGroups (family member cards). Rendering only. */
export { MetricForm, type MetricFormProps } from './metric-form';
export { MetricRepeatGroups, type MetricRepeatGroupsProps, type MemberFieldChange } from './metric-repeat-groups';
export { memberTitle, sanitiseFamilyField } from './member-card';
