-- Codex quiz completions (spec section 3), inserted by the app's outbox with the client's id.

create table public.codex_quiz_completions (
  id uuid primary key,
  user_id uuid references auth.users (id) on delete cascade,
  session_id uuid not null,
  section_id text not null check (char_length(section_id) between 1 and 100),
  quiz_score integer not null check (quiz_score >= 0),
  total_questions integer not null check (total_questions > 0),
  -- Seconds taken.
  time_taken double precision not null check (time_taken >= 0),
  attempts integer not null default 1 check (attempts >= 1),
  completed_at timestamptz not null default now(),
  check (quiz_score <= total_questions)
);

create index codex_quiz_completions_session_idx on public.codex_quiz_completions (session_id);
create index codex_quiz_completions_section_idx on public.codex_quiz_completions (section_id);

alter table public.codex_quiz_completions enable row level security;

revoke all on table public.codex_quiz_completions from anon, authenticated;
grant select, insert on table public.codex_quiz_completions to anon, authenticated;
grant all on table public.codex_quiz_completions to service_role;

create policy "Visitors add quiz completions to their own session or account"
  on public.codex_quiz_completions for insert
  to anon, authenticated
  with check (public.is_own_row(user_id, session_id));

create policy "Visitors read only the quiz completions of their own session or account"
  on public.codex_quiz_completions for select
  to anon, authenticated
  using (public.is_own_row(user_id, session_id));
