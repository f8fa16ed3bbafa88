-- A passkey that unlocks a sync account (docs/e2ee-sync.md 2.6): beside its keyring envelope (recipient
-- 'passkey:<credential id>'), the SHA-256 of the passkey auth a new device links itself with. Only passkey envelopes
-- carry one; a rotation deletes every envelope, so the passkey lapses with its generation.
alter table feedback.sync_envelopes add column auth_hash text check (auth_hash is null or char_length(auth_hash) = 43);
