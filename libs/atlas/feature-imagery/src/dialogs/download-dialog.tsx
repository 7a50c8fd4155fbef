import { useState } from 'react';
import { useStore } from 'zustand';
import { isCancelledError } from '@unfurl/api-client';
import type { ImageryContentType } from '@unfurl/api-client';
import { imageFetchErrorMessage } from '@unfurl/domain';
import { Button, Spinner } from '@unfurl/ui-kit';
import type { FamilySpec } from '../state/imagery-family';
import type { ImageryStore } from '../state/imagery-state';
import {
  renderBody,
  renderResolution,
  resolutionOptions,
  scriptChoice,
  scriptName,
} from '../state/render-plan';
import { IMAGERY_ACTION } from '../analytics/imagery-event';
import { useImageryEvent } from '../analytics/use-imagery-analytics';
import { Dialog } from './dialog';
import { DOWNLOAD_FORMATS, downloadFileName, downloadFormatOf } from './download-formats';
import { saveBlob } from './save-blob';

/**
 * The download dialog: the resolution ladder with quality labels and pixel sizes (sizes over
 * 2500 px are disabled with the area-too-big message), the format (PNG, JPEG or GeoTIFF), and the
 * download itself, saved as `{satellite}-{script}-{day}-{resolution}m.{png|jpg|tif}`.
 */
export function DownloadDialog({
  store,
  spec,
}: {
  readonly store: ImageryStore;
  readonly spec: FamilySpec;
}) {
  const area = useStore(store, (s) => s.area);
  const day = useStore(store, (s) => s.selectedDay);
  const scriptId = useStore(store, (s) => s.scriptId);
  const customScript = useStore(store, (s) => s.customScript);
  const requested = useStore(store, (s) => s.image?.resolution ?? s.resolution);
  const options = area ? resolutionOptions(area, spec) : [];
  // Opens at the resolution shown (a share link's, R-467), else the best that fits.
  const [resolution, setResolution] = useState<number | undefined>(
    area ? renderResolution(area, spec, requested)?.resolution : undefined,
  );
  const [format, setFormat] = useState<ImageryContentType>('image/png');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const close = () => store.getState().closeDownload();
  const sendEvent = useImageryEvent(store, spec);
  const choice = scriptChoice(scriptId, customScript);
  const option = options.find((o) => o.resolution === resolution);

  const download = async () => {
    if (!area || !day || !choice || !option || option.problem) return;
    setBusy(true);
    setError('');
    try {
      const { quality } = downloadFormatOf(format);
      const body = renderBody(
        {
          bbox: area,
          day,
          width: option.width,
          height: option.height,
          contentType: format,
          ...(quality === undefined ? {} : { quality }),
        },
        choice,
        spec,
      );
      const blob = await store.getState().downloadImage(body);
      saveBlob(
        blob,
        downloadFileName(
          {
            satellite: body.satellite,
            script: scriptName(choice),
            day,
            resolution: option.resolution,
          },
          format,
        ),
      );
      sendEvent(IMAGERY_ACTION.download);
      close();
    } catch (e) {
      setError(imageFetchErrorMessage(e, isCancelledError(e)));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog title="Download image" onClose={close} testId="download-dialog">
      <fieldset className="imagery-fieldset">
        <legend>Resolution</legend>
        {options.map((o) => (
          <label
            key={o.resolution}
            className={`imagery-choice ${o.problem ? 'imagery-choice--off' : ''}`}
          >
            <input
              type="radio"
              name="resolution"
              value={o.resolution}
              checked={resolution === o.resolution}
              disabled={Boolean(o.problem)}
              onChange={() => setResolution(o.resolution)}
            />
            <span className="imagery-choice__main">
              {o.resolution} m per pixel
              <span className={`imagery-quality imagery-quality--${o.label.toLowerCase()}`}>
                {o.label}
              </span>
            </span>
            <span className="imagery-choice__note">
              {o.problem ?? `${o.width} × ${o.height} px`}
            </span>
          </label>
        ))}
      </fieldset>
      <fieldset className="imagery-fieldset">
        <legend>Format</legend>
        {DOWNLOAD_FORMATS.map((f) => (
          <label key={f.id} className="imagery-choice">
            <input
              type="radio"
              name="format"
              value={f.id}
              checked={f.type === format}
              onChange={() => setFormat(f.type)}
            />
            <span className="imagery-choice__main">{f.label}</span>
            <span className="imagery-choice__note">{f.note}</span>
          </label>
        ))}
      </fieldset>
      {error ? (
        <p className="imagery-message imagery-message--error" role="alert">
          {error}
        </p>
      ) : null}
      <footer className="imagery-dialog__actions">
        <Button variant="ghost" onClick={close}>
          Cancel
        </Button>
        <Button
          variant="primary"
          disabled={busy || !option || Boolean(option.problem)}
          data-testid="download-go"
          onClick={() => void download()}
        >
          {busy ? <Spinner label="Rendering" /> : null}
          {busy ? 'Rendering…' : 'Download'}
        </Button>
      </footer>
    </Dialog>
  );
}
