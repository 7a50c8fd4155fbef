import type { FastifyRequest } from 'fastify';
import { requireSignIn, signedInUser, tenantOf } from '@unfurl/api-http';
import type { ResourcePlugin } from '@unfurl/api-http';
import {
  ApiErrorSchema,
  AreaFollowDeletedSchema,
  AreaFollowListSchema,
  AreaFollowParamsSchema,
  AreaFollowSchema,
  CreateAreaFollowBodySchema,
  SubdomainHeadersSchema,
  UpdateAreaFollowBodySchema,
} from '@unfurl/validators';
import type { AreaFollowGeometryWire } from '@unfurl/validators';
import {
  AreaFollowNotFoundError,
  InvalidAreaNameError,
  TooManyAreaFollowsError,
} from './area-follow-errors';
import { checkAreaShape } from './area-shape';
import type { MultiPolygonCoordinates } from './area-shape';
import {
  checkAreaGeometry,
  deleteAreaFollow,
  insertAreaFollow,
  listAreaFollows,
  updateAreaFollow,
} from './area-follows.queries';
import type { FollowOwner } from './area-follows.queries';
import type { AreaFollowsOptions } from './area-follows-options';

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 404: ApiErrorSchema };
const TAGS = ['area-follows'];

function ownerOf(request: FastifyRequest): FollowOwner {
  return { tenantId: tenantOf(request).tenant.id, userId: signedInUser(request).userId };
}

function nameOf(raw: string): string {
  const name = raw.trim();
  if (name === '') throw new InvalidAreaNameError();
  return name;
}

/** The id of `/v1/area-follows/{id}`; anything but a positive integer is nobody's (404). */
function idOf(raw: string): number {
  const id = Number(raw);
  if (!/^\d{1,15}$/.test(raw) || id < 1) throw new AreaFollowNotFoundError(raw);
  return id;
}

/**
 * `GET` and `POST /v1/area-follows`, `PUT` and `DELETE /v1/area-follows/{id}`: the signed-in
 * user's areas of interest (401 before anything else when anonymous). An area is a valid
 * Polygon or MultiPolygon in lon/lat of bounded size (400 naming the problem), at most
 * `AREA_FOLLOW_LIMITS.perUser` per user (409); only its owner sees, changes or deletes it (404).
 */
export const areaFollowsRoutes: ResourcePlugin<AreaFollowsOptions> = async (app, { db }) => {
  const checked = async (geometry: AreaFollowGeometryWire): Promise<MultiPolygonCoordinates> => {
    const coordinates = checkAreaShape(geometry);
    await checkAreaGeometry(db, coordinates);
    return coordinates;
  };

  app.get(
    '/v1/area-follows',
    {
      preValidation: requireSignIn,
      schema: {
        tags: TAGS,
        summary: 'Your followed areas, newest first',
        headers: SubdomainHeadersSchema,
        response: { 200: AreaFollowListSchema, ...errors },
      },
    },
    async (request) => {
      const areaFollows = await listAreaFollows(db, ownerOf(request));
      return { areaFollows, total: areaFollows.length };
    },
  );

  app.post(
    '/v1/area-follows',
    {
      preValidation: requireSignIn,
      schema: {
        tags: TAGS,
        summary: 'Follow an area: be notified of new listings and newer scenes inside it',
        headers: SubdomainHeadersSchema,
        body: CreateAreaFollowBodySchema,
        response: { 201: AreaFollowSchema, 409: ApiErrorSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { name, geometry, watch } = request.body;
      const input = { name: nameOf(name), coordinates: await checked(geometry), watch };
      const added = await insertAreaFollow(db, ownerOf(request), input);
      if (!added) throw new TooManyAreaFollowsError();
      return reply.status(201).send(added);
    },
  );

  app.put(
    '/v1/area-follows/:id',
    {
      preValidation: requireSignIn,
      schema: {
        tags: TAGS,
        summary: 'Rename a followed area, redraw it or change what it watches',
        headers: SubdomainHeadersSchema,
        params: AreaFollowParamsSchema,
        body: UpdateAreaFollowBodySchema,
        response: { 200: AreaFollowSchema, ...errors },
      },
    },
    async (request) => {
      const id = idOf(request.params.id);
      const { name, geometry, watch } = request.body;
      const changed = await updateAreaFollow(db, ownerOf(request), id, {
        ...(name === undefined ? {} : { name: nameOf(name) }),
        ...(geometry === undefined ? {} : { coordinates: await checked(geometry) }),
        ...(watch === undefined ? {} : { watch }),
      });
      if (!changed) throw new AreaFollowNotFoundError(request.params.id);
      return changed;
    },
  );

  app.delete(
    '/v1/area-follows/:id',
    {
      preValidation: requireSignIn,
      schema: {
        tags: TAGS,
        summary: 'Stop following an area',
        headers: SubdomainHeadersSchema,
        params: AreaFollowParamsSchema,
        response: { 200: AreaFollowDeletedSchema, ...errors },
      },
    },
    async (request) => {
      const id = idOf(request.params.id);
      if (!(await deleteAreaFollow(db, ownerOf(request), id))) {
        throw new AreaFollowNotFoundError(request.params.id);
      }
      return { isSuccess: true };
    },
  );
};
