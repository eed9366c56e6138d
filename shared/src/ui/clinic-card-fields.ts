/** The fields of an outreach clinic's result card (SPEC §2: the clinic search screens show the same details). */
import type { Camp } from '../types';
import type { ResultField } from './result-card';

/** 'YYYY-MM-DD' shown as 'DD/MM/YYYY'; anything else as it is. */
export function shownCampDay(day: string | null | undefined): string | null {
  if (!day) return null;
  return /^\d{4}-\d{2}-\d{2}$/.test(day) ? day.split('-').reverse().join('/') : day;
}

export function clinicCardFields(camp: Camp): ResultField[] {
  return [
    { label: 'Outreach Clinic ID', value: camp.campIdPrefix },
    { label: 'Name', value: camp.campName },
    { label: 'Pincode', value: camp.pincode },
    { label: 'State Name', value: camp.stateName },
    { label: 'District Name', value: camp.districtName },
    { label: 'Taluk Name', value: camp.talukName },
    { label: 'Panchayat/Village Name', value: camp.panchayatName },
    { label: 'Start Date', value: shownCampDay(camp.displayStartDate) },
    { label: 'End Date', value: shownCampDay(camp.displayEndDate) },
  ];
}
