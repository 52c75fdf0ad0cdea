import { navPlatform, routeLinks, routeUrls, telHref } from './nav-links';

const UA = {
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  ipadDesktop:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  mac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  android:
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  linux:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  windows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
};

describe('issue 29: the platform whose navigation app a route opens', () => {
  test.each([
    ['iPhone', { userAgent: UA.iphone }, 'apple'],
    [
      'iPad in desktop mode (MacIntel with touch)',
      { userAgent: UA.ipadDesktop, platform: 'MacIntel', maxTouchPoints: 5 },
      'apple',
    ],
    ['macOS', { userAgent: UA.mac, platform: 'MacIntel', maxTouchPoints: 0 }, 'apple'],
    ['Android', { userAgent: UA.android }, 'android'],
    ['desktop Linux', { userAgent: UA.linux, platform: 'Linux x86_64' }, 'other'],
    ['Windows', { userAgent: UA.windows, platform: 'Win32' }, 'other'],
    [
      'a reduced UA with userAgentData Android',
      { userAgent: 'Mozilla/5.0', userAgentData: { platform: 'Android' } },
      'android',
    ],
    [
      'a reduced UA with userAgentData macOS',
      { userAgent: 'Mozilla/5.0', userAgentData: { platform: 'macOS' } },
      'apple',
    ],
    [
      'an unknown UA with a touch MacIntel',
      { userAgent: 'Mozilla/5.0', platform: 'MacIntel', maxTouchPoints: 5 },
      'apple',
    ],
    ['nothing known', { userAgent: '' }, 'other'],
  ] as const)('%s → %s', (_name, hints, expected) => {
    expect(navPlatform(hints)).toBe(expected);
  });
});

describe('issue 29: route links', () => {
  const zentrale = { lat: 48.13743, lng: 11.57549, label: 'Zentrale am Marienplatz & Co. (Süd)' };

  test('each app gets its own URL form, the label encoded', () => {
    expect(routeUrls.apple(zentrale)).toBe(
      'https://maps.apple.com/?daddr=48.13743,11.57549&q=Zentrale%20am%20Marienplatz%20%26%20Co.%20(S%C3%BCd)',
    );
    expect(routeUrls.google(zentrale)).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=48.13743,11.57549',
    );
    expect(routeUrls.osm(zentrale)).toBe('https://www.openstreetmap.org/directions?to=48.13743,11.57549');
    expect(routeUrls.geo(zentrale)).toBe(
      'geo:48.13743,11.57549?q=48.13743,11.57549(Zentrale%20am%20Marienplatz%20%26%20Co.%20%20S%C3%BCd)',
    );
  });

  test('coordinates are plain decimals of at most 6 places; a non-number throws', () => {
    expect(routeUrls.google({ lat: 48.1234567891, lng: -0.00000001, label: '' })).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=48.123457,0',
    );
    expect(routeUrls.geo({ lat: 1, lng: 2, label: '' })).toBe('geo:1,2?q=1,2');
    expect(() => routeUrls.osm({ lat: Number.NaN, lng: 1, label: '' })).toThrow('not a coordinate');
  });

  test('a label cannot smuggle in another parameter or scheme', () => {
    const url = new URL(routeUrls.apple({ lat: 1, lng: 2, label: 'x&daddr=0,0#javascript:alert(1)' }));
    expect(url.protocol).toBe('https:');
    expect(url.searchParams.get('daddr')).toBe('1,2');
    expect(url.searchParams.get('q')).toBe('x&daddr=0,0#javascript:alert(1)');
    expect(url.hash).toBe('');
  });

  test('Apple platforms get Apple Maps, others Google Maps; OpenStreetMap always; geo: on Android only', () => {
    const apps = (platform: Parameters<typeof routeLinks>[1]) =>
      routeLinks(zentrale, platform).map((link) => [link.app, link.newTab, link.href.split(':')[0]]);
    expect(apps('apple')).toEqual([
      ['apple', true, 'https'],
      ['osm', true, 'https'],
    ]);
    expect(apps('other')).toEqual([
      ['google', true, 'https'],
      ['osm', true, 'https'],
    ]);
    expect(apps('android')).toEqual([
      ['google', true, 'https'],
      ['osm', true, 'https'],
      ['geo', false, 'geo'],
    ]);
  });
});

describe('issue 29: phone numbers as tel: links', () => {
  test.each([
    ['+49 89 1234567-00', 'tel:+4989123456700'],
    ['+49 (0)89 / 12 34 56', 'tel:+4989123456'],
    ['0049 89 123456', 'tel:+4989123456'],
    ['089 1234567-00', 'tel:+4989123456700'],
    ['(089) 123 456', 'tel:+4989123456'],
    ['110', 'tel:110'],
  ])('%s → %s', (number, expected) => {
    expect(telHref(number)).toBe(expected);
  });

  test('another country code for national numbers; nothing for too few digits or none', () => {
    expect(telHref('01 234 5678', '43')).toBe('tel:+4312345678');
    expect(telHref('12')).toBeNull();
    expect(telHref('')).toBeNull();
    expect(telHref(null)).toBeNull();
    expect(telHref('Telefon: bitte schreiben')).toBeNull();
  });
});
