/**
 * @screening/shared/ui — the UI kit and the only door to antd and @ant-design/icons for every application.
 * Named re-exports only, so webpack keeps just the components the suite uses. Never imported by the login path.
 */
export { Alert, Button, Col, Drawer, Form, Input, Modal, Radio, Row, Select, Space, Switch } from 'antd';
export type {
  AlertProps,
  ButtonProps,
  DrawerProps,
  FormInstance,
  FormItemProps,
  FormProps,
  FormRule,
  InputProps,
  InputRef,
  ModalProps,
  RadioChangeEvent,
  SelectProps,
  ThemeConfig,
} from 'antd';
export * from './icons';

export { UiProvider, type UiProviderProps } from './ui-provider';
export { queryClient, createQueryClient, READ_RETRIES, MASTER_DATA_STALE_MS } from './query-client';
export { LoadFailed, LOAD_FAILED_MESSAGE, type LoadFailedProps } from './load-failed';
export { productTheme, BRAND_PRIMARY } from './theme';
export { PoweredByFooter, type PoweredByFooterProps } from './powered-by-footer';
export { PageFrame, type PageFrameProps } from './page-frame';
export { useArrivalFocus } from './arrival-focus';
export { Loader, type LoaderProps } from './loader';
export { SuccessPage, type SuccessPageProps, type SuccessAction } from './success-page';
export { NoDataDialog, type NoDataDialogProps } from './no-data-dialog';
export { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';
export { SearchBox, type SearchBoxProps } from './search-box';
export { Panel, type PanelProps } from './panel';
export { Spinner } from './spinner';
export { saveFile } from './save-file';
export { QrCode, type QrCodeProps } from './qr-code';
export { NoticeProvider, useNotice, NOTICE_MS, type NoticeKind } from './notice';
export { Tag, type TagColor } from './tag';
export { StatusPanel, type StatusPanelProps, type PanelStatus } from './status-panel';
export { ResultCard, type ResultCardProps, type ResultField } from './result-card';
export { clinicCardFields, shownCampDay } from './clinic-card-fields';
export { genderLabel, registrationCardFields } from './participant-card-fields';
export { SearchPage, type SearchPageProps } from './search-page';
export { useSearchFlow, type SearchFlow, type SearchFlowOptions, type SearchStatus } from './use-search-flow';
export { MenuIcon, menuIconFor, type MenuIconProps } from './menu-icon';
export { FormError, type FormErrorProps } from './form-error';
export { BoundControl, codeRule, ruleMessage, useRuleForm, type BoundControlProps, type RuleFormOptions } from './rule-form';
export {
  MetricForm,
  MetricRepeatGroups,
  memberTitle,
  sanitiseFamilyField,
  type MetricFormProps,
  type MetricRepeatGroupsProps,
  type MemberFieldChange,
} from './metric-form';
export { PasswordInput, type PasswordInputProps } from './password-input';
export { GenderButtons, type GenderButtonsProps } from './gender-buttons';
export { DayPicker, type DayPickerProps } from './day-picker';
export {
  DigitsInput,
  typedDigitsRefusal,
  atMostDigitsMessage,
  DIGITS_ONLY_MESSAGE,
  LEADING_ZERO_MESSAGE,
  type DigitsInputProps,
} from './digits-input';
export { DAY_FORMAT, DAY_FORMAT_MESSAGE, shownDay, typedDayRefusal, type DayLimits } from './day-format';
