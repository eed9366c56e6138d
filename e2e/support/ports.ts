/** Ports of the suite under test: apart from the start command's, so both can run at once. */
export const E2E_PORTS = {
  api: 18015,
  host: 13000,
  remotes: { camps: 13001, users: 13002, patients: 13003, clinical: 13004, reports: 13005 } as Record<string, number>,
};
export const apiUrl = `http://localhost:${E2E_PORTS.api}`;
