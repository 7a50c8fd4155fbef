import { BadRequestError, ConflictError, NotFoundError } from '@unfurl/api-http';

/** Error codes of the moderation routes. */
export const MODERATION_ERROR_CODE = {
  noTargetId: 'NO_TARGET_ID',
  reasonRequired: 'MODERATION_REASON_REQUIRED',
  targetNotFound: 'MODERATION_TARGET_NOT_FOUND',
  alreadyResolved: 'REPORTS_ALREADY_RESOLVED',
} as const;

/** 400: the `{id}` of the resolve route is blank or not a positive integer. */
export class TargetIdError extends BadRequestError {
  constructor(raw: string) {
    super(
      raw === '' ? 'No target ID' : `Invalid target ID: ${raw.slice(0, 20)}`,
      MODERATION_ERROR_CODE.noTargetId,
    );
    this.name = 'TargetIdError';
  }
}

/** 400: hiding or deleting needs a reason (the reporters and the author are told it). */
export class ReasonRequiredError extends BadRequestError {
  constructor(action: string) {
    super(
      `body.reason is required to ${action.toLowerCase()}: the reporters and the author are told it.`,
      MODERATION_ERROR_CODE.reasonRequired,
    );
    this.name = 'ReasonRequiredError';
  }
}

/** 404: no such listing or comment on this site. */
export class TargetNotFoundError extends NotFoundError {
  constructor(target: string, id: number) {
    super(
      `${target === 'LISTING' ? 'Listing' : 'Comment'} ${id} not found`,
      MODERATION_ERROR_CODE.targetNotFound,
    );
    this.name = 'TargetNotFoundError';
  }
}

/** 409: the target has no open reports (another admin resolved them first, or none were made). */
export class AlreadyResolvedError extends ConflictError {
  constructor(target: string, id: number) {
    super(
      `${target === 'LISTING' ? 'Listing' : 'Comment'} ${id} has no open reports: another administrator resolved them first, or none were made.`,
      MODERATION_ERROR_CODE.alreadyResolved,
    );
    this.name = 'AlreadyResolvedError';
  }
}
