import { act, useEffect, useState } from 'react';
import { LOG_PREFIX } from './mount';
import { createContext, host, render, useServices } from './react-host';
import { fakeServices } from './testing/services';
import { none } from './schema';
import type { FrameInfo } from './types';

// React's act() warns unless the environment says it is a test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function frame(id = 'c5', html = '<p>CMS <a href="/mehr.html">Mehr</a></p>'): FrameInfo {
  document.body.innerHTML = `<div id="${id}" data-sf-widget="tabs" data-sf-state="loading">${html}</div>`;
  return { frame: document.getElementById(id)!, label: `tabs #${id}`, key: undefined };
}

function Broken(): never {
  throw new Error('render bug');
}

/** Runs `fn` inside act and lets the error boundary's queued restore run. */
async function settle(fn: () => void): Promise<void> {
  await act(async () => {
    fn();
    await Promise.resolve();
  });
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

let error: jest.SpyInstance<void, unknown[]>;
let warn: jest.SpyInstance<void, unknown[]>;
beforeEach(() => {
  document.documentElement.lang = 'de';
  error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('React host: render()', () => {
  it('renders the node into the container, replacing the CMS children', async () => {
    const info = frame();
    await settle(() => render(info, info.frame, <button type="button">Widget</button>));
    expect(info.frame.innerHTML).toBe('<button type="button">Widget</button>');
    expect(error).not.toHaveBeenCalled();
  });

  it('commits at once: the widget is in the DOM when render() returns (SiteFrontend.ready means rendered)', () => {
    const previous = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
    // Outside act(), as in a browser: React would otherwise commit in a later task.
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    try {
      const info = frame();
      render(info, info.frame, <button type="button">Widget</button>);
      expect(info.frame.innerHTML).toBe('<button type="button">Widget</button>');
    } finally {
      (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = previous;
    }
  });

  it('a component that throws restores the CMS children, marks the frame "failed", calls onError and names the frame', async () => {
    const info = frame();
    const container = info.frame;
    const originalNodes = [...container.childNodes];
    const originalHtml = container.innerHTML;
    const onError = jest.fn(() => {
      // onError runs once the markup is back.
      expect(container.innerHTML).toBe(originalHtml);
    });

    await settle(() => render(info, container, <Broken />, { onError }));

    expect(container.innerHTML).toBe(originalHtml);
    // The very same nodes come back (listeners and state of the CMS markup survive).
    expect([...container.childNodes]).toEqual(originalNodes);
    expect(container.childNodes[0]).toBe(originalNodes[0]);
    expect(info.frame.getAttribute('data-sf-state')).toBe('failed');
    expect(onError).toHaveBeenCalledTimes(1);
    const ours = error.mock.calls.filter((call: unknown[]) => String(call[0]).startsWith(LOG_PREFIX));
    expect(ours).toHaveLength(1);
    expect(String(ours[0]![0])).toBe(
      '[SiteFrontend] tabs #c5: the widget failed while rendering; its CMS markup was restored.',
    );
    expect((ours[0]![1] as Error).message).toBe('render bug');
  });

  it('a component that throws later (after an effect) also restores the CMS children', async () => {
    const info = frame('c6', '<ul><li>Eins</li></ul>');
    function ThrowsOnSecondRender() {
      const [broken, setBroken] = useState(false);
      useEffect(() => {
        const timer = setTimeout(() => setBroken(true), 0);
        return () => clearTimeout(timer);
      }, []);
      if (broken) throw new Error('late bug');
      return <span>ok</span>;
    }
    await settle(() => render(info, info.frame, <ThrowsOnSecondRender />));
    expect(info.frame.innerHTML).toBe('<ul><li>Eins</li></ul>');
    expect(info.frame.getAttribute('data-sf-state')).toBe('failed');
  });

  it('one failing root leaves another root on the page rendered', async () => {
    document.body.innerHTML = '<div id="a"><p>A</p></div><div id="b"><p>B</p></div>';
    const a: FrameInfo = { frame: document.getElementById('a')!, label: 'x #a', key: undefined };
    const b: FrameInfo = { frame: document.getElementById('b')!, label: 'x #b', key: undefined };
    await settle(() => {
      render(a, a.frame, <Broken />);
      render(b, b.frame, <em>fine</em>);
    });
    expect(a.frame.innerHTML).toBe('<p>A</p>');
    expect(b.frame.innerHTML).toBe('<em>fine</em>');
    expect(b.frame.hasAttribute('data-sf-state')).toBe(false);
  });

  it('a second render on the same container throws', async () => {
    const info = frame();
    await settle(() => render(info, info.frame, <span>one</span>));
    expect(() => render(info, info.frame, <span>two</span>)).toThrow(
      'a React root already exists on this container',
    );
    expect(info.frame.innerHTML).toBe('<span>one</span>');
  });

  it('after a render error the container may be rendered into again', async () => {
    const info = frame();
    await settle(() => render(info, info.frame, <Broken />));
    await settle(() => render(info, info.frame, <span>again</span>));
    expect(info.frame.innerHTML).toBe('<span>again</span>');
  });
});

describe('React host: createContext() and host.mountWidget()', () => {
  it('passes the frame info through', () => {
    const info = { ...frame('sf-map-11'), key: '11', label: 'map #sf-map-11' };
    const context = createContext(info, fakeServices());
    expect(context.frame).toBe(info.frame);
    expect(context.key).toBe('11');
    expect(context.label).toBe('map #sf-map-11');
  });

  it('warn() and error() prefix the message with `[SiteFrontend] label:`', () => {
    const context = createContext(frame(), fakeServices());
    context.warn('more links than texts');
    context.error('bad value');
    expect(warn).toHaveBeenCalledWith('[SiteFrontend] tabs #c5: more links than texts');
    expect(error).toHaveBeenCalledWith('[SiteFrontend] tabs #c5: bad value');
  });

  it('context.render() renders through the error boundary of this frame', async () => {
    const info = frame();
    const context = createContext(info, fakeServices());
    await settle(() => context.render(info.frame, <Broken />));
    expect(info.frame.innerHTML).toBe('<p>CMS <a href="/mehr.html">Mehr</a></p>');
    expect(error.mock.calls.some((call: unknown[]) => String(call[0]).includes('tabs #c5'))).toBe(true);
  });

  it('mountWidget calls the module with a context for the frame and the settings', async () => {
    const info = frame();
    const services = fakeServices();
    const mount = jest.fn();
    await host.mountWidget(info, { schema: none, mount }, { column: 2 }, services);
    expect(mount).toHaveBeenCalledTimes(1);
    const [context, settings] = mount.mock.calls[0] as [ReturnType<typeof createContext>, unknown];
    expect(settings).toEqual({ column: 2 });
    expect(context.label).toBe('tabs #c5');
    expect(context.services).toBe(services);
  });

  it('context.render() hands the page services to every component below it (useServices)', async () => {
    const info = frame();
    const services = fakeServices();
    const Deep = () => <span>{useServices() === services ? 'the page services' : 'others'}</span>;
    await settle(() => createContext(info, services).render(info.frame, <Deep />));
    expect(info.frame.textContent).toBe('the page services');
  });

  it('mountWidget passes on a failing mount (mountAll reports it)', async () => {
    const info = frame();
    const mount = () => Promise.reject(new Error('no'));
    await expect(host.mountWidget(info, { schema: none, mount }, {}, fakeServices())).rejects.toThrow('no');
  });
});
