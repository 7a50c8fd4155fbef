import { BadRequestError, HttpError, NotFoundError } from '@unfurl/api-http';

/** Error codes of the likes, bookmarks and follows routes. */
export const SOCIAL_ERROR_CODE = {
  orderNotLikeable: 'ORDER_NOT_LIKEABLE',
  cannotFollowSelf: 'CANNOT_FOLLOW_SELF',
  userNotFound: 'USER_NOT_FOUND',
} as const;

/** 422: orders cannot be liked (1§4, 2§1, 2§5; R-331). */
export class OrderNotLikeableError extends HttpError {
  constructor() {
    super(422, SOCIAL_ERROR_CODE.orderNotLikeable, 'Orders cannot be liked.');
    this.name = 'OrderNotLikeableError';
  }
}

/** 400: a user cannot follow or unfollow themselves. */
export class CannotFollowSelfError extends BadRequestError {
  constructor() {
    super('You cannot follow yourself.', SOCIAL_ERROR_CODE.cannotFollowSelf);
    this.name = 'CannotFollowSelfError';
  }
}

/** 404: no live user of that id is seen on this site. */
export class FollowedUserNotFoundError extends NotFoundError {
  constructor() {
    super('User not found', SOCIAL_ERROR_CODE.userNotFound);
    this.name = 'FollowedUserNotFoundError';
  }
}
