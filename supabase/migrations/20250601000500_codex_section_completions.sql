-- Codex section completions (spec section 3), inserted by the app's outbox with the client's id.

create table public.codex_section_completions (
  id uuid primary key,
  user_id uuid references auth.users (id) on delete cascade,
  session_id uuid not null,
  section_id text not null check (char_length(section_id) between 1 and 100),
  subsection_index integer not null check (subsection_index >= 0),
  -- Seconds spent on the section.
  completion_time double precision not null check (completion_time >= 0),
  completed_at timestamptz not null default now()
);

create index codex_section_completions_session_idx on public.codex_section_completions (session_id);
create index codex_section_completions_section_idx on public.codex_section_completions (section_id);

alter table public.codex_section_completions enable row level security;

revoke all on table public.codex_section_completions from anon, authenticated;
grant select, insert on table public.codex_section_completions to anon, authenticated;
grant all on table public.codex_section_completions to service_role;

create policy "Visitors add section completions to their own session or account"
  on public.codex_section_completions for insert
  to anon, authenticated
  with check (public.is_own_row(user_id, session_id));

create policy "Visitors read only the section completions of their own session or account"
  on public.codex_section_completions for select
  to anon, authenticated
  using (public.is_own_row(user_id, session_id));
