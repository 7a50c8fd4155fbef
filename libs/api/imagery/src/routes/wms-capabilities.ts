import { WEB_MERCATOR_HALF_WORLD, WEB_MERCATOR_MAX_LAT } from '@unfurl/domain';
import { BUILT_IN_SCRIPTS, OVERLAY_SCRIPT_IDS, scriptById } from '@unfurl/imagery-core';

/** TIME's advertised default: a GetMap without TIME shows the latest scenes (`wms-params.ts`). */
export const WMS_DEFAULT_TIME = 'current';

/** The capabilities versions served: a client asking for less than 1.3.0 gets 1.1.1. */
export const WMS_VERSION = { v111: '1.1.1', v130: '1.3.0' } as const;

/** One served capabilities version. */
export type WmsVersion = (typeof WMS_VERSION)[keyof typeof WMS_VERSION];

const escape = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', "'": 'apos', '"': 'quot' }[c]};`,
  );

/** The square Web Mercator world's edge, metres (20037508.342789) and degrees (85.0511). */
const MERCATOR_MAX = WEB_MERCATOR_HALF_WORLD.toFixed(6);
const MERCATOR = `-${MERCATOR_MAX}`;
const MAX_LAT = WEB_MERCATOR_MAX_LAT.toFixed(4);

function layer(version: WmsVersion, name: string, title: string, abstract: string): string {
  const time =
    version === WMS_VERSION.v130
      ? `<Dimension name="time" units="ISO8601" default="${WMS_DEFAULT_TIME}" current="1">current</Dimension>`
      : `<Dimension name="time" units="ISO8601"/>\n        <Extent name="time" default="${WMS_DEFAULT_TIME}">current</Extent>`;
  return `      <Layer queryable="0">
        <Name>${escape(name)}</Name>
        <Title>${escape(title)}</Title>
        <Abstract>${escape(abstract)}</Abstract>
        ${time}
      </Layer>`;
}

/** The root layer's coordinate systems and extents, in each version's words. */
function extents(version: WmsVersion): string {
  if (version === WMS_VERSION.v111) {
    return `      <SRS>EPSG:3857</SRS>
      <SRS>EPSG:4326</SRS>
      <LatLonBoundingBox minx="-180" miny="-${MAX_LAT}" maxx="180" maxy="${MAX_LAT}"/>
      <BoundingBox SRS="EPSG:3857" minx="${MERCATOR}" miny="${MERCATOR}" maxx="${MERCATOR_MAX}" maxy="${MERCATOR_MAX}"/>
      <BoundingBox SRS="EPSG:4326" minx="-180" miny="-${MAX_LAT}" maxx="180" maxy="${MAX_LAT}"/>`;
  }
  return `      <CRS>EPSG:3857</CRS>
      <CRS>EPSG:4326</CRS>
      <EX_GeographicBoundingBox>
        <westBoundLongitude>-180</westBoundLongitude>
        <eastBoundLongitude>180</eastBoundLongitude>
        <southBoundLatitude>-${MAX_LAT}</southBoundLatitude>
        <northBoundLatitude>${MAX_LAT}</northBoundLatitude>
      </EX_GeographicBoundingBox>
      <BoundingBox CRS="EPSG:3857" minx="${MERCATOR}" miny="${MERCATOR}" maxx="${MERCATOR_MAX}" maxy="${MERCATOR_MAX}"/>
      <BoundingBox CRS="EPSG:4326" minx="-${MAX_LAT}" miny="-180" maxx="${MAX_LAT}" maxy="180"/>`;
}

/**
 * A WMS capabilities document for `url` (the GetMap endpoint): the six overlay keys (TRUE_COLOR,
 * NDVI, ...) and every built-in script by id, in EPSG:3857 and EPSG:4326, PNG/JPEG/GeoTIFF.
 * Version 1.3.0 by default, 1.1.1 (`WMT_MS_Capabilities`, SRS, LatLonBoundingBox) for clients that
 * ask for it. The layers inherit a BoundingBox per CRS (EPSG:4326 in lat,lon order under 1.3.0),
 * which clients such as GDAL's WMS driver need to offer a layer.
 */
export function wmsCapabilities(url: string, version: WmsVersion = WMS_VERSION.v130): string {
  const overlays = Object.entries(OVERLAY_SCRIPT_IDS).map(([key, id]) => {
    const script = scriptById(id);
    return layer(version, key, script?.name ?? key, script?.description ?? '');
  });
  const scripts = BUILT_IN_SCRIPTS.map((s) =>
    layer(version, s.id, `${s.name} (${s.sentinelSatelliteType})`, s.description),
  );
  const href = escape(url);
  const old = version === WMS_VERSION.v111;
  const root = old
    ? `<WMT_MS_Capabilities version="1.1.1" xmlns:xlink="http://www.w3.org/1999/xlink">`
    : `<WMS_Capabilities version="1.3.0" xmlns="http://www.opengis.net/wms" xmlns:xlink="http://www.w3.org/1999/xlink">`;
  const resource = `<OnlineResource xlink:type="simple" xlink:href="${href}"/>`;
  const dcp = `<DCPType><HTTP><Get>${resource}</Get></HTTP></DCPType>`;
  return `<?xml version="1.0" encoding="UTF-8"?>
${root}
  <Service>
    <Name>${old ? 'OGC:WMS' : 'WMS'}</Name>
    <Title>Unfurl satellite imagery</Title>
    <Abstract>Evalscript renderings of Sentinel-2, Sentinel-1 and Landsat scenes. Extra parameters: MAXCC (0-100, default 100), RESOLUTION (metres per pixel, instead of WIDTH/HEIGHT), SATELLITE, EVALSCRIPT (base64).</Abstract>
    ${resource}${old ? '' : '\n    <MaxWidth>2500</MaxWidth>\n    <MaxHeight>2500</MaxHeight>'}
  </Service>
  <Capability>
    <Request>
      <GetCapabilities>
        <Format>${old ? 'application/vnd.ogc.wms_xml' : 'text/xml'}</Format>
        ${dcp}
      </GetCapabilities>
      <GetMap>
        <Format>image/png</Format>
        <Format>image/jpeg</Format>
        <Format>image/tiff</Format>
        ${dcp}
      </GetMap>
    </Request>
    <Exception><Format>application/json</Format></Exception>
    <Layer>
      <Title>Unfurl imagery</Title>
${extents(version)}
${[...overlays, ...scripts].join('\n')}
    </Layer>
  </Capability>
${old ? '</WMT_MS_Capabilities>' : '</WMS_Capabilities>'}
`;
}
