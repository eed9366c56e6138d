/** The Sync page: what this device keeps for the server, and what the server refused. */
export const SYNC_PATH = '/Sync';
