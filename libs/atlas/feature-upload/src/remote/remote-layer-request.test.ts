import { describe, expect, it } from 'vitest';
import { remoteLayerRequest, type RemoteLayerDraft } from './remote-layer-request';

const draft: RemoteLayerDraft = {
  type: 'TILE_LAYER',
  url: 'https://tiles.example/{z}/{x}/{y}.png',
  layer: '',
  title: ' Old town ',
  description: '',
  tags: '#history, maps',
  categories: ['history'],
};

describe('remoteLayerRequest', () => {
  it('sends a tile template with the metadata, tags without their #', () => {
    expect(remoteLayerRequest(draft)).toEqual({
      request: {
        type: 'TILE_LAYER',
        url: 'https://tiles.example/{z}/{x}/{y}.png',
        metadata: {
          title: 'Old town',
          description: '',
          tags: ['history', 'maps'],
          categories: ['history'],
        },
      },
    });
  });

  it('sends the extent the map shows, and takes a TileJSON address', () => {
    const result = remoteLayerRequest({
      ...draft,
      url: 'https://tiles.example/tiles.json',
      bounds: [-30.5, 20, -29.8, 20.4],
    });
    expect('request' in result && result.request.metadata.bounds).toEqual([-30.5, 20, -29.8, 20.4]);
    expect('request' in result && result.request.url).toBe('https://tiles.example/tiles.json');
  });

  it('names the layer of a WMS or WMTS service when one is given', () => {
    const result = remoteLayerRequest({
      ...draft,
      type: 'WMS',
      url: 'https://maps.example/wms',
      layer: ' roads ',
    });
    expect('request' in result && result.request.layer).toBe('roads');
  });

  it('explains what is wrong with the address or the title', () => {
    expect(remoteLayerRequest({ ...draft, url: 'tiles/{z}' })).toEqual({
      problem: 'Enter the full address of the layer, starting with https://',
    });
    expect(remoteLayerRequest({ ...draft, url: 'ftp://x.example/{z}/{x}/{y}' })).toEqual({
      problem: 'Only http and https addresses can be used.',
    });
    expect(remoteLayerRequest({ ...draft, url: 'https://x.example/{z}/{x}.png' })).toEqual({
      problem: 'A tile layer address needs {z}, {x} and {y} in it (or is a TileJSON).',
    });
    expect(remoteLayerRequest({ ...draft, title: '  ' })).toEqual({
      problem: 'Give the layer a title.',
    });
  });
});
