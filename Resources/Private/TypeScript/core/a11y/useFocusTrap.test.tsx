/** The one focus trap: initial focus, Tab / Shift+Tab cycle, focus kept in, focus given back. */
import { act, fireEvent, render } from '@testing-library/react';
import { useRef, useState } from 'react';
import { useFocusTrap } from './useFocusTrap';

function Layer({ active, initial }: { active: boolean; initial?: boolean }) {
  const root = useRef<HTMLDivElement>(null);
  const second = useRef<HTMLButtonElement>(null);
  const onKeyDown = useFocusTrap(root, { active, ...(initial ? { initialFocus: second } : {}) });
  return (
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div ref={root} onKeyDown={onKeyDown}>
      <button id="first">1</button>
      <button id="second" ref={second}>
        2
      </button>
      <button id="hidden" hidden>
        h
      </button>
      <button id="last">3</button>
    </div>
  );
}

function Page({ initial }: { initial?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button id="opener" onClick={() => setOpen(true)}>
        open
      </button>
      <button id="closer" onClick={() => setOpen(false)}>
        close
      </button>
      {open && <Layer active initial={initial} />}
    </>
  );
}

const byId = (id: string) => document.getElementById(id)!;

describe('useFocusTrap', () => {
  it('focuses the first tabbable, or the element asked for, when it starts', () => {
    const view = render(<Layer active />);
    expect(document.activeElement).toBe(byId('first'));
    view.unmount();
    render(<Layer active initial />);
    expect(document.activeElement).toBe(byId('second'));
  });

  it('Tab on the last goes to the first, Shift+Tab on the first to the last (hidden skipped)', () => {
    render(<Layer active />);
    byId('last').focus();
    fireEvent.keyDown(byId('last'), { key: 'Tab' });
    expect(document.activeElement).toBe(byId('first'));
    fireEvent.keyDown(byId('first'), { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(byId('last'));
  });

  it('inside the list the browser moves on (no preventDefault)', () => {
    render(<Layer active />);
    byId('second').focus();
    const event = new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, cancelable: true });
    act(() => {
      byId('second').dispatchEvent(event);
    });
    expect(event.defaultPrevented).toBe(false);
  });

  it('focus that lands outside comes back; when the trap ends focus goes back to the opener', () => {
    render(<Page />);
    byId('opener').focus();
    act(() => {
      fireEvent.click(byId('opener'));
    });
    expect(document.activeElement).toBe(byId('first'));
    act(() => {
      byId('closer').focus();
    });
    expect(document.activeElement).toBe(byId('first'));
    act(() => {
      fireEvent.click(byId('closer'));
    });
    expect(document.getElementById('first')).toBeNull();
    expect(document.activeElement).toBe(byId('opener'));
  });

  it('does nothing while inactive', () => {
    render(<Layer active={false} />);
    expect(document.activeElement).toBe(document.body);
    byId('last').focus();
    fireEvent.keyDown(byId('last'), { key: 'Tab' });
    expect(document.activeElement).toBe(byId('last'));
  });
});
