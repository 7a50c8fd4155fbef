import type { FastifyInstance } from 'fastify';
import { findUserIdByEthAddress, setSeoName, updateAccount } from '@unfurl/api-db';
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
import type { BillingWire, TrackingInfoWire } from '@unfurl/validators';
import type { Static } from '@sinclair/typebox';
import { ACCOUNTS_ERROR_CODE, AccountsError } from './accounts-error';
import type { Accounts } from './accounts-context';
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
export function settingsRoutes(app: FastifyInstance, accounts: Accounts): void {
  const { db } = accounts;
  const at = (): string => new Date(accounts.now()).toISOString();
  app.get(
    '/v1/user/points',
    {
      schema: {
        tags: ['user'],
        summary: 'The signed-in user’s points',
        headers,
        response: { 200: PointsSchema, ...errors },
      },
    },
    async (request) => {
      const user = await myAccount(accounts, accounts.userIdOf(request));
      return { points: user.points };
    },
  );
  app.put(
    '/v1/user/tracking-info',
    {
      schema: {
        tags: ['user'],
        summary: 'Save the campaign (tracker cookie) fields of a new profile',
        headers,
        body: TrackingInfoSchema,
        response: { 200: TrackingInfoSchema, ...errors },
      },
    },
    async (request) => {
      const user = await myAccount(accounts, accounts.userIdOf(request));
      const info = request.body as TrackingInfoWire;
      await updateAccount(db, user.id, { trackingInfo: info }, at());
      return info;
    },
  );
  app.put(
    '/v1/user/userseo/:seoName',
    {
      schema: {
        tags: ['user'],
        summary: 'Set the signed-in user’s SEO name (profile URL slug; 409 when taken)',
        headers,
        params: SeoNameParamsSchema,
        response: { 200: SeoNameSchema, ...errors },
      },
    },
    async (request) => {
      const user = await myAccount(accounts, accounts.userIdOf(request));
      const { seoName } = request.params as Static<typeof SeoNameParamsSchema>;
      const name = normaliseSeoName(seoName);
      if (!(await setSeoName(db, user.id, name))) {
        throw new AccountsError(409, ACCOUNTS_ERROR_CODE.seoNameTaken, 'That name is taken.');
      }
      return { seoName: name };
    },
  );
  app.put(
    '/v1/user/billing',
    {
      schema: {
        tags: ['user'],
        summary: 'Save the signed-in user’s billing details',
        headers,
        body: BillingSchema,
        response: { 200: BillingSchema, ...errors },
      },
    },
    async (request) => {
      const user = await myAccount(accounts, accounts.userIdOf(request));
      const billing = request.body as BillingWire;
      await updateAccount(db, user.id, { billing }, at());
      return billing;
    },
  );
  app.get(
    '/v1/user/eth/:address',
    {
      schema: {
        tags: ['user'],
        summary: 'Which account linked an Ethereum address (400 for a malformed address)',
        headers,
        params: EthAddressParamsSchema,
        response: { 200: EthAddressSchema, ...errors },
      },
    },
    async (request) => {
      const userId = accounts.userIdOf(request);
      const { address } = request.params as Static<typeof EthAddressParamsSchema>;
      const normalised = normaliseEthAddress(address);
      const owner = (await findUserIdByEthAddress(db, normalised)) ?? null;
      return { address: normalised, userId: owner, isMine: owner === userId };
    },
  );
}
