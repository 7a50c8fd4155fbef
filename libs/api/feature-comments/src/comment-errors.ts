import { BadRequestError, HttpError, NotFoundError } from '@unfurl/api-http';

/** Error codes of the comment routes. */
export const COMMENT_ERROR_CODE = {
  noCommentId: 'NO_COMMENT_ID',
  commentNotFound: 'COMMENT_NOT_FOUND',
  orderNotCommentable: 'ORDER_NOT_COMMENTABLE',
  parentOnOtherListing: 'PARENT_ON_OTHER_LISTING',
  replyTooDeep: 'REPLY_TOO_DEEP',
  blankText: 'BLANK_COMMENT_TEXT',
  textTooLong: 'COMMENT_TEXT_TOO_LONG',
  tooManyPositions: 'TOO_MANY_POSITIONS',
  nothingToChange: 'NOTHING_TO_CHANGE',
} as const;

/** 404: no comment of that id on a listing the caller can see. */
export class CommentNotFoundError extends NotFoundError {
  constructor(id: number) {
    super(`Comment ${id} not found`, COMMENT_ERROR_CODE.commentNotFound);
    this.name = 'CommentNotFoundError';
  }
}

/** 422: orders cannot be commented on (1§4, 2§1, 2§5; R-332). */
export class OrderNotCommentableError extends HttpError {
  constructor() {
    super(422, COMMENT_ERROR_CODE.orderNotCommentable, 'Orders cannot be commented on.');
    this.name = 'OrderNotCommentableError';
  }
}

/** 422: a reply names a parent on another listing than the one it is sent for. */
export class ParentOnOtherListingError extends HttpError {
  constructor(parentId: number) {
    super(
      422,
      COMMENT_ERROR_CODE.parentOnOtherListing,
      `parentId: comment ${parentId} belongs to another listing.`,
    );
    this.name = 'ParentOnOtherListingError';
  }
}

/** 422: a reply below the deepest allowed level (the thread stays readable and serialisable). */
export class ReplyTooDeepError extends HttpError {
  constructor(depthMax: number) {
    super(
      422,
      COMMENT_ERROR_CODE.replyTooDeep,
      `parentId: replies go at most ${depthMax} levels deep; reply higher up the thread.`,
    );
    this.name = 'ReplyTooDeepError';
  }
}

/** 400 with a comment error code, naming the field at fault. */
export class CommentInputError extends BadRequestError {
  constructor(message: string, code: (typeof COMMENT_ERROR_CODE)[keyof typeof COMMENT_ERROR_CODE]) {
    super(message, code);
    this.name = 'CommentInputError';
  }
}
