import { describe, expect, it } from 'vitest';
import {
  carryMapQuery,
  hasLegacyKeys,
  listingAddress,
  readMapUrlState,
  withoutLegacyKeys,
  writeMapUrlState,
} from './map-url';

describe('map URL state', () => {
  it('reads pos as lat,lng,zoom with the zoom to 2 decimals and the basemap', () => {
    expect(readMapUrlState('?pos=51.5,-0.12,7.456&basemap=satellite')).toEqual({
      pos: { lat: 51.5, lng: -0.12, zoom: 7.46 },
      basemap: 'satellite',
    });
    expect(readMapUrlState('?pos=nonsense&basemap=??')).toEqual({
      pos: undefined,
      basemap: 'dark-gray',
    });
  });
  it('writes pos with 2-decimal zoom, keeps other keys, drops the default basemap', () => {
    expect(writeMapUrlState('?task=1', { pos: { lat: 10.1234567, lng: 20, zoom: 3.14159 } })).toBe(
      '?task=1&pos=10.123457,20,3.14',
    );
    expect(writeMapUrlState('?pos=1,2,3&basemap=street', { basemap: 'dark-gray' })).toBe(
      '?pos=1,2,3',
    );
    expect(writeMapUrlState('', { basemap: 'hybrid' })).toBe('?basemap=hybrid');
  });
  it('carries pos and basemap along on navigation', () => {
    expect(carryMapQuery('?pos=1,2,3&basemap=street&other=x', '/satellites')).toBe(
      '/satellites?pos=1,2,3&basemap=street',
    );
    expect(carryMapQuery('?pos=1,2,3', '/maps?pos=4,5,6')).toBe('/maps?pos=4,5,6');
    expect(carryMapQuery('', '/maps')).toBe('/maps');
  });
  it('carries the browse search between the maps pages only', () => {
    const search = '?pos=1,2,3&q=flood&category=climate&sort=NEWEST&type=GIF';
    expect(carryMapQuery(search, '/maps/x-1')).toBe(`/maps/x-1${search}`);
    expect(carryMapQuery(search, '/maps?q=fire')).toBe(
      '/maps?q=fire&pos=1,2,3&category=climate&sort=NEWEST&type=GIF',
    );
    expect(carryMapQuery(search, '/satellites')).toBe('/satellites?pos=1,2,3');
  });
  it('removes the old imagery-search keys', () => {
    const legacy =
      '?service=WMS&request=GetMap&bbox=1,2,3,4&description=d&time=t&layers=l&layerKey=k&title=x&image_data=i&pos=1,2,3';
    expect(withoutLegacyKeys(legacy)).toBe('?pos=1,2,3');
    expect(hasLegacyKeys(legacy)).toBe(true);
    expect(hasLegacyKeys('?pos=1,2,3')).toBe(false);
    expect(hasLegacyKeys('')).toBe(false);
  });
  it('replaces the address with /maps/{seoTitle} keeping the query', () => {
    expect(listingAddress('old-map-of-lisbon-42', '?pos=1,2,3&basemap=street')).toBe(
      '/maps/old-map-of-lisbon-42?pos=1,2,3&basemap=street',
    );
    expect(listingAddress('x-1', '?title=t&pos=1,2,3')).toBe('/maps/x-1?pos=1,2,3');
  });
});
