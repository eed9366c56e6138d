/**
 * Ports of the suite under test: apart from the start command's, so both can run at once.
 * E2E_PORT_OFFSET shifts them all, so two e2e runs on one machine do not collide: a run holds 13000–13035 and 18015
 * (plus its offset), so offsets 100 apart never meet.
 */
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);
const remotes = (base: number): Record<string, number> => ({
  camps: base + 1,
  users: base + 2,
  patients: base + 3,
  clinical: base + 4,
  reports: base + 5,
  dashboard: base + 6,
});

export const E2E_PORTS = { api: 18015 + offset, host: 13000 + offset, remotes: remotes(13000 + offset) };
/** A second site for specs that stop or swap remotes without disturbing the main one. */
export const SPARE_PORTS = { host: 13010 + offset, remotes: remotes(13010 + offset) };
/** A third site, for the release and pinning spec. */
export const RELEASE_PORTS = { host: 13020 + offset, remotes: remotes(13020 + offset) };
/** The institute's original client (original-client.spec.ts), served against the same API. */
export const ORIGINAL_APP_PORT = 13030 + offset;
export const apiUrl = `http://localhost:${E2E_PORTS.api}`;
