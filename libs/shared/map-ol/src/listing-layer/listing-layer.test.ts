import LayerGroup from 'ol/layer/Group';
import ImageLayer from 'ol/layer/Image';
import type TileLayer from 'ol/layer/Tile';
import ImageStatic from 'ol/source/ImageStatic';
import type ImageWMS from 'ol/source/ImageWMS';
import type WMTS from 'ol/source/WMTS';
import XYZ from 'ol/source/XYZ';
import { describe, expect, it } from 'vitest';
import { ListingLayer } from './listing-layer';
import { wmtsMatrixIds } from './wmts-grid';

const bounds = { west: -10, south: 40, east: -9, north: 41 };
const only = (layer: ListingLayer) => layer.group.getLayers().getArray();

describe('ListingLayer', () => {
  it('draws an image over its bounds in EPSG:4326 at the opacity asked, then nothing', () => {
    const layer = new ListingLayer();
    layer.show({ kind: 'image', url: 'data:image/png;base64,', bounds }, 0.4);
    const [image] = only(layer);
    expect(image).toBeInstanceOf(ImageLayer);
    const source = (image as ImageLayer<ImageStatic>).getSource();
    expect(source).toBeInstanceOf(ImageStatic);
    expect(source?.getProjection()?.getCode()).toBe('EPSG:4326');
    expect(layer.group.getOpacity()).toBe(0.4);
    layer.show(null);
    expect(only(layer)).toHaveLength(0);
    expect(layer.shownKind()).toBeNull();
  });

  it('keeps the same layer for the same spec and changes only the opacity', () => {
    const layer = new ListingLayer();
    const spec = { kind: 'xyz', url: 'https://tiles.example/{z}/{x}/{y}.png' } as const;
    layer.show(spec, 1);
    const first = only(layer)[0];
    layer.show(spec, 0.2);
    expect(only(layer)[0]).toBe(first);
    expect(layer.group.getOpacity()).toBe(0.2);
    const source = (first as TileLayer<XYZ>).getSource();
    expect(source).toBeInstanceOf(XYZ);
    expect(source?.getUrls()).toEqual(['https://tiles.example/{z}/{x}/{y}.png']);
  });

  it('draws tiles over a preview underlay when one is given (COG tiles)', () => {
    const layer = new ListingLayer();
    layer.show({ kind: 'xyz', url: '/listing-tiles/5/{z}/{x}/{y}.png', bounds, underlay: 'p.jpg' });
    const [group] = only(layer);
    expect(group).toBeInstanceOf(LayerGroup);
    const [under, tiles] = (group as LayerGroup).getLayers().getArray();
    expect((under as ImageLayer<ImageStatic>).getSource()?.getUrl()).toBe('p.jpg');
    const source = (tiles as TileLayer<XYZ>).getSource();
    expect(source?.getUrls()).toEqual(['/listing-tiles/5/{z}/{x}/{y}.png']);
    expect((tiles as TileLayer<XYZ>).getExtent()).toBeDefined();
    expect(layer.shownKind()).toBe('xyz');
  });

  it('asks a WMS service for the layer as transparent PNG, within the bounds', () => {
    const layer = new ListingLayer();
    layer.show({
      kind: 'wms',
      url: 'https://maps.example/wms',
      layer: 'roads',
      version: '1.3.0',
      bounds,
    });
    const wms = only(layer)[0] as ImageLayer<ImageWMS>;
    expect(wms.getSource()?.getParams()).toMatchObject({
      LAYERS: 'roads',
      FORMAT: 'image/png',
      TRANSPARENT: true,
      VERSION: '1.3.0',
    });
    const extent = wms.getExtent();
    expect(extent?.[0]).toBeCloseTo(-1113194.9, 0);
    expect(layer.shownKind()).toBe('wms');
  });

  it('builds WMTS REST requests on a Web Mercator grid with the set’s matrix ids', () => {
    const layer = new ListingLayer();
    layer.show({
      kind: 'wmts',
      url: 'https://maps.example/wmts',
      template:
        'https://maps.example/wmts/roads/{TileMatrixSet}/{TileMatrix}/{TileRow}/{TileCol}.png',
      layer: 'roads',
      matrixSet: 'EPSG:3857',
    });
    const source = (only(layer)[0] as TileLayer<WMTS>).getSource();
    expect(source?.getRequestEncoding()).toBe('REST');
    expect(source?.getMatrixSet()).toBe('EPSG:3857');
    expect(source?.getTileGrid()?.getResolutions()).toHaveLength(21);
    expect(wmtsMatrixIds('EPSG:3857', 2)).toEqual(['EPSG:3857:0', 'EPSG:3857:1']);
    expect(wmtsMatrixIds('GoogleMapsCompatible', 2)).toEqual(['0', '1']);
  });
});
