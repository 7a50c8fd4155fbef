import { BadRequestError, ConflictError, NotFoundError } from '@unfurl/api-http';
import { AREA_FOLLOW_LIMITS } from '@unfurl/validators';

/** Error codes of the area follow routes. */
export const AREA_FOLLOW_ERROR_CODE = {
  invalidArea: 'INVALID_AREA',
  invalidName: 'INVALID_AREA_NAME',
  tooManyAreas: 'TOO_MANY_AREA_FOLLOWS',
  notFound: 'AREA_FOLLOW_NOT_FOUND',
} as const;

/** 400: the area is not a usable polygon; the message says what is wrong and where. */
export class InvalidAreaError extends BadRequestError {
  constructor(problem: string) {
    super(`Invalid area: ${problem}`, AREA_FOLLOW_ERROR_CODE.invalidArea);
    this.name = 'InvalidAreaError';
  }
}

/** 400: a blank name. */
export class InvalidAreaNameError extends BadRequestError {
  constructor() {
    super('The area needs a name.', AREA_FOLLOW_ERROR_CODE.invalidName);
    this.name = 'InvalidAreaNameError';
  }
}

/** 409: the user already follows as many areas as allowed. */
export class TooManyAreaFollowsError extends ConflictError {
  constructor() {
    super(
      `You can follow at most ${AREA_FOLLOW_LIMITS.perUser} areas; delete one first.`,
      AREA_FOLLOW_ERROR_CODE.tooManyAreas,
    );
    this.name = 'TooManyAreaFollowsError';
  }
}

/** 404: no area follow of that id is the caller's. */
export class AreaFollowNotFoundError extends NotFoundError {
  constructor(id: string) {
    super(`Area follow ${id.slice(0, 20)} not found`, AREA_FOLLOW_ERROR_CODE.notFound);
    this.name = 'AreaFollowNotFoundError';
  }
}
