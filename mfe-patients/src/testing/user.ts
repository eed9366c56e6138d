/** The user and Select helpers of the shared metric-form tests, so every page test drives antd the same way. */
export { choose, optionList, optionOf, press, setupUser, type User } from '../../../shared/src/ui/metric-form/metric-form.test-support';
