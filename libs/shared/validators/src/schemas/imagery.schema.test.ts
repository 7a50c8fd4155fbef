import { Value } from '@sinclair/typebox/value';
import { describe, expect, it } from 'vitest';
import {
  GenerateImageBodySchema,
  StatisticsBodySchema,
  StatisticsResponseSchema,
} from './imagery.schema';

describe('imagery wire schemas', () => {
  it('statistics default to resolution 200 m and 100 % cloud cover (R-444)', () => {
    const { resolution, maxCloudCoverage } = StatisticsBodySchema.properties;
    expect([resolution.default, resolution.exclusiveMinimum]).toEqual([200, 0]);
    expect([maxCloudCoverage.default, maxCloudCoverage.minimum, maxCloudCoverage.maximum]).toEqual([
      100, 0, 100,
    ]);
    expect(StatisticsBodySchema.required).toEqual([
      'bbox',
      'timeRange',
      'satellite',
      'resolution',
      'maxCloudCoverage',
    ]);
  });

  it('a statistics response is shaped as the Statistical API (nulls without data)', () => {
    const stats = { min: null, max: null, mean: null, stDev: null, sampleCount: 4, noDataCount: 4 };
    const response = {
      data: [
        {
          interval: { from: '2020-02-19T00:00:00Z', to: '2020-02-20T00:00:00Z' },
          outputs: {
            default: {
              bands: {
                B0: {
                  stats: { ...stats, percentiles: { '10.0': null, '50.0': null, '90.0': null } },
                },
              },
            },
          },
        },
      ],
      status: 'OK',
    };
    expect(Value.Check(StatisticsResponseSchema, response)).toBe(true);
    expect(Value.Check(StatisticsResponseSchema, { ...response, status: 'FAILED' })).toBe(false);
  });

  it('renders default to PNG and allow only PNG, JPEG and GeoTIFF', () => {
    const { contentType } = GenerateImageBodySchema.properties;
    expect(contentType).toMatchObject({
      enum: ['image/png', 'image/jpeg', 'image/tiff'],
      default: 'image/png',
    });
  });
});
