// Atlas services over the fake API client, for this lib's component tests.
import type {
  CommentsApi,
  ListingActionsApi,
  ListingsApi,
  ListingsUploadApi,
  SocialApi,
} from '@unfurl/api-client';
import { createFakeApiClient } from '@unfurl/api-client/testing';
import { createAtlasServices, type AtlasServices } from '@unfurl/atlas-feature-shell';
import type { UserProfile } from '@unfurl/domain';

/** Options of {@link fakeAtlasServices}. */
export interface FakeAtlasServicesOptions {
  readonly actions?: Partial<ListingActionsApi>;
  /** Listing reads (e.g. `get` failing once). */
  readonly listings?: Partial<ListingsApi>;
  /** Listing uploads (sending a file's bytes to its signed URL). */
  readonly uploads?: Partial<ListingsUploadApi>;
  /** Likes, bookmarks and follows. */
  readonly social?: Partial<SocialApi>;
  /** A listing's comments. */
  readonly comments?: Partial<CommentsApi>;
  /** Signed in (true by default); with `userId`, the profile carries that id. */
  readonly signedIn?: boolean;
  readonly userId?: string;
}

/** Services on localhost with the fake client, no cookies and the account already settled. */
export function fakeAtlasServices(options: FakeAtlasServicesOptions = {}): AtlasServices {
  const services = createAtlasServices({
    hostname: 'localhost',
    apiBase: '/',
    search: '',
    client: createFakeApiClient({
      overrides: {
        ...(options.actions ? { actions: options.actions } : {}),
        ...(options.listings ? { listings: options.listings } : {}),
        ...(options.uploads ? { uploads: options.uploads } : {}),
        ...(options.social ? { social: options.social } : {}),
        ...(options.comments ? { comments: options.comments } : {}),
      },
    }),
    cookieJar: { get: () => undefined, set: () => undefined, remove: () => undefined },
    reload: () => undefined,
  });
  const signedIn = options.signedIn ?? true;
  services.account.setState({
    loggedIn: signedIn,
    status: 'ready',
    ...(signedIn && options.userId ? { profile: { userId: options.userId } as UserProfile } : {}),
  });
  return services;
}
