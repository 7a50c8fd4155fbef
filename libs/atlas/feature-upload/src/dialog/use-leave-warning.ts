import { useEffect, useRef } from 'react';
import { LEAVE_WARNING } from '../state/upload-phase';

/**
 * While `isActive()` holds, leaving or reloading the page asks 'Leave the page? ...' first.
 * The condition is read when the page is about to unload, not at the last render: a failed upload
 * that logs the user out reloads the page in the same task as it fails, before React has
 * rendered again, and must not be asked to stay.
 */
export function useLeaveWarning(isActive: () => boolean): void {
  const active = useRef(isActive);
  active.current = isActive;
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (!active.current()) return undefined;
      event.preventDefault();
      // Browsers show their own wording; older ones show this text.
      event.returnValue = LEAVE_WARNING;
      return LEAVE_WARNING;
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, []);
}
