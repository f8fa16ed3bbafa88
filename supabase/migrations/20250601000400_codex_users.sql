-- Codex users (spec section 3): one row per session, counting its visits. The app selects it by session_id, then
-- updates last_activity, total_sessions and updated_at, or inserts it with total_sessions 1.

create table public.codex_users (
  id uuid primary key,
  user_id uuid references auth.users (id) on delete cascade,
  session_id uuid not null unique,
  first_seen timestamptz not null default now(),
  last_activity timestamptz not null default now(),
  total_sessions integer not null default 1 check (total_sessions >= 1),
  updated_at timestamptz not null default now()
);

create index codex_users_user_idx on public.codex_users (user_id) where user_id is not null;

alter table public.codex_users enable row level security;

revoke all on table public.codex_users from anon, authenticated;
grant select, insert on table public.codex_users to anon, authenticated;
-- Only the counters and the owner can change; id, session_id and first_seen are fixed once written.
grant update (user_id, last_activity, total_sessions, updated_at) on table public.codex_users to anon, authenticated;
grant all on table public.codex_users to service_role;

create policy "Visitors add the codex row of their own session or account"
  on public.codex_users for insert
  to anon, authenticated
  with check (public.is_own_row(user_id, session_id));

create policy "Visitors read only the codex row of their own session or account"
  on public.codex_users for select
  to anon, authenticated
  using (public.is_own_row(user_id, session_id));

create policy "Visitors update only the codex row of their own session or account"
  on public.codex_users for update
  to anon, authenticated
  using (public.is_own_row(user_id, session_id))
  with check (public.is_own_row(user_id, session_id));
