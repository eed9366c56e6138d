/** A clinic ID already used by a live clinic of the same hospital (the form's warning and the server's 409). */
export function duplicateClinicIdMessage(clinicId: string): string {
  return `Outreach Clinic ID ${clinicId} already exists. Please enter a different Clinic ID.`;
}
