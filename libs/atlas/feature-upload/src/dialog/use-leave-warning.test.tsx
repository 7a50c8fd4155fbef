// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LEAVE_WARNING } from '../state/upload-phase';
import { createUploadStore, isUploading } from '../state/upload-store';
import { useLeaveWarning } from './use-leave-warning';

function leave(): Event {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event;
}

describe('useLeaveWarning', () => {
  it('warns before leaving only while uploading (R-257)', () => {
    let active = false;
    const hook = renderHook(() => useLeaveWarning(() => active));
    expect(leave().defaultPrevented).toBe(false);
    active = true;
    const warned = leave() as Event & { returnValue: unknown };
    expect(warned.defaultPrevented).toBe(true);
    expect(LEAVE_WARNING).toBe('Leave the page? Your map is still uploading.');
    active = false;
    expect(leave().defaultPrevented).toBe(false);
    active = true;
    hook.unmount();
    expect(leave().defaultPrevented).toBe(false);
  });

  it('lets a reload in the same task as a failed upload through, before any render (R-256)', () => {
    const store = createUploadStore();
    renderHook(() => useLeaveWarning(() => isUploading(store.getState())));
    store.getState().startUpload('map.tif');
    expect(leave().defaultPrevented).toBe(true);
    // The upload fails with a 401 and logs out, which reloads at once: no render in between.
    store.getState().fail('Not logged in');
    expect(leave().defaultPrevented).toBe(false);
  });
});
