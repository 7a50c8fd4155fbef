import { deleteAccount, findAccountUser, updateAccount } from '@unfurl/api-db';
import type { AccountUser } from '@unfurl/api-db';
import { NotFoundError, requireSignIn, signedInUser } from '@unfurl/api-http';
import type { TypedApp } from '@unfurl/api-http';
import {
  ApiErrorSchema,
  MyUserProfileSchema,
  NoContentSchema,
  SignupBodySchema,
  SignupResultSchema,
  SubdomainHeadersSchema,
  UpdateMyProfileSchema,
} from '@unfurl/validators';
import type { Accounts } from './accounts-options';
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
  if (!user) throw new NotFoundError('User profile not found');
  return user;
}

/** `GET/PUT/POST/DELETE /v1/user` (2§7; ..R-053). */
export function userRoutes(app: TypedApp, accounts: Accounts): void {
  const { db, store } = accounts;
  app.get(
    '/v1/user',
    {
      preValidation: requireSignIn,
      schema: {
        tags: ['user'],
        summary: 'The signed-in user’s profile, domains and permission on this tenant',
        headers: SubdomainHeadersSchema,
        response: { 200: MyUserProfileSchema, ...errors },
      },
    },
    async (request) => {
      const me = signedInUser(request);
      const user = await myAccount(accounts, me.userId);
      return toMyProfile(store, user, me.permission, accounts.now());
    },
  );
  app.put(
    '/v1/user',
    {
      preValidation: requireSignIn,
      schema: {
        tags: ['user'],
        summary: 'Change profile fields (social handles and links are validated and normalised)',
        headers: SubdomainHeadersSchema,
        body: UpdateMyProfileSchema,
        response: { 200: MyUserProfileSchema, ...errors },
      },
    },
    async (request) => {
      const me = signedInUser(request);
      const user = await myAccount(accounts, me.userId);
      const { changes, replacedKeys } = await toProfileChanges(db, store, user, request.body);
      await updateAccount(db, user.id, changes, new Date(accounts.now()).toISOString());
      await Promise.all(replacedKeys.map((key) => store.delete(key)));
      const saved = await myAccount(accounts, user.id);
      return toMyProfile(store, saved, me.permission, accounts.now());
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
      const result = await signUpAndSignIn(accounts, request.body, request.ip);
      return reply.status(201).send(result);
    },
  );
  app.delete(
    '/v1/user',
    {
      preValidation: requireSignIn,
      schema: {
        tags: ['user'],
        summary: 'Delete the signed-in account: personal data, files and every session',
        headers: SubdomainHeadersSchema,
        response: { 204: NoContentSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { userId } = signedInUser(request);
      const deleted = await deleteAccount(db, userId, new Date(accounts.now()).toISOString());
      if (!deleted) throw new NotFoundError('User profile not found');
      for (const key of [deleted.avatarKey, deleted.bannerKey]) if (key) await store.delete(key);
      await store.deletePrefix(`users/${userId}/`);
      return reply.status(204).send(null);
    },
  );
}
