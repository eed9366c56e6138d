import { ClinicSavedPage } from './clinic-created.page';

/** /success-messageEdit (docs/screens.md §2): the ID comes as navigation state `clickId`. */
export default function ClinicUpdatedPage() {
  return <ClinicSavedPage updated />;
}
