-- Which device owns each feedback id. A device sends its key (32 random bytes) with every feedback call; the first
-- write under an id stores the key's SHA-256 here, and from then on reads of that id (GET /user/{id}, preferences)
-- and writes under it are answered only to that key. Only the hash is kept, so a copy of this table lets nobody act
-- as a device. `subject` is a feedback id, or `upload:{id}` for a screenshot's upload id.
create table feedback.device_bindings (
  subject text primary key,
  key_hash text not null check (key_hash ~ '^[0-9a-f]{64}$'),
  created_at timestamptz not null default now()
);

alter table feedback.device_bindings enable row level security;

-- A repeated submit must carry the same body as the first (else 409): the SHA-256 of the body as stored. Null for
-- submissions stored before this migration, which keep answering repeats as duplicates.
alter table feedback.submissions add column body_hash text;

-- "Delete everything" keeps a person's submissions for the team but removes their personal link (session and user id).
alter table feedback.submissions alter column session_id drop not null;
