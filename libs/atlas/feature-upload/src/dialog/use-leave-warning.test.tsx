// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LEAVE_WARNING } from '../state/upload-phase';
import { useLeaveWarning } from './use-leave-warning';

function leave(): Event {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event;
}

describe('useLeaveWarning', () => {
  it('warns before leaving only while uploading (R-257)', () => {
    const hook = renderHook(({ active }) => useLeaveWarning(active), {
      initialProps: { active: false },
    });
    expect(leave().defaultPrevented).toBe(false);
    hook.rerender({ active: true });
    const warned = leave() as Event & { returnValue: unknown };
    expect(warned.defaultPrevented).toBe(true);
    expect(LEAVE_WARNING).toBe('Leave the page? Your map is still uploading.');
    hook.rerender({ active: false });
    expect(leave().defaultPrevented).toBe(false);
    hook.rerender({ active: true });
    hook.unmount();
    expect(leave().defaultPrevented).toBe(false);
  });
});
