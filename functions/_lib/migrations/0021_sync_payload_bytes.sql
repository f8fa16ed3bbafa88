-- Issue 38: the log's payloads and the snapshots' parts are stored as bytes, not as base64url text, which holds a
-- third more (docs/e2ee-sync.md 5 and 11.6): an account's stored bytes are then about the deflated plaintext. The API
-- still carries base64url; functions/_lib/sync/bytea-text.ts converts in SQL. The limits are the same sizes in bytes.
alter table feedback.sync_changes drop constraint sync_changes_payload_check;
alter table feedback.sync_changes alter column payload type bytea
  using decode(rpad(translate(payload, '-_', '+/'), ((char_length(payload) + 3) / 4) * 4, '='), 'base64');
alter table feedback.sync_changes add constraint sync_changes_payload_check check (octet_length(payload) <= 65536);

alter table feedback.sync_snapshot_parts drop constraint sync_snapshot_parts_payload_check;
alter table feedback.sync_snapshot_parts alter column payload type bytea
  using decode(rpad(translate(payload, '-_', '+/'), ((char_length(payload) + 3) / 4) * 4, '='), 'base64');
alter table feedback.sync_snapshot_parts add constraint sync_snapshot_parts_payload_check check (octet_length(payload) <= 262144);
