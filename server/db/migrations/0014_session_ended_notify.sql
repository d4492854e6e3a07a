-- Every change to a session row (revoked, deleted, deleted with its account) announces the session's id
-- on a channel, so a process that keeps live sessions in memory forgets that one before its next
-- request: whoever ends a session, and in whichever process, needs to know nothing about the cache.
CREATE OR REPLACE FUNCTION refresh_tokens_announce_ended() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('datecraft_session_ended', OLD.id::text);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER refresh_tokens_announce_ended
AFTER UPDATE OR DELETE ON refresh_tokens
FOR EACH ROW EXECUTE FUNCTION refresh_tokens_announce_ended();
