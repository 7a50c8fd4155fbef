// The imagery wire schemas live in @unfurl/validators (the house rule: one place for API
// schemas, shared with clients); re-exported here under their route-local names.
export {
  ImageryBboxSchema as BboxSchema,
  ImageryTimeRangeSchema as TimeRangeSchema,
  ImagerySatelliteSchema as SatelliteSchema,
  ImagerySearchBodySchema,
  ImagerySearchItemSchema,
  ImagerySearchResponseSchema,
  GenerateImageBodySchema,
  ImageResponseSchema,
  ShortUrlBodySchema,
  ShortUrlRecordSchema,
  ShortUrlIdSchema,
  ShortUrlParamsSchema,
  WmsQuerySchema,
  StatisticsBodySchema,
  BandStatisticsSchema,
  StatisticsResponseSchema,
} from '@unfurl/validators';
