/** The fields of an outreach clinic's result card (SPEC §2: the clinic search screens show the same details). */
import type { Camp } from '../types';
import { shownDay } from './day-format';
import type { ResultField } from './result-card';

/** A clinic's 'YYYY-MM-DD' day as people read it (kept for the areas built against it). */
export const shownCampDay = shownDay;

export function clinicCardFields(camp: Camp): ResultField[] {
  return [
    { label: 'Outreach Clinic ID', value: camp.campIdPrefix },
    { label: 'Name', value: camp.campName },
    { label: 'Pincode', value: camp.pincode },
    { label: 'State Name', value: camp.stateName },
    { label: 'District Name', value: camp.districtName },
    { label: 'Taluk Name', value: camp.talukName },
    { label: 'Panchayat/Village Name', value: camp.panchayatName },
    { label: 'Start Date', value: shownDay(camp.displayStartDate) },
    { label: 'End Date', value: shownDay(camp.displayEndDate) },
  ];
}
