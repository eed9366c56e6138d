/** The fields of an outreach clinic's result card (docs/screens.md §2: the clinic search screens show the same details). */
import type { Camp } from '../types';
import { shownDay } from './day-format';
import type { ResultField } from './result-card';
import { i18n } from '../i18n/i18n';

const label = (key: string) => i18n.t(`card.${key}`, { ns: 'shared' });

/** A clinic's 'YYYY-MM-DD' day as people read it (kept for the areas built against it). */
export const shownCampDay = shownDay;

export function clinicCardFields(camp: Camp): ResultField[] {
  return [
    { label: label('clinicId'), value: camp.campIdPrefix },
    { label: label('name'), value: camp.campName },
    { label: label('pincode'), value: camp.pincode },
    { label: label('stateName'), value: camp.stateName },
    { label: label('districtName'), value: camp.districtName },
    { label: label('talukName'), value: camp.talukName },
    { label: label('panchayatName'), value: camp.panchayatName },
    { label: label('startDate'), value: shownDay(camp.displayStartDate) },
    { label: label('endDate'), value: shownDay(camp.displayEndDate) },
  ];
}
