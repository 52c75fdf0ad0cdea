/** Dismissal of a popup: Escape anywhere, a press or focus outside its root. */
import { fireEvent, render } from '@testing-library/react';
import { useRef } from 'react';
import { useDismiss, type DismissOptions, type DismissReason } from './useDismiss';

function Popup(props: { open: boolean; onDismiss: (reason: DismissReason) => void } & DismissOptions) {
  const root = useRef<HTMLDivElement>(null);
  const { open, onDismiss, ...options } = props;
  useDismiss(root, open, onDismiss, options);
  return (
    <>
      <div ref={root}>
        <button id="inside">in</button>
      </div>
      <button id="outside">out</button>
    </>
  );
}

const byId = (id: string) => document.getElementById(id)!;

describe('useDismiss', () => {
  it('Escape anywhere dismisses with the reason "escape"', () => {
    const onDismiss = jest.fn();
    render(<Popup open onDismiss={onDismiss} />);
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(onDismiss).toHaveBeenCalledWith('escape');
  });

  it('a press, click or focus outside dismisses; inside does not', () => {
    const onDismiss = jest.fn();
    render(<Popup open onDismiss={onDismiss} />);
    fireEvent.pointerDown(byId('inside'));
    fireEvent.click(byId('inside'));
    byId('inside').focus();
    expect(onDismiss).not.toHaveBeenCalled();
    fireEvent.pointerDown(byId('outside'));
    expect(onDismiss).toHaveBeenLastCalledWith('outside');
    onDismiss.mockClear();
    byId('outside').focus();
    expect(onDismiss).toHaveBeenCalledWith('outside');
  });

  it('does nothing while closed, and each trigger can be turned off', () => {
    const onDismiss = jest.fn();
    const view = render(<Popup open={false} onDismiss={onDismiss} />);
    fireEvent.keyDown(document.body, { key: 'Escape' });
    fireEvent.pointerDown(byId('outside'));
    expect(onDismiss).not.toHaveBeenCalled();
    view.rerender(<Popup open escape={false} outside={false} onDismiss={onDismiss} />);
    fireEvent.keyDown(document.body, { key: 'Escape' });
    fireEvent.pointerDown(byId('outside'));
    expect(onDismiss).not.toHaveBeenCalled();
  });
});
