import { WorklistPage } from './worklist.page';

/** /PatientSearchPage: the screening worklist. */
export default function ScreeningWorklistPage() {
  return <WorklistPage kind="screening" />;
}
