/** core/events.ts: every sf:* event name in one table, and the typed emit/listen. */
import { emit, EVENTS, listen } from './events';

describe('core/events', () => {
  it('names every event the bundle sends or hears, with the contract names unchanged', () => {
    expect(Object.values(EVENTS).sort()).toEqual([
      'sf:consent',
      'sf:consent-grant',
      'sf:consent-request',
      'sf:consent-revoke',
      'sf:mounted',
      'sf:openinfo',
      'sf:place-results',
      'sf:place-select',
    ]);
  });

  it('emit dispatches the detail (bubbling when asked); listen hears it until unsubscribed', () => {
    const outer = document.createElement('div');
    const inner = document.createElement('span');
    outer.append(inner);
    const heard: unknown[] = [];
    const stop = listen(outer, 'sf:openinfo', (detail) => heard.push(detail.mapId));
    emit(inner, 'sf:openinfo', { mapId: '1' }, true);
    emit(inner, 'sf:openinfo', { mapId: '2' });
    emit(outer, 'sf:openinfo', { mapId: '3' });
    stop();
    emit(outer, 'sf:openinfo', { mapId: '4' });
    expect(heard).toEqual(['1', '3']);
  });
});
