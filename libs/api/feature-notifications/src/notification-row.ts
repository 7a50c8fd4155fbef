// The one SELECT list of a notification as the wire shows it (`NotificationSchema`).
import type { NotificationWire } from '@unfurl/validators';

/** Columns of `NotificationWire` from a row `n` with `is_read`, joined to its actor `a`. */
export const NOTIFICATION_COLUMNS = `n.id::float8 AS "id", n.type AS "type",
  CASE WHEN a.id IS NULL THEN NULL ELSE jsonb_build_object('userId', a.id::text,
    'name', coalesce(nullif(concat_ws(' ', a.first_name, a.last_name), ''), a.name)) END AS "actor",
  n.listing_id::float8 AS "listingId", n.comment_id::float8 AS "commentId",
  n.message AS "message", n.data AS "data", n.group_key AS "groupKey",
  n.is_read AS "isRead",
  floor(extract(epoch FROM n.created_at))::float8 AS "createdAt"`;

/** A notification row as the queries return it. */
export type NotificationRow = NotificationWire;
