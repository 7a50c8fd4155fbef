import { requireSignIn } from '@unfurl/api-http';
import type { ResourcePlugin } from '@unfurl/api-http';
import {
  ApiErrorSchema,
  DrawProjectListSchema,
  DrawProjectPageQuerySchema,
  DrawProjectSearchQuerySchema,
  SubdomainHeadersSchema,
} from '@unfurl/validators';
import { callerOf } from './draw-caller';
import { listOwnProjects, listSharedProjects, searchProjects } from './draw-projects.queries';
import type { Page } from './draw-projects.queries';
import type { DrawOptions } from './draw-options';
import { readSearchAoi } from './search-aoi';

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema };
const TAGS = ['map-draw'];
const DEFAULT_LIMIT = 20;

const pageOf = (query: { limit?: number; offset?: number }): Page => ({
  limit: query.limit ?? DEFAULT_LIMIT,
  offset: query.offset ?? 0,
});

/**
 * `GET /v1/map-draw/projects` (yours), `/shared` (shared with you) and `/search` (both, by
 * keywords and area of interest), paged by `limit` (default 20, at most 100) and `offset`.
 */
export const drawListsRoutes: ResourcePlugin<DrawOptions> = async (app, { db }) => {
  app.get(
    '/v1/map-draw/projects',
    {
      preValidation: requireSignIn,
      schema: {
        tags: TAGS,
        summary: 'Your draw projects, last saved first',
        headers: SubdomainHeadersSchema,
        querystring: DrawProjectPageQuerySchema,
        response: { 200: DrawProjectListSchema, ...errors },
      },
    },
    async (request) => {
      const page = pageOf(request.query);
      return { ...(await listOwnProjects(db, callerOf(request), page)), ...page };
    },
  );

  app.get(
    '/v1/map-draw/projects/shared',
    {
      preValidation: requireSignIn,
      schema: {
        tags: TAGS,
        summary: 'Draw projects shared with you, last shared first',
        headers: SubdomainHeadersSchema,
        querystring: DrawProjectPageQuerySchema,
        response: { 200: DrawProjectListSchema, ...errors },
      },
    },
    async (request) => {
      const page = pageOf(request.query);
      return { ...(await listSharedProjects(db, callerOf(request), page)), ...page };
    },
  );

  app.get(
    '/v1/map-draw/projects/search',
    {
      preValidation: requireSignIn,
      schema: {
        tags: TAGS,
        summary: 'Search the draw projects you can open by keywords and area of interest',
        headers: SubdomainHeadersSchema,
        querystring: DrawProjectSearchQuerySchema,
        response: { 200: DrawProjectListSchema, ...errors },
      },
    },
    async (request) => {
      const page = pageOf(request.query);
      const keywords = request.query.keywords?.trim() || undefined;
      const aoi = request.query.aoi?.trim()
        ? await readSearchAoi(db, request.query.aoi)
        : undefined;
      const found = await searchProjects(db, callerOf(request), { keywords, aoi }, page);
      return { ...found, ...page };
    },
  );
};
