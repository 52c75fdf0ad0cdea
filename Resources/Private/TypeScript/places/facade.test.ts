/**
 * window.SiteFrontend.places as the entry offers it: when the places code cannot be loaded, a call
 * resolves as NETWORK_ERROR (never an unhandled rejection) and the next call asks for the code again.
 */
let chunkFails = true;
jest.mock('./api', () => {
  if (chunkFails) throw new Error('Loading chunk places failed.');
  return jest.requireActual<typeof import('./api')>('./api');
});

test('a places chunk that fails to load: NETWORK_ERROR, then loaded on the next call', async () => {
  document.body.innerHTML = '';
  await import('../main');
  const places = window.SiteFrontend?.places;
  if (!places) throw new Error('no SiteFrontend.places');
  const failed = await places.fetchPlace({ id: 'cms:x', source: 'cms' });
  expect(failed.status).toBe('NETWORK_ERROR');
  expect(failed.status !== 'OK' && failed.detail).toContain('Loading chunk places failed.');
  await expect(places.newSessionToken()).resolves.toBeUndefined();
  chunkFails = false;
  // The page has no CMS places: the source answers, so the code was loaded this time.
  await expect(places.fetchPlace({ id: 'cms:x', source: 'cms' })).resolves.toMatchObject({
    status: 'NOT_FOUND',
  });
});
