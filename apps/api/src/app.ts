import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { pingDatabase } from '@unfurl/api-db';
import type { Db } from '@unfurl/api-db';
import { accountsPlugin } from '@unfurl/api-feature-accounts';
import { bundlesPlugin } from '@unfurl/api-feature-bundles';
import { listingsPlugin } from '@unfurl/api-feature-listings';
import { socialPlugin } from '@unfurl/api-feature-social';
import { commentsPlugin } from '@unfurl/api-feature-comments';
import { notificationsPlugin } from '@unfurl/api-feature-notifications';
import { moderationPlugin } from '@unfurl/api-feature-moderation';
import { areaFollowsPlugin } from '@unfurl/api-feature-area-follows';
import { analyticsPlugin } from '@unfurl/api-feature-analytics';
import { drawPlugin } from '@unfurl/api-feature-draw';
import { uploadsPlugin } from '@unfurl/api-feature-uploads';
import { startJobQueue } from '@unfurl/api-jobs';
import { tenantsPlugin } from '@unfurl/api-feature-tenants';
import { imageryPlugin, openImageryProvider } from '@unfurl/api-imagery';
import { storageRoutes } from '@unfurl/api-storage';
import type { LocalObjectStore, ObjectStore } from '@unfurl/api-storage';
import { collectRoutes } from './auth/route-list';
import { readImageryConfig } from './imagery/imagery-config';
import { identityPlugin } from './identity/identity.plugin';
import { DEFAULT_SLOW_REQUEST_MS, warnOnSlowRequests } from './web/slow-requests';
import { createConfiguredStore } from './storage/create-object-store';
import {
  registerAboutSite,
  registerHealthCheck,
  registerOpenApi,
  registerStaticSite,
  wantsSpaFallback,
} from '@unfurl/api-site';
import { listingsConfig } from './listings-config';
import { uploadsConfig } from './uploads-config';
import type { UploadsSetupOptions } from './uploads-config';
import { HTTP_ERROR_CODE, createHttpServer, requestContextPlugin } from '@unfurl/api-http';

/** Options of {@link buildApp}. */
export interface AppOptions {
  readonly db: Db;
  /** Fastify logger options, `false` for silence (tests). Default: pino at LOG_LEVEL or info. */
  readonly logger?: FastifyServerOptions['logger'];
  /** Built atlas to serve (with SPA fallback) when the folder exists. */
  readonly staticDir?: string | undefined;
  /**
   * Object store of uploads; default from STORAGE: the local store of STORAGE_DIR /
   * STORAGE_SECRET, or an S3-compatible bucket (S3_*). Only a local store gets the API's
   * signed-URL file routes; an S3 bucket serves its own signed URLs.
   */
  readonly storage?: ObjectStore;
  /** Listing uploads: scratch folder, URL secret, GDAL, job workers (default from the environment). */
  readonly uploads?: UploadsSetupOptions;
  /** Responses slower than this many ms are logged at warn (default 2,000; 0: never). */
  readonly slowRequestMs?: number;
  /** The about site the atlas links to (ABOUT_URL); default `/about`, the served docs/about. */
  readonly aboutUrl?: string;
  /** Without SMTP_URL, code mails are written here as `.eml` files (main: `<DATA_DIR>/outbox`). */
  readonly outboxDir?: string | undefined;
}

/** Builds the API server: `/v1` routes, preview files, OpenAPI + docs, and the static atlas. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = createHttpServer({ logger: options.logger });
  collectRoutes(app);
  warnOnSlowRequests(app, options.slowRequestMs ?? DEFAULT_SLOW_REQUEST_MS);
  await registerOpenApi(app);
  const store = options.storage ?? defaultStore(app);
  const uploads = await uploadsConfig(
    options.db,
    store,
    options.uploads,
    options.storage !== undefined,
  );
  // Durable background jobs in the database (ADR 0011); stopped (drained) when the app closes.
  const jobs = await startJobQueue({ db: options.db, log: app.log });
  app.addHook('onClose', () => jobs.stop());
  // First: the request context verifies tokens with `app.identity`.
  await app.register(identityPlugin, { db: options.db, outboxDir: options.outboxDir });
  await app.register(requestContextPlugin, { db: options.db, verifier: app.identity });
  await app.register(tenantsPlugin);
  await app.register(bundlesPlugin, { db: options.db });
  await app.register(uploadsPlugin, { ...uploads, jobs });
  await app.register(listingsPlugin, listingsConfig(app, options.db, store));
  await app.register(accountsPlugin, { db: options.db, identity: app.identity, store });
  await app.register(socialPlugin, { db: options.db });
  await app.register(commentsPlugin, { db: options.db });
  await app.register(notificationsPlugin, { db: options.db, jobs, outboxDir: options.outboxDir });
  await app.register(moderationPlugin, { db: options.db });
  const scenes = await openImageryProvider(readImageryConfig());
  // One area check at a time is plenty; none on a process that only sends jobs (JOB_WORKERS=0).
  const areaCheckWorkers = Math.min(1, uploads.jobWorkers ?? 1);
  await app.register(areaFollowsPlugin, {
    db: options.db,
    jobs,
    scenes,
    workers: areaCheckWorkers,
  });
  await app.register(analyticsPlugin, { db: options.db });
  await app.register(drawPlugin, { db: options.db, store });
  if (isLocalStore(store)) await app.register(storageRoutes, { store });
  await app.register(imageryPlugin, { db: options.db, config: readImageryConfig() });
  registerHealthCheck(app, { ping: () => pingDatabase(options.db) });
  await registerAboutSite(app);
  const atlas = await registerStaticSite(app, options.staticDir, options.aboutUrl);
  app.setNotFoundHandler((request, reply) => {
    if (atlas && wantsSpaFallback(request.method, request.url)) {
      return atlas.sendIndex(reply);
    }
    return reply.status(404).send({
      message: `Route ${request.method} ${request.url.split('?')[0]} not found`,
      code: HTTP_ERROR_CODE.routeNotFound,
    });
  });
  return app;
}

/** The object store STORAGE chose (warns when the local store's secret is made up). */
function defaultStore(app: FastifyInstance): ObjectStore {
  const configured = createConfiguredStore();
  if (configured.backend === 'local' && configured.secretGenerated) {
    app.log.warn('STORAGE_SECRET is not set: signed upload URLs only work in this process');
  }
  if (configured.backend === 's3') app.log.info('storing files in the S3 bucket of S3_BUCKET');
  return configured.store;
}

/** True for the local store, whose signed URLs the API itself serves. */
function isLocalStore(store: ObjectStore): store is LocalObjectStore {
  return typeof (store as Partial<LocalObjectStore>).acceptUpload === 'function';
}
