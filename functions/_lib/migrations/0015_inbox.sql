-- Issue 28 (returns that arrive by themselves). One inbox per prescription, made by the therapist's device: only the
-- SHA-256 of its send token (inside the prescription) and of its fetch token (kept on the therapist's device) are
-- stored. A sent return is an opaque sealed string (HPKE to the inbox's public key, which the server never has the
-- private half of): the server keeps the ciphertext, its size and its times, nothing else.
create table feedback.inboxes (
  inbox_id text primary key check (inbox_id ~ '^[A-Za-z0-9_-]{22}$'),
  send_token_hash text not null check (send_token_hash ~ '^[0-9a-f]{64}$'),
  fetch_token_hash text not null check (fetch_token_hash ~ '^[0-9a-f]{64}$'),
  created_at timestamptz not null
);

-- `sealed` is null once the return was acknowledged (fetched and opened) or withdrawn: the row then only remembers that
-- this return id arrived, so a late resend is not stored twice. Every row, with or without ciphertext, is deleted 30
-- days after it arrived.
create table feedback.inbox_returns (
  inbox_id text not null references feedback.inboxes (inbox_id) on delete cascade,
  return_id text not null check (return_id ~ '^[A-Za-z0-9_-]{1,64}$'),
  sealed text check (sealed is null or char_length(sealed) <= 262144),
  size integer not null check (size >= 0),
  received_at timestamptz not null,
  acknowledged_at timestamptz,
  withdrawn_at timestamptz,
  primary key (inbox_id, return_id)
);
create index inbox_returns_received_at on feedback.inbox_returns (received_at);
create index inbox_returns_inbox_received on feedback.inbox_returns (inbox_id, received_at);

-- Only the functions (the table owner) read these; Supabase's API roles get nothing.
alter table feedback.inboxes enable row level security;
alter table feedback.inbox_returns enable row level security;

-- Short codes are sealed on the device since issue 28 (contract/sealed-share-code.ts): a sealed payload is up to 128
-- characters longer than the token inside it.
alter table feedback.share_codes drop constraint share_codes_payload_check;
alter table feedback.share_codes add constraint share_codes_payload_check
  check (payload is null or (char_length(payload) between 1 and 16128 and payload ~ '^[A-Za-z0-9._~-]+$'));
