-- Flow events (spec section 3): a step viewed, an answer given, a flow completed. Written by the app's outbox with
-- the client's own id (so a repeated insert with ignore-duplicates stores nothing twice); never changed afterwards.

create table public.flow_events (
  id uuid primary key,
  flow_id text not null check (char_length(flow_id) between 1 and 100),
  session_id uuid not null,
  event_type text not null check (char_length(event_type) between 1 and 64),
  event_data jsonb check (event_data is null or pg_column_size(event_data) <= 16384),
  user_id uuid references auth.users (id) on delete cascade,
  created_at timestamptz not null default now()
);

create index flow_events_session_idx on public.flow_events (session_id, created_at);
create index flow_events_user_idx on public.flow_events (user_id, created_at) where user_id is not null;

alter table public.flow_events enable row level security;

revoke all on table public.flow_events from anon, authenticated;
grant select, insert on table public.flow_events to anon, authenticated;
grant all on table public.flow_events to service_role;

create policy "Visitors add flow events to their own session or account"
  on public.flow_events for insert
  to anon, authenticated
  with check (public.is_own_row(user_id, session_id));

create policy "Visitors read only the flow events of their own session or account"
  on public.flow_events for select
  to anon, authenticated
  using (public.is_own_row(user_id, session_id));
