import { requireSignIn } from '@unfurl/api-http';
import type { ResourcePlugin } from '@unfurl/api-http';
import {
  ApiErrorSchema,
  CreateDrawProjectBodySchema,
  DRAW_PROJECT_LIMITS,
  DrawProjectDeletedSchema,
  DrawProjectParamsSchema,
  DrawProjectSchema,
  DrawProjectUpdateHeadersSchema,
  SubdomainHeadersSchema,
  UpdateDrawProjectBodySchema,
} from '@unfurl/validators';
import { assertAllowed, callerOf, DRAW_ACTION, projectIdOf } from './draw-caller';
import {
  DrawProjectNotFoundError,
  DrawVersionConflictError,
  DrawVersionRequiredError,
} from './draw-errors';
import {
  deleteProject,
  insertProject,
  lockProject,
  readProject,
  saveProject,
} from './draw-projects.queries';
import type { ProjectChanges } from './draw-projects.queries';
import type { DrawOptions } from './draw-options';
import { checkProjectData } from './project-data';

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 404: ApiErrorSchema };
const TAGS = ['map-draw'];
const bodyLimit = DRAW_PROJECT_LIMITS.bodyMaxBytes;

/** The version a save is based on: the body's, else the `If-Match` header's (`"3"`, `W/"3"`). */
function basedOn(bodyVersion: number | undefined, ifMatch: string | undefined): number {
  if (bodyVersion !== undefined) return bodyVersion;
  const match = /^(?:W\/)?"?(\d{1,9})"?$/.exec(ifMatch?.trim() ?? '');
  if (!match) throw new DrawVersionRequiredError();
  return Number(match[1]);
}

const keywordsOf = (keywords: readonly string[]) => [
  ...new Set(keywords.map((k) => k.trim()).filter((k) => k !== '')),
];

/**
 * `POST /v1/map-draw/projects` and `GET`, `PUT`, `DELETE /v1/map-draw/projects/{id}` (1§7):
 * sign-in first (401); data checked whole against the annotation schema (400/413 naming the
 * path and reason, nothing saved); a save names the version it is based on and an older one is
 * a 409; the owner and EDIT sharers save, VIEW sharers read, anyone else gets a 404.
 */
export const drawProjectsRoutes: ResourcePlugin<DrawOptions> = async (app, { db }) => {
  app.post(
    '/v1/map-draw/projects',
    {
      preValidation: requireSignIn,
      bodyLimit,
      schema: {
        tags: TAGS,
        summary: 'Create a draw project (Stoary); its description starts blank',
        headers: SubdomainHeadersSchema,
        body: CreateDrawProjectBodySchema,
        response: { 201: DrawProjectSchema, 413: ApiErrorSchema, ...errors },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const mustRead = async (id: number) => {
        const project = await readProject(db, caller, id);
        if (!project) throw new DrawProjectNotFoundError(String(id));
        return project;
      };
      const { data, bbox } = checkProjectData(request.body.data);
      const id = await insertProject(db, caller, {
        title: request.body.title?.trim() ?? '',
        keywords: keywordsOf(request.body.keywords ?? []),
        data,
        bbox: bbox ?? null,
      });
      return reply.status(201).send(await mustRead(id));
    },
  );

  app.get(
    '/v1/map-draw/projects/:id',
    {
      preValidation: requireSignIn,
      schema: {
        tags: TAGS,
        summary: 'One draw project you own or that is shared with you',
        headers: SubdomainHeadersSchema,
        params: DrawProjectParamsSchema,
        response: { 200: DrawProjectSchema, ...errors },
      },
    },
    async (request) => {
      const project = await readProject(db, callerOf(request), projectIdOf(request.params.id));
      if (!project) throw new DrawProjectNotFoundError(request.params.id);
      return project;
    },
  );

  app.put(
    '/v1/map-draw/projects/:id',
    {
      preValidation: requireSignIn,
      bodyLimit,
      schema: {
        tags: TAGS,
        summary: 'Save a draw project over the version you opened (409 when it was saved since)',
        headers: DrawProjectUpdateHeadersSchema,
        params: DrawProjectParamsSchema,
        body: UpdateDrawProjectBodySchema,
        response: {
          200: DrawProjectSchema,
          403: ApiErrorSchema,
          409: ApiErrorSchema,
          413: ApiErrorSchema,
          ...errors,
        },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const id = projectIdOf(request.params.id);
      const mustRead = async () => {
        const project = await readProject(db, caller, id);
        if (!project) throw new DrawProjectNotFoundError(request.params.id);
        return project;
      };
      const { version, title, description, keywords, data } = request.body;
      const base = basedOn(version, request.headers['if-match']);
      const checked = data === undefined ? undefined : checkProjectData(data);
      const changes: ProjectChanges = {
        ...(title === undefined ? {} : { title: title.trim() }),
        ...(description === undefined ? {} : { description }),
        ...(keywords === undefined ? {} : { keywords: keywordsOf(keywords) }),
        ...(checked === undefined ? {} : { data: checked.data, bbox: checked.bbox ?? null }),
      };
      await db.transaction(async (tx) => {
        const stored = await lockProject(tx, caller, id);
        assertAllowed(stored?.access, DRAW_ACTION.save, request.params.id);
        if (stored!.version !== base) throw new DrawVersionConflictError(base, stored!.version);
        await saveProject(tx, caller, id, changes);
      });
      return mustRead();
    },
  );

  app.delete(
    '/v1/map-draw/projects/:id',
    {
      preValidation: requireSignIn,
      schema: {
        tags: TAGS,
        summary: 'Delete your draw project with its versions and shares',
        headers: SubdomainHeadersSchema,
        params: DrawProjectParamsSchema,
        response: { 200: DrawProjectDeletedSchema, 403: ApiErrorSchema, ...errors },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const id = projectIdOf(request.params.id);
      const title = await db.transaction(async (tx) => {
        const stored = await lockProject(tx, caller, id);
        assertAllowed(stored?.access, DRAW_ACTION.manage, request.params.id);
        await deleteProject(tx, id);
        return stored!.title;
      });
      return { isSuccess: true, id, title };
    },
  );
};
