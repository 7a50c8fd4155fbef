import { findAccountUser, getListing, hitThrottle, insertOutboxMail } from '@unfurl/api-db';
import {
  BadRequestError,
  HttpError,
  NotFoundError,
  parseListingId,
  signedInUser,
  tenantOf,
  requireConfirmedEmail,
} from '@unfurl/api-http';
import type { ResourcePlugin } from '@unfurl/api-http';
import { isMailDeliveryError } from '@unfurl/api-mail';
import { LISTING_TYPE, displayName } from '@unfurl/domain';
import {
  ApiErrorSchema,
  EmailShareBodySchema,
  EmailShareResultSchema,
  ListingIdParamsSchema,
  SubdomainHeadersSchema,
  isValidEmail,
} from '@unfurl/validators';
import type { ListingsOptions } from './listings-options';
import { SHARE_MAIL_TEMPLATE, shareLink, shareMail } from './share-mail';

/** Addresses one user may mail per hour through shares. */
export const SHARE_RECIPIENTS_PER_HOUR = 100;

/** Error codes of the email share. */
export const SHARE_ERROR_CODE = {
  tooMany: 'TOO_MANY_SHARES',
  deliveryFailed: 'MAIL_DELIVERY_FAILED',
  orderNotShareable: 'ORDER_NOT_SHAREABLE',
} as const;

/**
 * `POST /v1/listings/{id}/email-share` (1§7: emails): a signed-in user who can see a listing
 * mails its link to up to 20 addresses, one mail each (no address sees another), Reply-To the
 * sharer. Sent through the app's mailer (SMTP) when it has one, else queued in the outbox table. At most
 * {@link SHARE_RECIPIENTS_PER_HOUR} addresses per user and hour.
 */
export const listingShareRoutes: ResourcePlugin<ListingsOptions> = async (
  app,
  { db, mailer, site },
) => {
  app.post(
    '/v1/listings/:id/email-share',
    {
      preValidation: requireConfirmedEmail,
      schema: {
        tags: ['listings'],
        summary: "Email a listing's link to up to 20 addresses",
        headers: SubdomainHeadersSchema,
        params: ListingIdParamsSchema,
        body: EmailShareBodySchema,
        response: {
          200: EmailShareResultSchema,
          400: ApiErrorSchema,
          401: ApiErrorSchema,
          404: ApiErrorSchema,
          422: ApiErrorSchema,
          429: ApiErrorSchema,
          502: ApiErrorSchema,
        },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const id = parseListingId(request.params.id);
      const { emails } = request.body;
      const recipients = [...new Set(emails.map((email) => email.trim().toLowerCase()))];
      const invalid = recipients.find((email) => !isValidEmail(email));
      if (invalid !== undefined) {
        throw new BadRequestError(`Not a valid email address: ${invalid.slice(0, 100)}`);
      }
      const { tenant, scope } = tenantOf(request);
      const listing = await getListing(db, scope, id);
      if (!listing) throw new NotFoundError(`Listing ${id} not found`);
      // Orders cannot be shared (1§4, 2§1, 2§5; R-333).
      if (listing.listingType === LISTING_TYPE.ORDER) {
        throw new HttpError(422, SHARE_ERROR_CODE.orderNotShareable, 'Orders cannot be shared.');
      }
      const at = new Date().toISOString();
      for (const _recipient of recipients) {
        const state = await hitThrottle(db, `share:${user.userId}`, at, 3_600_000);
        if (state.hits > SHARE_RECIPIENTS_PER_HOUR) {
          throw new HttpError(
            429,
            SHARE_ERROR_CODE.tooMany,
            'You have shared by email too often. Please try again in an hour.',
          );
        }
      }
      const sharer = await findAccountUser(db, user.userId);
      const link = shareLink(tenant, listing.seoTitle, site);
      const sent: string[] = [];
      const failed: string[] = [];
      for (const to of recipients) {
        const mail = shareMail({
          to,
          sharerName: displayName(sharer),
          sharerEmail: sharer?.email,
          siteName: tenant.name,
          title: listing.title,
          link,
        });
        if (!mailer) {
          await insertOutboxMail(db, {
            recipient: to,
            template: SHARE_MAIL_TEMPLATE,
            subject: mail.subject,
            body: mail.text,
            at,
          });
          sent.push(to);
          continue;
        }
        try {
          await mailer.send(mail);
          sent.push(to);
        } catch (error) {
          if (!isMailDeliveryError(error)) throw error;
          request.log.warn({ listingId: id, code: error.responseCode }, 'share mail refused');
          failed.push(to);
        }
      }
      if (sent.length === 0) {
        throw new HttpError(
          502,
          SHARE_ERROR_CODE.deliveryFailed,
          'The email could not be sent. Please try again later.',
        );
      }
      return { listingId: id, sent, failed };
    },
  );
};
