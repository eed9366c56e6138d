import { ExaminationFormPage } from './examination-form.page';

/** /DynamicScreen and /ClinicalDetails: the clinical evaluation of the stage chosen in the clinical worklist. */
export default function ClinicalFormPage() {
  return <ExaminationFormPage kind="clinical" />;
}
