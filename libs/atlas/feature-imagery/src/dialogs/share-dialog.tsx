import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useStore } from 'zustand';
import { Button, Spinner } from '@unfurl/ui-kit';
import { layersValue, legacyShareLink, shareIdLink } from '../share/share-links';
import { shareRecordOf } from '../share/share-subject';
import type { FamilySpec } from '../state/imagery-family';
import type { ImageryStore } from '../state/imagery-state';
import { scriptChoice, scriptName } from '../state/render-plan';
import { IMAGERY_ACTION } from '../analytics/imagery-event';
import { useImageryEvent } from '../analytics/use-imagery-analytics';
import { Dialog } from './dialog';

function CopyField({ label, value, testId }: { label: string; value: string; testId: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <label className="imagery-copy">
      <span className="imagery-copy__label">{label}</span>
      <span className="imagery-copy__row">
        <input
          className="uk-input"
          readOnly
          value={value}
          data-testid={testId}
          onFocus={(e) => e.target.select()}
        />
        <Button
          onClick={() => {
            void navigator.clipboard?.writeText(value).then(
              () => setCopied(true),
              () => setCopied(false),
            );
          }}
        >
          {copied ? 'Copied' : 'Copy'}
        </Button>
      </span>
    </label>
  );
}

/**
 * The share dialog: stores the short-link record (`POST /short-url`) and shows the `shareId`
 * link, plus the legacy `service` link; both carry pos and basemap (2§2).
 */
export function ShareDialog({
  store,
  spec,
}: {
  readonly store: ImageryStore;
  readonly spec: FamilySpec;
}) {
  const location = useLocation();
  const area = useStore(store, (s) => s.area);
  const day = useStore(store, (s) => s.selectedDay);
  const scriptId = useStore(store, (s) => s.scriptId);
  const customScript = useStore(store, (s) => s.customScript);
  const [id, setId] = useState<string | null>(null);
  const [error, setError] = useState('');
  const close = () => store.getState().closeShare();
  const sendEvent = useImageryEvent(store, spec);
  const choice = scriptChoice(scriptId, customScript);
  const origin = window.location.origin;

  useEffect(() => {
    // The shown image at its resolution, with its image-map URL as imageUrl.
    const record = shareRecordOf(store.getState(), spec);
    if (!record) return;
    let live = true;
    store
      .getState()
      .createShare(record)
      .then(
        (newId) => {
          sendEvent(IMAGERY_ACTION.share);
          if (live) setId(newId);
        },
        (e: unknown) => live && setError(e instanceof Error ? e.message : String(e)),
      );
    return () => {
      live = false;
    };
    // One record per dialog opening.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const title = choice && day ? `${spec.title}: ${scriptName(choice)}, ${day}` : spec.title;
  return (
    <Dialog title="Share image" onClose={close} testId="share-dialog">
      <p className="atlas-muted">{title}</p>
      {error ? (
        <p className="imagery-message imagery-message--error" role="alert">
          {error}
        </p>
      ) : id ? (
        <CopyField
          label="Short link"
          testId="share-link"
          value={shareIdLink(origin, location.pathname, location.search, id)}
        />
      ) : (
        <p className="atlas-muted">
          <Spinner label="Creating link" /> Creating the link…
        </p>
      )}
      {area && day ? (
        <CopyField
          label="Legacy link (service, bbox, time, layers, title)"
          testId="share-legacy-link"
          value={legacyShareLink(origin, location.pathname, location.search, {
            bbox: area,
            startDay: day,
            endDay: day,
            layers: layersValue(scriptId),
            title,
          })}
        />
      ) : null}
      <footer className="imagery-dialog__actions">
        <Button variant="primary" onClick={close}>
          Done
        </Button>
      </footer>
    </Dialog>
  );
}
