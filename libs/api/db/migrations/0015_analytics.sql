-- Analytics and points (issue #14, 2§7 "Analytics", ADR 0014): every accepted event, the marks that
-- make an event count once per actor, key and UTC day, and the points a user got per UTC day.
-- `users.points` (0001) and `listings.total_views` (0001) move in the same statement that records
-- the event (libs/api/feature-analytics), only when its mark was really inserted.

CREATE TABLE analytics_events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tenant_id integer NOT NULL REFERENCES tenants (id),
  -- NULL: an anonymous event.
  user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  kind text NOT NULL CHECK (kind IN ('IMAGERY', 'LISTING', 'GENERIC')),
  action text NOT NULL CHECK (length(action) BETWEEN 1 AND 64),
  -- No foreign key: the event of a listing deleted later stays as it was.
  listing_id bigint,
  -- The other fields of the body as sent (length-checked by the route).
  payload jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now()
);
-- Reports read a tenant's recent events.
CREATE INDEX analytics_events_tenant_recent ON analytics_events (tenant_id, created_at DESC);

-- One row per actor ('user:<uuid>' or 'ip:<hash>'), event key and UTC day: a repeat of the same
-- event that day inserts nothing, so it earns no points and counts no view. The day leads the key
-- so old days go with one range delete.
CREATE TABLE analytics_daily_marks (
  day date NOT NULL,
  actor text NOT NULL,
  event_key text NOT NULL,
  PRIMARY KEY (day, actor, event_key)
);

-- The points a user got on a UTC day, capped; `previous` is the value before the last change, so
-- the upsert answers what it really added.
CREATE TABLE analytics_daily_points (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  day date NOT NULL,
  points integer NOT NULL CHECK (points >= 0),
  previous integer NOT NULL DEFAULT 0,
  PRIMARY KEY (user_id, day)
);
