import { BadRequestError, ConflictError, HttpError, NotFoundError } from '@unfurl/api-http';
import { DRAW_PROJECT_LIMITS } from '@unfurl/validators';

/** Error codes of the draw routes. */
export const DRAW_ERROR_CODE = {
  invalidProject: 'INVALID_DRAW_PROJECT',
  projectTooLarge: 'DRAW_PROJECT_TOO_LARGE',
  versionRequired: 'DRAW_PROJECT_VERSION_REQUIRED',
  staleVersion: 'DRAW_PROJECT_VERSION_CONFLICT',
  notFound: 'DRAW_PROJECT_NOT_FOUND',
  invalidAoi: 'INVALID_AOI',
  invalidShare: 'INVALID_DRAW_SHARE',
} as const;

/** One path and reason of a refused project. */
export interface DrawIssue {
  readonly path: string;
  readonly reason: string;
}

/** The first issues in words: `data.annotations[3].options.weight must be a finite number; …`. */
function describe(issues: readonly DrawIssue[]): string {
  const shown = issues.slice(0, 5).map((i) => `${i.path} ${i.reason}`);
  const more = issues.length > 5 ? `; and ${issues.length - 5} more` : '';
  return `${shown.join('; ')}${more}`;
}

/** 400: the project's data breaks the annotation schema; nothing was saved. */
export class InvalidDrawProjectError extends BadRequestError {
  constructor(readonly issues: readonly DrawIssue[]) {
    super(`The project was not saved: ${describe(issues)}`, DRAW_ERROR_CODE.invalidProject);
    this.name = 'InvalidDrawProjectError';
  }
}

/** 413: the project holds more than a project may; nothing was saved. */
export class DrawProjectTooLargeError extends HttpError {
  constructor(readonly issues: readonly DrawIssue[]) {
    super(413, DRAW_ERROR_CODE.projectTooLarge, `The project was not saved: ${describe(issues)}`);
    this.name = 'DrawProjectTooLargeError';
  }
}

/** 400: a save that does not say which version it is based on. */
export class DrawVersionRequiredError extends BadRequestError {
  constructor() {
    super(
      'Send the version your change is based on (body field "version" or an If-Match header).',
      DRAW_ERROR_CODE.versionRequired,
    );
    this.name = 'DrawVersionRequiredError';
  }
}

/** 409: the project was saved since the version the change is based on. */
export class DrawVersionConflictError extends ConflictError {
  constructor(basedOn: number, current: number) {
    super(
      `This project was saved by someone else since you opened it (your version ${basedOn}, ` +
        `saved version ${current}). Reload it and apply your changes again.`,
      DRAW_ERROR_CODE.staleVersion,
    );
    this.name = 'DrawVersionConflictError';
  }
}

/** 404: no project of that id the caller may see (existence is not leaked). */
export class DrawProjectNotFoundError extends NotFoundError {
  constructor(id: string) {
    super(`Draw project ${id.slice(0, 20)} not found`, DRAW_ERROR_CODE.notFound);
    this.name = 'DrawProjectNotFoundError';
  }
}

/** 400: the search area is not a polygon in lon/lat. */
export class InvalidDrawAoiError extends BadRequestError {
  constructor(problem: string) {
    super(`Invalid aoi: ${problem}`, DRAW_ERROR_CODE.invalidAoi);
    this.name = 'InvalidDrawAoiError';
  }
}

/** 400: a share that cannot be made (yourself, a user of another site). */
export class InvalidDrawShareError extends BadRequestError {
  constructor(problem: string) {
    super(problem, DRAW_ERROR_CODE.invalidShare);
    this.name = 'InvalidDrawShareError';
  }
}

/** The body limit of a save, in words. */
export const BODY_LIMIT_WORDS = `${DRAW_PROJECT_LIMITS.bodyMaxBytes / 1024 / 1024} MiB`;
