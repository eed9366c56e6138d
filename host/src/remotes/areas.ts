/** How each remote is named to staff when something goes wrong with it. */
export interface AreaInfo {
  title: string;
  unavailable: string;
}

const AREAS: Record<string, AreaInfo> = {
  camps: { title: 'Outreach clinics', unavailable: 'Outreach clinics are unavailable right now' },
  users: { title: 'User management', unavailable: 'User management is unavailable right now' },
  patients: { title: 'Patient registration', unavailable: 'Patient registration is unavailable right now' },
  clinical: {
    title: 'Screening and clinical evaluation',
    unavailable: 'Screening and clinical evaluation are unavailable right now',
  },
  reports: { title: 'Reports', unavailable: 'Reports are unavailable right now' },
};

export function areaOf(remote: string): AreaInfo {
  return AREAS[remote] ?? { title: remote, unavailable: `${remote} is unavailable right now` };
}
