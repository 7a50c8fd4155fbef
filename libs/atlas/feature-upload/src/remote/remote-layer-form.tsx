import { useState } from 'react';
import { isUnauthorizedError, isApiError } from '@unfurl/api-client';
import { useAtlasServices, useCarryNavigate } from '@unfurl/atlas-feature-shell';
import { REMOTE_LAYER_TYPES, type RemoteLayerType } from '@unfurl/domain';
import { Button, Select, Spinner, TextField } from '@unfurl/ui-kit';
import { useAtlasMap } from '@unfurl/map-react';
import { viewExtent } from '../map/view-extent';
import { DRAFT_LIMITS, fieldProblemOf } from '../state/draft-limits';
import { NOT_LOGGED_IN } from '../state/upload-phase';
import type { UploadDraft } from '../state/upload-store';
import {
  REMOTE_LAYER_LABELS,
  remoteLayerRequest,
  type RemoteLayerDraft,
} from './remote-layer-request';

/** Props of <RemoteLayerForm>. */
export interface RemoteLayerFormProps {
  /** The upload dialog's metadata (description, tags, categories) shared by both ways. */
  readonly draft: UploadDraft;
}

/**
 * Adds a map by URL (issue #4): a tile template, a WMS or a WMTS service. The server reads the
 * service (or one tile) before it creates the listing; its refusal is shown as it says; once
 * created the map page opens.
 */
export function RemoteLayerForm({ draft }: RemoteLayerFormProps) {
  const { client, session } = useAtlasServices();
  const go = useCarryNavigate();
  const map = useAtlasMap();
  const [type, setType] = useState<RemoteLayerType>('TILE_LAYER');
  const [url, setUrl] = useState('');
  const [layer, setLayer] = useState('');
  const [title, setTitle] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const tiles = type === 'TILE_LAYER' || type === 'EXTERNAL_TILE_LAYER';

  const submit = async () => {
    // The area the map shows: the extent of a layer whose service gives none (or the world).
    const bounds = map ? viewExtent(map.getBounds()) : undefined;
    const layerDraft: RemoteLayerDraft = { ...draft, type, url, layer, title, bounds };
    const checked = remoteLayerRequest(layerDraft);
    if ('problem' in checked) {
      setProblem(checked.problem);
      return;
    }
    setProblem(null);
    setBusy(true);
    try {
      const created = await client.uploads.registerRemoteLayer(checked.request);
      const listing = await client.uploads.listing(created.listingId);
      go(`/maps/${encodeURIComponent(listing.seoTitle)}`);
    } catch (error) {
      if (isUnauthorizedError(error)) session.hooks.logout(NOT_LOGGED_IN);
      // A field the server refused is named in words, not as its schema path.
      setProblem(
        isApiError(error)
          ? (fieldProblemOf(error.message)?.message ?? error.message)
          : 'The layer could not be added.',
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <fieldset className="upload-fieldset" data-testid="remote-layer-form">
      <legend>Or add a map layer by its address</legend>
      <Select<RemoteLayerType>
        label="Layer type"
        testId="remote-layer-type"
        value={type}
        options={REMOTE_LAYER_TYPES.map((value) => ({
          value,
          label: REMOTE_LAYER_LABELS[value],
        }))}
        onChange={setType}
      />
      <TextField
        label={tiles ? 'Tile address ({z}/{x}/{y}) or TileJSON' : 'Service address'}
        placeholder={
          tiles ? 'https://tiles.example.org/{z}/{x}/{y}.png' : 'https://maps.example.org/wms'
        }
        data-testid="remote-layer-url"
        value={url}
        maxLength={DRAFT_LIMITS.url}
        disabled={busy}
        onChange={(e) => setUrl(e.target.value)}
      />
      {tiles ? null : (
        <TextField
          label="Layer name (the first layer when empty)"
          data-testid="remote-layer-name"
          value={layer}
          maxLength={DRAFT_LIMITS.layerName}
          disabled={busy}
          onChange={(e) => setLayer(e.target.value)}
        />
      )}
      <TextField
        label="Layer title"
        data-testid="remote-layer-title"
        value={title}
        maxLength={DRAFT_LIMITS.title}
        disabled={busy}
        onChange={(e) => setTitle(e.target.value)}
      />
      <p className="atlas-muted" data-testid="remote-layer-extent">
        {tiles
          ? 'Tile addresses give no extent: the layer covers the area the map shows now, so move the map to where it belongs first.'
          : 'The extent comes from the service; if it gives none (or the whole world), the layer covers the area the map shows now.'}
      </p>
      {problem ? (
        <p className="upload-error" role="alert" data-testid="remote-layer-error">
          {problem}
        </p>
      ) : null}
      <Button data-testid="remote-layer-submit" disabled={busy} onClick={() => void submit()}>
        {busy ? <Spinner /> : null} {busy ? 'Checking the layer…' : 'Add the layer'}
      </Button>
    </fieldset>
  );
}
