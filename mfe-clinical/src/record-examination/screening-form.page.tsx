import { ExaminationFormPage } from './examination-form.page';

/** /DiseaseSpecificDetailsScreening: the disease-specific screening form of the stage chosen in the worklist. */
export default function ScreeningFormPage() {
  return <ExaminationFormPage kind="screening" />;
}
