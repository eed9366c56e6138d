import { apiTestServerForFile, readsWarmedFor, requestsAsKept, signInForTest } from '@screening/shared/testing';
import { geographyLoaders } from './clinic/clinic.api';
import { searchClinics } from './find-clinic/find-clinic.api';
import { routeManifest } from './route-manifest';

const server = apiTestServerForFile();

test('the reads outreach clinics keeps on the device are those its screens send, byte for byte', async () => {
  server.on('POST', '/api/curable/activecamp', () => ({ status: 200, body: [] }));
  server.on('GET', '/api/curable/statemaster', () => ({ status: 200, body: [] }));
  signInForTest(server);
  // Find Clinic's search, and the states a new or edited clinic's address starts from.
  await searchClinics('');
  await geographyLoaders.states();
  const screens = requestsAsKept(server);
  expect((await readsWarmedFor(server, 'camps', routeManifest)).sort()).toEqual(screens.sort());
});
