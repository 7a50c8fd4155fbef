// @vitest-environment jsdom
import { act, cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toasts } from './toasts';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('<Toasts>', () => {
  it('closes each toast after 5000 ms', () => {
    vi.useFakeTimers();
    const onClose = vi.fn();
    const view = render(
      <Toasts
        toasts={[{ id: 'a', kind: 'error', message: 'Something went wrong.' }]}
        onClose={onClose}
      />,
    );
    expect(view.getByTestId('toast').textContent).toContain('Something went wrong.');
    act(() => vi.advanceTimersByTime(4999));
    expect(onClose).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onClose).toHaveBeenCalledWith('a');
  });
  it('closes on the close button and sits in the top-right container', () => {
    const onClose = vi.fn();
    const view = render(
      <Toasts toasts={[{ id: 'b', kind: 'success', message: 'Saved' }]} onClose={onClose} />,
    );
    fireEvent.click(view.getByLabelText('Close'));
    expect(onClose).toHaveBeenCalledWith('b');
    expect(view.container.querySelector('.uk-toasts')).toBeTruthy();
  });
});
