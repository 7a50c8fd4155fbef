import { useEffect, useMemo, useRef, useState } from 'react';
import type { DragEvent } from 'react';
import { useNavigate } from 'react-router';
import { useStore } from 'zustand';
import { useAtlasServices, useCarryNavigate } from '@unfurl/atlas-feature-shell';
import { CATEGORIES, CATEGORY_LABELS, COORDINATE_SYSTEMS } from '@unfurl/domain';
import type { CoordinateSystem } from '@unfurl/domain';
import { Button, Select, Spinner, TextField } from '@unfurl/ui-kit';
import { useAtlasMap } from '@unfurl/map-react';
import { placementBounds } from '../map/placement-bounds';
import { useUploadedListingOnMap } from '../map/use-uploaded-listing-on-map';
import { RemoteLayerForm } from '../remote/remote-layer-form';
import { DRAFT_LIMITS, draftProblems, fieldProblemOf } from '../state/draft-limits';
import { loadDraft, saveDraft } from '../state/draft-storage';
import { runUpload } from '../state/run-upload';
import {
  MAP_FILE_EXTENSIONS,
  UPLOAD_PHASE,
  WORLD_FILE_EXTENSIONS,
  isGifFile,
  isImageFile,
  isWorldFile,
} from '../state/upload-phase';
import { EMPTY_DRAFT, createUploadStore, isUploading } from '../state/upload-store';
import { useLeaveWarning } from './use-leave-warning';
import './upload-panel.css';

/** The tab's session storage, where the draft is kept (none outside a browser). */
const draftStorage = (): Storage | undefined =>
  typeof sessionStorage === 'undefined' ? undefined : sessionStorage;

/** Props of <UploadPanel>. */
export interface UploadPanelProps {
  /** Pause between processing polls (tests); 1 s by default. */
  readonly pollMs?: number;
}

/**
 * The share-map screen (/upload, R-128, R-251): drop or pick a map file, an optional world file
 * with its coordinate system for images, metadata; a progress bar while uploading with the
 * leave-page warning; processing status; the ready map drawn on the map with an opacity
 * slider. A failure is shown and the user returns to the map (R-253..R-256).
 */
export function UploadPanel({ pollMs }: UploadPanelProps = {}) {
  const services = useAtlasServices();
  const { client, toasts, account, session } = services;
  const navigate = useNavigate();
  const carryNavigate = useCarryNavigate();
  // What was typed survives a failed upload (the dialog closes, R-255) for the next try.
  const store = useMemo(() => createUploadStore(loadDraft(draftStorage())), []);
  const state = useStore(store);
  const loggedIn = useStore(account, (s) => s.loggedIn);
  // A new account may sign in at once, but publishing waits for its emailed code (403 otherwise).
  const needsConfirmedEmail = useStore(
    account,
    (s) => s.loggedIn && s.profile?.emailConfirmed === false,
  );
  const [file, setFile] = useState<File | null>(null);
  const [worldFile, setWorldFile] = useState<File | null>(null);
  const [dragging, setDragging] = useState(false);
  const abort = useRef<AbortController | null>(null);
  const map = useAtlasMap();

  useLeaveWarning(() => isUploading(store.getState()));
  useUploadedListingOnMap(state.phase === UPLOAD_PHASE.Ready ? state.listing : null, state.opacity);
  useEffect(() => () => abort.current?.abort(), []);
  useEffect(
    () =>
      store.subscribe((now, before) => {
        if (now.phase === UPLOAD_PHASE.Ready && before.phase !== UPLOAD_PHASE.Ready) {
          saveDraft(draftStorage(), EMPTY_DRAFT);
        } else if (now.draft !== before.draft) saveDraft(draftStorage(), now.draft);
      }),
    [store],
  );

  const takeFiles = (files: readonly File[]) => {
    for (const f of files) {
      if (isWorldFile(f.name)) setWorldFile(f);
      else setFile(f);
    }
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    takeFiles([...event.dataTransfer.files]);
  };
  const problems = draftProblems(state.draft);
  const start = () => {
    if (!file || Object.keys(problems).length > 0) return;
    abort.current = new AbortController();
    void runUpload(
      {
        api: client.uploads,
        store,
        signal: abort.current.signal,
        ...(pollMs !== undefined ? { pollMs } : {}),
        logout: (reason) => session.hooks.logout(reason),
        onFailure: (message) => {
          // A field the server refused is named in words, not as its schema path.
          toasts.getState().error(fieldProblemOf(message)?.message ?? message);
          carryNavigate('/');
        },
      },
      { file, worldFile, bounds: map ? placementBounds(map.getBounds()) : undefined },
    );
  };

  if (!loggedIn) {
    return (
      <section className="atlas-panel" data-testid="upload-panel">
        <h2 className="atlas-panel__title">Share a map</h2>
        <p className="atlas-muted">Sign in to upload maps and images.</p>
        <Button onClick={() => void navigate('/login')}>Sign in</Button>
      </section>
    );
  }

  const busy = state.phase === UPLOAD_PHASE.Uploading || state.phase === UPLOAD_PHASE.Processing;
  const percent = state.activeKey ? (state.progress[state.activeKey] ?? 0) : 0;
  const image = file ? isImageFile(file.name) || isGifFile(file.name) : false;
  const { draft } = state;

  return (
    <section
      className="atlas-panel upload-panel"
      data-testid="upload-panel"
      data-phase={state.phase}
    >
      <h2 className="atlas-panel__title">Share a map</h2>
      {needsConfirmedEmail ? (
        <p className="upload-error" role="note" data-testid="upload-needs-confirmed-email">
          Confirm your email address before you share a map: enter the code we emailed you in the
          banner over the map (it can send a new one).
        </p>
      ) : null}
      {state.phase === UPLOAD_PHASE.Uploading || state.phase === UPLOAD_PHASE.Processing ? (
        <div className="upload-progress">
          <progress
            data-testid="upload-progress"
            max={100}
            value={percent}
            aria-label="Upload progress"
          />
          <span data-testid="upload-percent">{percent}%</span>
        </div>
      ) : null}
      {state.phase === UPLOAD_PHASE.Processing ? (
        <p className="upload-status" data-testid="upload-status">
          <Spinner /> Processing your map…
        </p>
      ) : null}
      {state.phase === UPLOAD_PHASE.Failed && state.error ? (
        <p className="upload-error" role="alert" data-testid="upload-error">
          {state.error}
        </p>
      ) : null}

      {state.phase === UPLOAD_PHASE.Ready && state.listing ? (
        <div className="upload-ready" data-testid="upload-ready">
          <p className="upload-status">Your map is ready.</p>
          <label className="upload-label">
            Opacity {Math.round(state.opacity * 100)}%
            <input
              type="range"
              data-testid="upload-opacity"
              min={0}
              max={100}
              value={Math.round(state.opacity * 100)}
              onChange={(e) => state.setOpacity(Number(e.target.value) / 100)}
            />
          </label>
          <Button
            data-testid="upload-open"
            onClick={() => carryNavigate(`/maps/${state.listing!.seoTitle}`)}
          >
            Open the map page
          </Button>
          <Button
            variant="ghost"
            onClick={() => {
              setFile(null);
              setWorldFile(null);
              state.reset();
            }}
          >
            Share another map
          </Button>
        </div>
      ) : null}
      <div
        className={`upload-drop${dragging ? ' upload-drop--over' : ''}`}
        data-testid="upload-drop"
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <p className="upload-drop__text">
          {file ? <strong data-testid="upload-file-name">{file.name}</strong> : 'Drop a map here'}
        </p>
        <label className="upload-drop__pick">
          {file ? 'Choose another file' : 'or choose a file'}
          <input
            type="file"
            data-testid="upload-file"
            accept={MAP_FILE_EXTENSIONS.join(',')}
            disabled={busy}
            onChange={(e) => takeFiles([...(e.target.files ?? [])])}
          />
        </label>
        <p className="atlas-muted">GeoTIFF / COG, GIF, or a JPEG / PNG with its world file</p>
      </div>

      {image ? (
        <fieldset className="upload-fieldset" data-testid="upload-georef">
          <legend>Georeference</legend>
          <label className="upload-drop__pick">
            {worldFile ? `World file: ${worldFile.name}` : 'World file (.jgw .pgw .wld .tfw)'}
            <input
              type="file"
              data-testid="upload-world-file"
              accept={WORLD_FILE_EXTENSIONS.join(',')}
              disabled={busy}
              onChange={(e) => setWorldFile(e.target.files?.[0] ?? null)}
            />
          </label>
          <Select<CoordinateSystem>
            label="Coordinate system"
            testId="upload-crs"
            value={draft.crs}
            options={COORDINATE_SYSTEMS.map((crs) => ({ value: crs, label: crs }))}
            onChange={(crs) => state.editDraft({ crs })}
          />
          {worldFile ? null : (
            <p className="atlas-muted" data-testid="upload-placement">
              No world file? The map is placed approximately over the middle of the area the map
              shows now, as a LoFi map: move the map to where it belongs first.
            </p>
          )}
        </fieldset>
      ) : null}

      <TextField
        label="Title"
        data-testid="upload-title"
        value={draft.title}
        maxLength={DRAFT_LIMITS.title}
        disabled={busy}
        {...(problems.title ? { error: problems.title } : {})}
        onChange={(e) => state.editDraft({ title: e.target.value })}
      />
      <label className="upload-label">
        Description
        <textarea
          className="upload-textarea"
          data-testid="upload-description"
          rows={3}
          value={draft.description}
          maxLength={DRAFT_LIMITS.description}
          aria-invalid={problems.description ? true : undefined}
          disabled={busy}
          onChange={(e) => state.editDraft({ description: e.target.value })}
        />
        {problems.description ? (
          <span className="uk-field__error">{problems.description}</span>
        ) : null}
      </label>
      <TextField
        label="Tags"
        placeholder="#harbour, old-maps"
        data-testid="upload-tags"
        value={draft.tags}
        maxLength={DRAFT_LIMITS.tags * (DRAFT_LIMITS.tag + 3)}
        disabled={busy}
        {...(problems.tags ? { error: problems.tags } : {})}
        onChange={(e) => state.editDraft({ tags: e.target.value })}
      />
      <fieldset className="upload-fieldset upload-categories" data-testid="upload-categories">
        <legend>Categories</legend>
        {CATEGORIES.map((category) => (
          <label key={category} className="upload-category">
            <input
              type="checkbox"
              checked={draft.categories.includes(category)}
              disabled={busy}
              onChange={() => state.toggleCategory(category)}
            />
            {CATEGORY_LABELS[category]}
          </label>
        ))}
      </fieldset>

      {state.phase === UPLOAD_PHASE.Ready ? null : (
        <Button
          data-testid="upload-submit"
          disabled={!file || busy || needsConfirmedEmail || Object.keys(problems).length > 0}
          onClick={start}
        >
          {busy ? 'Uploading…' : 'Upload'}
        </Button>
      )}
      {busy || state.phase === UPLOAD_PHASE.Ready ? null : <RemoteLayerForm draft={draft} />}
    </section>
  );
}
