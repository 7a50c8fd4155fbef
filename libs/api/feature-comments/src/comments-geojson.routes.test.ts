// GET /v1/comments/listing/{id}/geojson through HTTP: the thread's annotations as one GeoJSON
// file to download, each feature carrying its comment; 404 where the thread itself is hidden.
import { beforeAll, describe, expect, it } from 'vitest';
import { call, insertTestListing, signIn, useCommentsServer } from './comments.test-harness';
import { api } from '@unfurl/api-demo-seed/testing';

const server = useCommentsServer();
let gerardus = '';
let marie = '';
let mapId = 0;
let privateId = 0;

beforeAll(async () => {
  gerardus = (await signIn(server().base, 'gerardus@unfurl.example')).IdToken;
  marie = (await signIn(server().base, 'marie@unfurl.example')).IdToken;
  mapId = await insertTestListing(server().db, {
    tenant: 'main',
    ownerEmail: 'ada@unfurl.example',
    title: 'Pinned thread',
  });
  privateId = await insertTestListing(server().db, {
    tenant: 'acme',
    ownerEmail: 'surveyor@acme.example',
    title: 'Private pinned thread',
    isPrivate: true,
  });
});

const pin = (lon: number, lat: number, colour: string) => ({
  type: 'Feature',
  id: `pin-${colour}`,
  geometry: { type: 'Point', coordinates: [lon, lat] },
  properties: { colour },
});

async function post(token: string, body: object): Promise<number> {
  const answer = await call(server(), 'POST', '/v1/comments', { token, body });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.id as number;
}

describe('GET /v1/comments/listing/{id}/geojson', () => {
  it('answers a FeatureCollection attachment of every annotation with its comment', async () => {
    const line = {
      type: 'Feature',
      geometry: {
        type: 'LineString',
        coordinates: [
          [10, 10],
          [10.5, 10.5],
        ],
      },
      properties: null,
    };
    const first = await post(gerardus, {
      listingId: mapId,
      text: ['Look here', '<b>and here</b>'],
      annotations: [pin(10.2, 10.3, 'red'), line],
    });
    await post(marie, { listingId: mapId, text: 'No pins in this one' });
    const reply = await post(marie, {
      parentId: first,
      text: 'Agreed',
      annotations: [pin(10.4, 10.1, 'blue')],
    });

    const response = await api(server().base, `/v1/comments/listing/${mapId}/geojson`, {
      subdomain: 'main',
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/geo\+json/);
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="listing-${mapId}-comments.geojson"`,
    );
    const collection = await response.json();
    expect(collection.type).toBe('FeatureCollection');
    expect(collection.features).toEqual([
      {
        type: 'Feature',
        id: `${first}-1`,
        geometry: { type: 'Point', coordinates: [10.2, 10.3] },
        properties: {
          colour: 'red',
          annotationId: 'pin-red',
          commentId: first,
          parentId: null,
          authorName: expect.any(String),
          text: 'Look here\n<b>and here</b>',
          createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.000Z$/),
        },
      },
      {
        type: 'Feature',
        id: `${first}-2`,
        geometry: line.geometry,
        properties: expect.objectContaining({ commentId: first, parentId: null }),
      },
      {
        type: 'Feature',
        id: `${reply}-1`,
        geometry: { type: 'Point', coordinates: [10.4, 10.1] },
        properties: expect.objectContaining({
          colour: 'blue',
          commentId: reply,
          parentId: first,
          text: 'Agreed',
        }),
      },
    ]);
    expect(collection.features[0].properties.authorName).toContain('Gerardus');
  });

  it('answers an empty collection for a thread without annotations, 404 where the thread is hidden', async () => {
    const quiet = await insertTestListing(server().db, {
      tenant: 'main',
      ownerEmail: 'ada@unfurl.example',
      title: 'Quiet thread',
    });
    const empty = await call(server(), 'GET', `/v1/comments/listing/${quiet}/geojson`);
    expect(empty).toEqual({ status: 200, body: { type: 'FeatureCollection', features: [] } });
    const hidden = await call(server(), 'GET', `/v1/comments/listing/${privateId}/geojson`, {
      subdomain: 'main',
    });
    expect(hidden.status).toBe(404);
    const bad = await call(server(), 'GET', '/v1/comments/listing/abc/geojson');
    expect(bad.status).toBe(400);
  });
});
