import type { FastifyInstance } from 'fastify';
import { deleteAccount, findAccountUser, updateAccount } from '@unfurl/api-db';
import type { AccountUser } from '@unfurl/api-db';
import {
  ApiErrorSchema,
  MyUserProfileSchema,
  SignupBodySchema,
  SignupResultSchema,
  SubdomainHeadersSchema,
  UpdateMyProfileSchema,
} from '@unfurl/validators';
import type { SignupBodyWire, UpdateMyProfileWire } from '@unfurl/validators';
import { ACCOUNTS_ERROR_CODE, AccountsError } from './accounts-error';
import type { Accounts } from './accounts-context';
import { signUpAndSignIn } from './identity-calls';
import { toProfileChanges } from './profile-changes';
import { toMyProfile } from './profile-view';

const errors = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  404: ApiErrorSchema,
  409: ApiErrorSchema,
  429: ApiErrorSchema,
};

/** The signed-in user's live account; 404 'User profile not found' when it is gone. */
export async function myAccount(accounts: Accounts, userId: string): Promise<AccountUser> {
  const user = await findAccountUser(accounts.db, userId);
  if (!user) throw new AccountsError(404, ACCOUNTS_ERROR_CODE.notFound, 'User profile not found');
  return user;
}

/** `GET/PUT/POST/DELETE /v1/user` (2§7; ..R-053). */
export function userRoutes(app: FastifyInstance, accounts: Accounts): void {
  const { db, store } = accounts;
  app.get(
    '/v1/user',
    {
      schema: {
        tags: ['user'],
        summary: 'The signed-in user’s profile, domains and permission on this tenant',
        headers: SubdomainHeadersSchema,
        response: { 200: MyUserProfileSchema, ...errors },
      },
    },
    async (request) => {
      const user = await myAccount(accounts, accounts.userIdOf(request));
      return toMyProfile(store, user, accounts.context(request).permission, accounts.now());
    },
  );
  app.put(
    '/v1/user',
    {
      schema: {
        tags: ['user'],
        summary: 'Change profile fields (social handles and links are validated and normalised)',
        headers: SubdomainHeadersSchema,
        body: UpdateMyProfileSchema,
        response: { 200: MyUserProfileSchema, ...errors },
      },
    },
    async (request) => {
      const user = await myAccount(accounts, accounts.userIdOf(request));
      const { changes, replacedKeys } = await toProfileChanges(
        db,
        store,
        user,
        request.body as UpdateMyProfileWire,
      );
      await updateAccount(db, user.id, changes, new Date(accounts.now()).toISOString());
      await Promise.all(replacedKeys.map((key) => store.delete(key)));
      const saved = await myAccount(accounts, user.id);
      return toMyProfile(store, saved, accounts.context(request).permission, accounts.now());
    },
  );
  app.post(
    '/v1/user',
    {
      schema: {
        tags: ['user'],
        summary: 'Sign up (email, password, names, newsletter); answers the new user’s tokens',
        headers: SubdomainHeadersSchema,
        body: SignupBodySchema,
        response: { 201: SignupResultSchema, ...errors },
      },
    },
    async (request, reply) => {
      const result = await signUpAndSignIn(accounts, request.body as SignupBodyWire, request.ip);
      return reply.status(201).send(result);
    },
  );
  app.delete(
    '/v1/user',
    {
      schema: {
        tags: ['user'],
        summary: 'Delete the signed-in account: personal data, files and every session',
        headers: SubdomainHeadersSchema,
        response: { ...errors },
      },
    },
    async (request, reply) => {
      const userId = accounts.userIdOf(request);
      const deleted = await deleteAccount(db, userId, new Date(accounts.now()).toISOString());
      if (!deleted) {
        throw new AccountsError(404, ACCOUNTS_ERROR_CODE.notFound, 'User profile not found');
      }
      for (const key of [deleted.avatarKey, deleted.bannerKey]) if (key) await store.delete(key);
      await store.deletePrefix(`users/${userId}/`);
      return reply.status(204).send();
    },
  );
}
