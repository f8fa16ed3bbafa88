-- Admin sign-in sessions. Only a hash of each session token is stored, so a copy of this table signs nobody in.
-- server_keys holds the key that signs session cookies when ADMIN_SESSION_SECRET is not configured, so every
-- instance of the functions (one process, or many serverless ones on one database) shares it.
create table feedback.admin_sessions (
  token_hash text primary key,
  email text not null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null
);

create index admin_sessions_expires_at_idx on feedback.admin_sessions (expires_at);

alter table feedback.admin_sessions enable row level security;

create table feedback.server_keys (
  name text primary key,
  secret text not null,
  created_at timestamptz not null default now()
);

alter table feedback.server_keys enable row level security;
