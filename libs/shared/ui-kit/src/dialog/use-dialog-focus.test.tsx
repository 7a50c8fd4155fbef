// @vitest-environment jsdom
import { cleanup, fireEvent, render } from '@testing-library/react';
import { useRef, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useDialogFocus } from './use-dialog-focus';

afterEach(cleanup);

function Dialog({ onClose }: { readonly onClose: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useDialogFocus(ref, onClose);
  return (
    <div ref={ref} role="dialog" aria-modal="true">
      <input aria-label="Too large" type="radio" disabled />
      <button type="button">First</button>
      <input aria-label="Name" />
      <button type="button" disabled>
        Off
      </button>
      <button type="button">Last</button>
    </div>
  );
}

function Page({ onClose }: { readonly onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  const close = () => {
    onClose?.();
    setOpen(false);
  };
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open ? <Dialog onClose={close} /> : null}
    </>
  );
}

const focused = () =>
  document.activeElement?.textContent || document.activeElement?.getAttribute('aria-label');

describe('useDialogFocus', () => {
  it('focuses the first field, wraps Tab and Shift+Tab inside the dialog', () => {
    const view = render(<Page />);
    const opener = view.getByText('Open');
    opener.focus();
    fireEvent.click(opener);
    expect(focused()).toBe('Name');
    view.getByText('Last').focus();
    fireEvent.keyDown(document.activeElement!, { key: 'Tab' });
    expect(focused()).toBe('First');
    fireEvent.keyDown(document.activeElement!, { key: 'Tab', shiftKey: true });
    expect(focused()).toBe('Last');
  });
  it('brings focus from outside back in on Tab', () => {
    const view = render(<Page />);
    fireEvent.click(view.getByText('Open'));
    view.getByText('Open').focus();
    fireEvent.keyDown(document.activeElement!, { key: 'Tab' });
    expect(focused()).toBe('First');
  });
  it('closes on Escape and gives focus back to the opener', () => {
    const onClose = vi.fn();
    const view = render(<Page onClose={onClose} />);
    const opener = view.getByText('Open');
    opener.focus();
    fireEvent.click(opener);
    expect(view.getByRole('dialog')).toBeTruthy();
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(view.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });
});
