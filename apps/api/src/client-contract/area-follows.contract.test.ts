// The client's followed areas and the thread GeoJSON export against the running API (issue #14):
// add, list, change and delete an area, a 400 naming a bad area as a typed error, and a thread's
// annotations downloaded as a FeatureCollection.
import { describe, expect, it } from 'vitest';
import { isUnauthorizedError, isValidationError, NotFoundError } from '@unfurl/api-client';
import { insertTestListing } from '@unfurl/api-demo-seed/testing';
import { failure, itExercisedItsClaimedMethods, useContractServer } from './contract-server';

const server = useContractServer('area-follows.contract.test.ts');

const ring = [
  [-9.3, 38.6],
  [-8.9, 38.6],
  [-8.9, 38.9],
  [-9.3, 38.9],
  [-9.3, 38.6],
];

describe('area follow calls against the running API', () => {
  it('adds, lists, changes and deletes a followed area; a bad area is a typed 400', async () => {
    const marie = await server().signedIn('marie@unfurl.example');
    const added = await marie.areaFollows.create({
      name: 'Lisbon',
      geometry: { type: 'Polygon', coordinates: [ring] },
      watch: ['listings', 'sentinel-2-l2a'],
    });
    expect(added).toMatchObject({ name: 'Lisbon', watch: ['listings', 'sentinel-2-l2a'] });
    expect((await marie.areaFollows.list()).areaFollows.map((a) => a.id)).toContain(added.id);
    const renamed = await marie.areaFollows.update(added.id, { name: 'Tagus' });
    expect(renamed.name).toBe('Tagus');
    expect(await marie.areaFollows.remove(added.id)).toEqual({ isSuccess: true });
    expect(await failure(marie.areaFollows.remove(added.id))).toBeInstanceOf(NotFoundError);
    const open = ring.slice(0, 4).concat([[-9, 38.6]]);
    const bad = await failure(
      marie.areaFollows.create({
        name: 'Open',
        geometry: { type: 'Polygon', coordinates: [open] },
        watch: ['listings'],
      }),
    );
    expect(isValidationError(bad) && bad.code).toBe('INVALID_AREA');
    expect(isUnauthorizedError(await failure(server().client('main').areaFollows.list()))).toBe(
      true,
    );
  });

  it("downloads a thread's annotations as GeoJSON", async () => {
    const id = await insertTestListing(server().db, {
      tenant: 'main',
      ownerEmail: 'ada@unfurl.example',
      title: 'Contract export',
    });
    const alex = await server().signedIn('alex@unfurl.example');
    const comment = await alex.comments.create({
      listingId: id,
      text: 'Here',
      annotations: [
        {
          type: 'Feature',
          geometry: { type: 'Point', coordinates: [10.5, 10.5] },
          properties: null,
        },
      ],
    });
    const collection = await server().client('main').comments.geojson(id);
    expect(collection.type).toBe('FeatureCollection');
    expect(collection.features.map((f) => f.properties.commentId)).toEqual([comment.id]);
  });

  itExercisedItsClaimedMethods('area-follows.contract.test.ts');
});
