// The client's types of the draw project calls, derived from the TypeBox schemas of
// @unfurl/validators (as wire.ts derives the others).
import type { Static } from '@sinclair/typebox';
import type {
  CreateDrawProjectBodySchema,
  DrawImageUploadSchema,
  DrawProjectDeletedSchema,
  DrawProjectListSchema,
  DrawProjectSchema,
  DrawProjectSummarySchema,
  DrawShareListSchema,
  UpdateDrawProjectBodySchema,
} from '@unfurl/validators';
import type { Answer, WireInput } from './wire';

/** A draw project (Stoary) with its data, as the API answers it. */
export type DrawProject = Answer<Static<typeof DrawProjectSchema>>;
/** A draw project in a list (no data). */
export type DrawProjectSummary = Answer<Static<typeof DrawProjectSummarySchema>>;
/** A page of draw projects with the list's total. */
export type DrawProjectList = Answer<Static<typeof DrawProjectListSchema>>;
/** Body of `POST /v1/map-draw/projects`: title, keywords, data (the description starts blank). */
export type NewDrawProject = WireInput<Static<typeof CreateDrawProjectBodySchema>>;
/** Body of `PUT /v1/map-draw/projects/{id}`: the changes and the version they are based on. */
export type DrawProjectChanges = WireInput<Static<typeof UpdateDrawProjectBodySchema>>;
/** Answer of `DELETE /v1/map-draw/projects/{id}`. */
export type DrawProjectDeleted = Answer<Static<typeof DrawProjectDeletedSchema>>;
/** Who a project is shared with. */
export type DrawShareList = Answer<Static<typeof DrawShareListSchema>>;
/** Upload credentials of a draw image and its `drawImageId`. */
export type DrawImageUpload = Answer<Static<typeof DrawImageUploadSchema>>;
/** A page of a project list. */
export interface DrawPageQuery {
  readonly limit?: number;
  readonly offset?: number;
}
/** A project search: paging, and keywords and area of interest (WKT or GeoJSON) when present. */
export interface DrawSearchQuery extends DrawPageQuery {
  readonly keywords?: string | undefined;
  readonly aoi?: string | undefined;
}
