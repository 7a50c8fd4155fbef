// Test support of @unfurl/api-imagery (import from '@unfurl/api-imagery/testing'): a local
// Sentinel Hub (OAuth token endpoint, Catalog, Process and Statistical APIs) on port 0.
export {
  startFakeSentinelHub,
  recordedShFeatures,
  fakeProcessColour,
} from './providers/sentinel-hub/fake-sentinel-hub';
export type {
  FakeSentinelHub,
  FakeShRequest,
  FakeShFault,
  FakeShFeature,
} from './providers/sentinel-hub/fake-sentinel-hub';
