import { BUILT_IN_SCRIPTS, OVERLAY_SCRIPT_IDS, scriptById } from '@unfurl/imagery-core';

const escape = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', "'": 'apos', '"': 'quot' }[c]};`,
  );

function layer(name: string, title: string, abstract: string): string {
  return `      <Layer queryable="0">
        <Name>${escape(name)}</Name>
        <Title>${escape(title)}</Title>
        <Abstract>${escape(abstract)}</Abstract>
        <Dimension name="time" units="ISO8601">current</Dimension>
      </Layer>`;
}

/**
 * A WMS 1.3.0 capabilities document for `url` (the GetMap endpoint): the six overlay keys
 * (TRUE_COLOR, NDVI, ...) and every built-in script by id, in EPSG:3857 and EPSG:4326, PNG/JPEG/GeoTIFF.
 * The layers inherit a BoundingBox per CRS (EPSG:4326 in the standard's lat,lon order), which
 * clients such as GDAL's WMS driver need to offer a layer.
 */
export function wmsCapabilities(url: string): string {
  const overlays = Object.entries(OVERLAY_SCRIPT_IDS).map(([key, id]) => {
    const script = scriptById(id);
    return layer(key, script?.name ?? key, script?.description ?? '');
  });
  const scripts = BUILT_IN_SCRIPTS.map((s) =>
    layer(s.id, `${s.name} (${s.sentinelSatelliteType})`, s.description),
  );
  const href = escape(url);
  return `<?xml version="1.0" encoding="UTF-8"?>
<WMS_Capabilities version="1.3.0" xmlns="http://www.opengis.net/wms" xmlns:xlink="http://www.w3.org/1999/xlink">
  <Service>
    <Name>WMS</Name>
    <Title>Unfurl satellite imagery</Title>
    <Abstract>Evalscript renderings of Sentinel-2, Sentinel-1 and Landsat scenes. Extra parameters: MAXCC (0-100, default 100), RESOLUTION (metres per pixel, instead of WIDTH/HEIGHT), SATELLITE, EVALSCRIPT (base64).</Abstract>
    <OnlineResource xlink:type="simple" xlink:href="${href}"/>
    <MaxWidth>2500</MaxWidth>
    <MaxHeight>2500</MaxHeight>
  </Service>
  <Capability>
    <Request>
      <GetCapabilities>
        <Format>text/xml</Format>
        <DCPType><HTTP><Get><OnlineResource xlink:type="simple" xlink:href="${href}"/></Get></HTTP></DCPType>
      </GetCapabilities>
      <GetMap>
        <Format>image/png</Format>
        <Format>image/jpeg</Format>
        <Format>image/tiff</Format>
        <DCPType><HTTP><Get><OnlineResource xlink:type="simple" xlink:href="${href}"/></Get></HTTP></DCPType>
      </GetMap>
    </Request>
    <Exception><Format>application/json</Format></Exception>
    <Layer>
      <Title>Unfurl imagery</Title>
      <CRS>EPSG:3857</CRS>
      <CRS>EPSG:4326</CRS>
      <EX_GeographicBoundingBox>
        <westBoundLongitude>-180</westBoundLongitude>
        <eastBoundLongitude>180</eastBoundLongitude>
        <southBoundLatitude>-85.0511</southBoundLatitude>
        <northBoundLatitude>85.0511</northBoundLatitude>
      </EX_GeographicBoundingBox>
      <BoundingBox CRS="EPSG:3857" minx="-20037508.342789" miny="-20037508.342789" maxx="20037508.342789" maxy="20037508.342789"/>
      <BoundingBox CRS="EPSG:4326" minx="-85.0511" miny="-180" maxx="85.0511" maxy="180"/>
${[...overlays, ...scripts].join('\n')}
    </Layer>
  </Capability>
</WMS_Capabilities>
`;
}
