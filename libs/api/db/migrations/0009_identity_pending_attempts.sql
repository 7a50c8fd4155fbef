-- Sign-in attempts being verified right now (issue 12): an attempt is taken before its password is
-- checked, so a burst cannot outrun the lockout; counting those in flight apart from the failures
-- keeps right passwords sent in parallel from locking their own account. `pending_at` is the last
-- take: attempts of a process killed mid-check stop counting once it is old (a check takes < 1 s).
ALTER TABLE identity_throttles
  ADD COLUMN pending integer NOT NULL DEFAULT 0,
  ADD COLUMN pending_at timestamptz;
