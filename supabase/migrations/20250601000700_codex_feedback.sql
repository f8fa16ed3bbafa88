-- Codex feedback (spec section 3): a rating and comment on a section, inserted by the app's outbox with the
-- client's id. The text is stored as given and only ever shown as text.

create table public.codex_feedback (
  id uuid primary key,
  user_id uuid references auth.users (id) on delete cascade,
  session_id uuid not null,
  section_id text not null check (char_length(section_id) between 1 and 100),
  rating smallint not null check (rating between 1 and 5),
  feedback_text text not null default '' check (char_length(feedback_text) <= 5000),
  experience_type text not null check (char_length(experience_type) between 1 and 64),
  created_at timestamptz not null default now()
);

create index codex_feedback_session_idx on public.codex_feedback (session_id);
create index codex_feedback_section_idx on public.codex_feedback (section_id);

alter table public.codex_feedback enable row level security;

revoke all on table public.codex_feedback from anon, authenticated;
grant select, insert on table public.codex_feedback to anon, authenticated;
grant all on table public.codex_feedback to service_role;

create policy "Visitors add codex feedback to their own session or account"
  on public.codex_feedback for insert
  to anon, authenticated
  with check (public.is_own_row(user_id, session_id));

create policy "Visitors read only the codex feedback of their own session or account"
  on public.codex_feedback for select
  to anon, authenticated
  using (public.is_own_row(user_id, session_id));
