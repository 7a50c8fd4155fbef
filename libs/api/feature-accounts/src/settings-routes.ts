import { findUserIdByEthAddress, setSeoName, updateAccount } from '@unfurl/api-db';
import { ConflictError, requireSignIn, signedInUser } from '@unfurl/api-http';
import type { TypedApp } from '@unfurl/api-http';
import {
  ApiErrorSchema,
  BillingSchema,
  EthAddressParamsSchema,
  EthAddressSchema,
  PointsSchema,
  SeoNameParamsSchema,
  SeoNameSchema,
  SubdomainHeadersSchema,
  TrackingInfoSchema,
} from '@unfurl/validators';
import { ACCOUNTS_ERROR_CODE } from './accounts-error';
import type { Accounts } from './accounts-options';
import { normaliseEthAddress } from './eth-address';
import { normaliseSeoName } from './seo-name';
import { myAccount } from './user-routes';

const errors = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  404: ApiErrorSchema,
  409: ApiErrorSchema,
};
const headers = SubdomainHeadersSchema;

/**
 * The signed-in user's settings (2§7; R-059..R-062): points, tracking info, SEO name, billing
 * details, and who linked an Ethereum address.
 */
export function settingsRoutes(app: TypedApp, accounts: Accounts): void {
  const { db } = accounts;
  const at = (): string => new Date(accounts.now()).toISOString();
  const preValidation = requireSignIn;
  app.get(
    '/v1/user/points',
    {
      preValidation,
      schema: {
        tags: ['user'],
        summary: 'The signed-in user’s points',
        headers,
        response: { 200: PointsSchema, ...errors },
      },
    },
    async (request) => {
      const user = await myAccount(accounts, signedInUser(request).userId);
      return { points: user.points };
    },
  );
  app.put(
    '/v1/user/tracking-info',
    {
      preValidation,
      schema: {
        tags: ['user'],
        summary: 'Save the campaign (tracker cookie) fields of a new profile',
        headers,
        body: TrackingInfoSchema,
        response: { 200: TrackingInfoSchema, ...errors },
      },
    },
    async (request) => {
      const user = await myAccount(accounts, signedInUser(request).userId);
      const info = request.body;
      await updateAccount(db, user.id, { trackingInfo: info }, at());
      return info;
    },
  );
  app.put(
    '/v1/user/userseo/:seoName',
    {
      preValidation,
      schema: {
        tags: ['user'],
        summary: 'Set the signed-in user’s SEO name (profile URL slug; 409 when taken)',
        headers,
        params: SeoNameParamsSchema,
        response: { 200: SeoNameSchema, ...errors },
      },
    },
    async (request) => {
      const user = await myAccount(accounts, signedInUser(request).userId);
      const name = normaliseSeoName(request.params.seoName);
      if (!(await setSeoName(db, user.id, name))) {
        throw new ConflictError('That name is taken.', ACCOUNTS_ERROR_CODE.seoNameTaken);
      }
      return { seoName: name };
    },
  );
  app.put(
    '/v1/user/billing',
    {
      preValidation,
      schema: {
        tags: ['user'],
        summary: 'Save the signed-in user’s billing details',
        headers,
        body: BillingSchema,
        response: { 200: BillingSchema, ...errors },
      },
    },
    async (request) => {
      const user = await myAccount(accounts, signedInUser(request).userId);
      const billing = request.body;
      await updateAccount(db, user.id, { billing }, at());
      return billing;
    },
  );
  app.get(
    '/v1/user/eth/:address',
    {
      preValidation,
      schema: {
        tags: ['user'],
        summary: 'Which account linked an Ethereum address (400 for a malformed address)',
        headers,
        params: EthAddressParamsSchema,
        response: { 200: EthAddressSchema, ...errors },
      },
    },
    async (request) => {
      const { userId } = signedInUser(request);
      const normalised = normaliseEthAddress(request.params.address);
      const owner = (await findUserIdByEthAddress(db, normalised)) ?? null;
      return { address: normalised, userId: owner, isMine: owner === userId };
    },
  );
}
