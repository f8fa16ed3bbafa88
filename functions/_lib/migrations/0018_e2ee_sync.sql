-- Issue 38, end-to-end encrypted sync (docs/e2ee-sync.md, section 5). The server stores nothing it can read: an opaque
-- account id, SHA-256 of the recovery auth, each device's public keys and encrypted name, the keyring's sealed
-- envelopes, the log of payloads (ciphertext) with their signatures, snapshot parts, link grants (as hashes) and the
-- nonces seen in the last 10 minutes. Every row names its account and goes with it (on delete cascade).
create table feedback.sync_accounts (
  account_id text primary key check (account_id ~ '^[A-Za-z0-9_-]{22}$'),
  recovery_auth_hash text not null check (recovery_auth_hash ~ '^[A-Za-z0-9_-]{43}$'),
  -- The recovery box: the public key the recovery envelope is sealed to, and its private key sealed under the
  -- recovery wrap key (docs/e2ee-sync.md 2.3), which only the words open.
  recovery_public_key text not null check (recovery_public_key ~ '^[A-Za-z0-9_-]{87}$'),
  recovery_sealed_private_key text not null check (char_length(recovery_sealed_private_key) <= 400),
  generation bigint not null check (generation between 1 and 4294967295),
  -- The last seq given out: the push's transaction locks this row and moves it, so seqs are gap-free.
  head bigint not null default 0 check (head >= 0),
  -- Bytes of payloads and snapshot parts held, kept in step in the transactions that write them (the quota).
  stored_bytes bigint not null default 0 check (stored_bytes >= 0),
  created_at timestamptz not null
);

create table feedback.sync_devices (
  account_id text not null references feedback.sync_accounts (account_id) on delete cascade,
  device_id text not null check (device_id ~ '^[A-Za-z0-9_-]{22}$'),
  signing_key text not null check (signing_key ~ '^[A-Za-z0-9_-]{87}$'),
  box_key text not null check (box_key ~ '^[A-Za-z0-9_-]{87}$'),
  name text check (name is null or char_length(name) <= 512),
  name_generation bigint,
  linked_at timestamptz not null,
  unlinked_at timestamptz,
  unlinked_after_seq bigint,
  primary key (account_id, device_id)
);

create table feedback.sync_envelopes (
  account_id text not null references feedback.sync_accounts (account_id) on delete cascade,
  recipient text not null check (char_length(recipient) <= 400),
  generation bigint not null,
  sealed text not null check (char_length(sealed) <= 16384),
  primary key (account_id, recipient)
);

create table feedback.sync_link_grants (
  account_id text not null references feedback.sync_accounts (account_id) on delete cascade,
  grant_hash text not null check (grant_hash ~ '^[A-Za-z0-9_-]{43}$'),
  -- The code's locator (section 2.5): unique across accounts, since a new device knows only the code.
  locator text not null unique check (locator ~ '^[0-9A-HJKMNP-TV-Z]{8}[0-9A-HJKMNP-TV-Z*~$=U]$'),
  -- The grant envelope (the keyring, the account id and the grant secret), sealed under the code's key symbols.
  sealed text not null check (char_length(sealed) <= 100000),
  expires_at timestamptz not null,
  primary key (account_id, grant_hash)
);

create table feedback.sync_changes (
  account_id text not null references feedback.sync_accounts (account_id) on delete cascade,
  seq bigint not null check (seq >= 1),
  change_id text not null check (change_id ~ '^[A-Za-z0-9_-]{22}$'),
  device_id text not null,
  payload text not null check (char_length(payload) <= 87382),
  signature text not null check (char_length(signature) = 86),
  size integer not null check (size >= 0),
  received_at timestamptz not null,
  primary key (account_id, seq),
  unique (account_id, change_id)
);

-- The newest committed snapshot, one per account (a commit replaces it).
create table feedback.sync_snapshots (
  account_id text primary key references feedback.sync_accounts (account_id) on delete cascade,
  snapshot_id text not null check (snapshot_id ~ '^[A-Za-z0-9_-]{22}$'),
  up_to bigint not null check (up_to >= 0),
  generation bigint not null,
  parts integer not null check (parts >= 1),
  digest text not null check (digest ~ '^[A-Za-z0-9_-]{43}$'),
  size bigint not null check (size >= 0),
  committed_at timestamptz not null
);

create table feedback.sync_snapshot_parts (
  account_id text not null references feedback.sync_accounts (account_id) on delete cascade,
  snapshot_id text not null check (snapshot_id ~ '^[A-Za-z0-9_-]{22}$'),
  part integer not null check (part >= 0),
  payload text not null check (char_length(payload) <= 349526),
  size integer not null check (size >= 0),
  primary key (account_id, snapshot_id, part)
);

create table feedback.sync_nonces (
  account_id text not null references feedback.sync_accounts (account_id) on delete cascade,
  device_id text not null,
  nonce text not null check (char_length(nonce) <= 64),
  seen_at timestamptz not null,
  primary key (account_id, device_id, nonce)
);
create index sync_nonces_seen_at on feedback.sync_nonces (seen_at);

-- Only the functions (the table owner) read these; Supabase's API roles get nothing.
alter table feedback.sync_accounts enable row level security;
alter table feedback.sync_devices enable row level security;
alter table feedback.sync_envelopes enable row level security;
alter table feedback.sync_link_grants enable row level security;
alter table feedback.sync_changes enable row level security;
alter table feedback.sync_snapshots enable row level security;
alter table feedback.sync_snapshot_parts enable row level security;
alter table feedback.sync_nonces enable row level security;
