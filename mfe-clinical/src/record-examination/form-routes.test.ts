import { diseaseParam } from './disease-clinical.page';
import { formPathOf } from './examination-selector.page';

describe('where a chosen examination is recorded', () => {
  it('opens oral screening on /OralExaminationPage and other screening on the screening form', () => {
    expect(formPathOf('screening', 'Oral Screening')).toBe('/OralExaminationPage');
    expect(formPathOf('screening', 'Breast Screening')).toBe('/DiseaseSpecificDetailsScreening');
  });

  it('opens clinical tests on the disease-specific clinical details, cervical being the cervical examination form', () => {
    expect(formPathOf('clinical', 'Cervical Clinical Evaluation')).toBe('/DiseaseSpecificDetailsClinical?disease=cervical');
    expect(formPathOf('clinical', 'Breast Clinical Evaluation')).toBe('/DiseaseSpecificDetailsClinical?disease=breast');
    expect(formPathOf('clinical', 'General Clinical Evaluation')).toBe('/DynamicScreen');
  });

  it('reads the disease sub-state of the URL, ignoring anything unknown', () => {
    expect(diseaseParam('Cervical')).toBe('cervical');
    expect(diseaseParam('lung')).toBeNull();
    expect(diseaseParam(null)).toBeNull();
  });
});
