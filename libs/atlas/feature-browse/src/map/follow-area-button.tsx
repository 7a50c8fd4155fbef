import { useState } from 'react';
import type { FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useStore } from 'zustand';
import { isApiError } from '@unfurl/api-client';
import type { AreaWatch } from '@unfurl/api-client';
import { useAtlasServices } from '@unfurl/atlas-feature-shell';
import { useAtlasMap } from '@unfurl/map-react';
import { Button, TextField } from '@unfurl/ui-kit';
import { AREA_WATCH_CHOICES, followViewBody } from './follow-area';

/** The API's words for a failed follow (a 400 names what is wrong with the area). */
function failureText(error: unknown): string {
  if (isApiError(error) && error.status >= 400 && error.status < 500) {
    return error.detail?.trim() || error.message;
  }
  return 'Failed to follow this area';
}

/**
 * "Follow this area" on the browse map: saves the view's extent under a name, watching new maps
 * and/or newer satellite scenes; the follower is notified by the area check job. Anonymous
 * readers are sent to sign in first.
 */
export function FollowAreaButton() {
  const map = useAtlasMap();
  const { client, account, toasts } = useAtlasServices();
  const loggedIn = useStore(account, (s) => s.loggedIn);
  const navigate = useNavigate();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [watch, setWatch] = useState<readonly AreaWatch[]>(['listings']);
  const [busy, setBusy] = useState(false);

  const start = () => {
    if (!loggedIn) {
      const here = `${location.pathname}${location.search}`;
      void navigate(`/login?redirect=${encodeURIComponent(here)}`);
      return;
    }
    setOpen(true);
  };
  const toggle = (value: AreaWatch) =>
    setWatch((now) => (now.includes(value) ? now.filter((w) => w !== value) : [...now, value]));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!map || name.trim() === '' || watch.length === 0) return;
    setBusy(true);
    try {
      const saved = await client.areaFollows.create(followViewBody(map.getBounds(), name, watch));
      toasts.getState().success(`Following "${saved.name}"`);
      setOpen(false);
      setName('');
    } catch (error) {
      toasts.getState().error(failureText(error));
    } finally {
      setBusy(false);
    }
  };

  if (!open) {
    return (
      <Button className="browse-follow-area" data-testid="follow-area" onClick={start}>
        Follow this area
      </Button>
    );
  }
  return (
    <form
      className="browse-follow-area browse-follow-area--open"
      data-testid="follow-area-form"
      aria-label="Follow this area"
      onSubmit={(event) => void submit(event)}
    >
      <TextField
        label="Name of the area"
        value={name}
        maxLength={100}
        required
        autoFocus
        onChange={(event) => setName(event.target.value)}
      />
      <fieldset className="browse-follow-area__watch">
        <legend>Notify me of</legend>
        {AREA_WATCH_CHOICES.map(([value, label]) => (
          <label key={value}>
            <input type="checkbox" checked={watch.includes(value)} onChange={() => toggle(value)} />{' '}
            {label}
          </label>
        ))}
      </fieldset>
      <div className="browse-follow-area__actions">
        <Button
          type="submit"
          disabled={busy || name.trim() === '' || watch.length === 0}
          data-testid="follow-area-save"
        >
          Follow the view
        </Button>
        <Button type="button" variant="ghost" onClick={() => setOpen(false)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
