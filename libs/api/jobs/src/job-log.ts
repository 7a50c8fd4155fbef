/** The log lines a job queue writes (a pino or Fastify logger fits). */
export interface JobLog {
  info(fields: object, message: string): void;
  warn(fields: object, message: string): void;
  error(fields: object, message: string): void;
}

/** A log that writes nothing (the default). */
export const SILENT_JOB_LOG: JobLog = {
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
};
