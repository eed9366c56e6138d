import { ExaminationFormPage } from './examination-form.page';

/** /OralExaminationPage: the oral screening form of the participant in progress. */
export default function OralExaminationPage() {
  return <ExaminationFormPage kind="screening" disease="oral" />;
}
