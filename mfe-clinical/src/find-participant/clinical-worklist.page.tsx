import { WorklistPage } from './worklist.page';

/** /ClinicSearchPage: the clinical worklist (the Clinical Evaluation and Referral to Hospital tiles). */
export default function ClinicalWorklistPage() {
  return <WorklistPage kind="clinical" />;
}
