import { meters } from '@unfurl/domain';
import type { Annotation } from './annotation';
import { createAnnotation } from './create-annotation';

/** One annotation of every kind, some with non-default styles (test data for this lib). */
export function sampleAnnotations(): Annotation[] {
  return [
    createAnnotation('marker', 'marker-1', { position: [13.4, 52.52] }),
    createAnnotation('militaryMarker', 'mil-1', {
      position: [30.5, 50.45],
      symbolCode: 'SFGPUCI----K---',
    }),
    createAnnotation('coordinate', 'coord-1', { position: [-0.1276, 51.5072], display: 'MGRS' }),
    createAnnotation(
      'polyline',
      'line-1',
      {
        positions: [
          [0, 0],
          [1, 1],
          [2, 0.5],
        ],
      },
      { showLength: true, units: 'nautical' },
    ),
    createAnnotation('freehand', 'free-1', {
      positions: [
        [5, 5],
        [5.1, 5.05],
        [5.2, 5.2],
      ],
    }),
    createAnnotation(
      'polygon',
      'poly-1',
      {
        positions: [
          [170, -10],
          [-170, -10],
          [-175, 10],
        ],
      },
      { fillPattern: 'crosshatch', showArea: true },
    ),
    createAnnotation(
      'rectangle',
      'rect-1',
      { box: [170, -5, -170, 5] },
      {
        options: {
          color: '#ff0000',
          weight: 5,
          opacity: 0.5,
          fillColor: '#00ff00',
          fillOpacity: 0.4,
        },
      },
    ),
    createAnnotation(
      'circle',
      'circle-1',
      { center: [2.35, 48.86], radius: meters(1500.5) },
      { showRadius: true },
    ),
    createAnnotation(
      'arrow',
      'arrow-1',
      { start: [-74, 40.7], end: [-0.12, 51.5] },
      { zIndex: 405 },
    ),
    createAnnotation('image', 'image-1', {
      box: [10, 10, 11, 11],
      url: 'https://example.test/a.png',
      drawImageId: 'img-9',
    }),
    createAnnotation(
      'textBox',
      'text-1',
      { box: [20, 20, 21, 20.5], text: 'Bridge <out> & "closed"', fontSize: 16 },
      { labelColor: 'white', labelBgColor: 'black', bounds: [20, 20, 21, 20.5] },
    ),
  ];
}
