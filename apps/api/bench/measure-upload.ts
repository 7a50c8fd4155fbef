// One measured upload: a GeoTIFF PUT to a running server and processed until `ready`, with the
// server's memory sampled throughout.
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { DEMO_PASSWORD } from '@unfurl/api-demo-seed';
import type { BenchServer } from './bench-server';
import { cpuSeconds, resetPeak, sampleTreeMemory, statusKb } from './process-memory';
import type { TreeMemory } from './process-memory';
import { putFile, signIn, startUpload, waitForProcessing } from './upload-flow';

/** A demo user of the main tenant with Write permission. */
const WRITER = 'ada@unfurl.example';
/** Status polls: often enough for the wall time, seldom enough not to load the server (the atlas polls every second). */
const POLL_MS = 250;

/** What {@link measureUpload} measured (seconds and MB). */
export interface UploadFigures {
  readonly listingId: number;
  readonly inputMb: number;
  /** The stored COG (NaN when the store is not the local folder). */
  readonly cogMb: number;
  readonly putSeconds: number;
  /** From the PUT's answer (the listing is queued) to the first `ready` status. */
  readonly processingSeconds: number;
  readonly totalSeconds: number;
  /** The server's Node process just before the PUT. */
  readonly idleMb: number;
  /** The kernel's peak of the server's Node process from the PUT to `ready`. */
  readonly nodePeakMb: number;
  /** CPU time of the server's Node process from the PUT to `ready` (GDAL programs not included). */
  readonly nodeCpuSeconds: number;
  readonly tree: TreeMemory;
}

/** Signs in, creates a listing, streams `input` to it and waits until it is processed. */
export async function measureUpload(
  server: BenchServer,
  input: string,
  storageDir: string,
): Promise<UploadFigures> {
  const token = await signIn(server.url, WRITER, DEMO_PASSWORD);
  const credentials = await startUpload(server.url, token, 'bench-upload.tif');
  const target = credentials.uploads.find((upload) => upload.key === 'file');
  if (!target) throw new Error('the upload credentials have no signed PUT for the file');

  const idleMb = (statusKb(server.serverPid, 'VmRSS') ?? 0) / 1024;
  resetPeak(server.serverPid);
  const memory = sampleTreeMemory(server.serverPid);
  const cpuBefore = cpuSeconds(server.serverPid);
  const started = performance.now();
  await putFile(server.url, target.url, input);
  const uploaded = performance.now();
  const status = await waitForProcessing(server.url, token, credentials.listingId, POLL_MS);
  const finished = performance.now();
  const tree = memory.stop();
  const nodeCpuSeconds = cpuSeconds(server.serverPid) - cpuBefore;
  const nodePeakMb = (statusKb(server.serverPid, 'VmHWM') ?? 0) / 1024;
  if (status.status !== 'ready') {
    throw new Error(
      `listing ${credentials.listingId} is ${status.status}: ${status.code} ${status.reason}\n${server.logs()}`,
    );
  }
  const cog = join(storageDir, 'objects/listings', String(credentials.listingId), 'map.tif');
  return {
    listingId: credentials.listingId,
    inputMb: statSync(input).size / 1e6,
    cogMb: existsSync(cog) ? statSync(cog).size / 1e6 : Number.NaN,
    putSeconds: (uploaded - started) / 1000,
    processingSeconds: (finished - uploaded) / 1000,
    totalSeconds: (finished - started) / 1000,
    idleMb,
    nodePeakMb,
    nodeCpuSeconds,
    tree,
  };
}
