-- Failed admin sign-ins, counted per (account, client address) and per account across all addresses, so that
-- serverless instances sharing one database throttle alike (functions/_lib/auth/login-throttle.ts).
create table feedback.login_failures (
  scope text primary key,
  failures integer not null check (failures > 0),
  last_failure_at timestamptz not null,
  blocked_until timestamptz not null
);

create index login_failures_last_failure_idx on feedback.login_failures (last_failure_at);

alter table feedback.login_failures enable row level security;
