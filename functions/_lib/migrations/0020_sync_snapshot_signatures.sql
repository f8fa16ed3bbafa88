-- A committed snapshot names the device that wrote it and carries its signature over the description and digest
-- (docs/e2ee-sync.md 11.3), kept as sent: the restoring device checks it against the device list, so the server can
-- neither forge nor patch a snapshot. No device wrote a snapshot before this, so any row without them is dropped; its
-- parts are released by the account's next commit, which deletes every other snapshot's parts.
delete from feedback.sync_snapshots;
alter table feedback.sync_snapshots
  add column device_id text not null check (device_id ~ '^[A-Za-z0-9_-]{22}$'),
  add column signature text not null check (signature ~ '^[A-Za-z0-9_-]{86}$');

-- Compaction (docs/e2ee-sync.md 11.6): a commit deletes the log rows its snapshot covers that are older than 30 days,
-- and the account remembers the highest seq deleted, below which a pull is answered 410 `compacted`.
alter table feedback.sync_accounts add column compacted_through bigint not null default 0 check (compacted_through >= 0);
