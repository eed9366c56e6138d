import { WorklistPage } from './worklist.page';

/** /ClinicSearchPage: the clinical worklist (the Clinical Evaluation tile). */
export default function ClinicalWorklistPage() {
  return <WorklistPage kind="clinical" />;
}
