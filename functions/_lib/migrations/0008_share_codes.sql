-- Star Chart short share codes (functions/share-codes.ts). A code is 8 Crockford base32 symbols and a mod-37 check
-- symbol (contract/share-code.ts), stored in its canonical form. The payload is an opaque share token from the app's
-- codec (a prescription or a client's return); the server never reads it. Only the SHA-256 of the revoke key is kept,
-- so a copy of this table lets nobody withdraw a code. A revoked code loses its payload at once; an expired one when
-- it is next opened; rows that expired over 30 days ago are deleted when a code is made (so for 30 days an expired
-- code still says "expired" rather than "unknown").
create table feedback.share_codes (
  code text primary key check (code ~ '^[0-9A-HJKMNP-TV-Z]{8}[0-9A-HJKMNP-TV-Z*~$=U]$'),
  payload text check (payload is null or (char_length(payload) between 1 and 16000 and payload ~ '^[A-Za-z0-9._~-]+$')),
  revoke_key_hash text not null check (revoke_key_hash ~ '^[0-9a-f]{64}$'),
  created_at timestamptz not null,
  expires_at timestamptz not null,
  revoked_at timestamptz,
  check (expires_at > created_at),
  check (revoked_at is null or payload is null)
);

create index share_codes_expires_idx on feedback.share_codes (expires_at);

alter table feedback.share_codes enable row level security;
