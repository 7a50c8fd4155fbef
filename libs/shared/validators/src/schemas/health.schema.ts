import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';

/** The answer of `GET /v1/health` when the server and its database answer. */
export const HealthSchema = Type.Object(
  { status: Type.Literal('ok', { description: 'The server and its database answer.' }) },
  { title: 'Health' },
);

/** A {@link HealthSchema} answer. */
export type Health = Static<typeof HealthSchema>;
