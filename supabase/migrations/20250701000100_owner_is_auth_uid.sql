-- Who owns a row: the Supabase Auth user who wrote it, and nothing else. Every visitor has one: the app signs in
-- anonymously (an `is_anonymous` user with the authenticated role) before its first write, and a person who later
-- links an account keeps the same user id. Row-level security compares `owner` with auth.uid(), which PostgREST
-- takes from a token signed with the project's secret: it cannot be borrowed by knowing an id.
--
-- This replaces the policies of the first migrations, which matched rows by user_id through public.is_own_row. An
-- early draft of 20250601000100_request_identity.sql also trusted an `x-session-id` request header (a session id is
-- sent to the feedback functions and shown to admins, so it is no secret); the project was never deployed, so that
-- migration was corrected in place, and the drops below say `if exists` so that a developer database that ran the
-- draft ends up in the same state as a fresh one.

-- The old policies go first, then the helpers they used.
drop policy "Visitors add flow events to their own session or account" on public.flow_events;
drop policy "Visitors read only the flow events of their own session or account" on public.flow_events;
drop policy "Visitors add the codex row of their own session or account" on public.codex_users;
drop policy "Visitors read only the codex row of their own session or account" on public.codex_users;
drop policy "Visitors update only the codex row of their own session or account" on public.codex_users;
drop policy "Visitors add section completions to their own session or account" on public.codex_section_completions;
drop policy "Visitors read only the section completions of their own session or account" on public.codex_section_completions;
drop policy "Visitors add quiz completions to their own session or account" on public.codex_quiz_completions;
drop policy "Visitors read only the quiz completions of their own session or account" on public.codex_quiz_completions;
drop policy "Visitors add codex feedback to their own session or account" on public.codex_feedback;
drop policy "Visitors read only the codex feedback of their own session or account" on public.codex_feedback;
drop function if exists public.is_own_row(uuid, uuid);
drop function if exists public.request_session_id();

-- The owner column, set by the database from the verified token. Nullable only for rows the service role writes
-- on nobody's behalf and for rows written before this migration by an anonymous session (those had no verified
-- owner: they stay readable by the service role alone). Rows of a signed-in user keep that user as their owner.
-- `inserted_at` is when the database stored the row (the other timestamps come from the device): the row quota
-- (20250701000200_row_quotas.sql) counts by it.
do $$
declare
  t text;
begin
  foreach t in array array['flow_events', 'codex_users', 'codex_section_completions', 'codex_quiz_completions', 'codex_feedback']
  loop
    execute format('alter table public.%I add column owner uuid references auth.users (id) on delete cascade', t);
    execute format('alter table public.%I alter column owner set default auth.uid()', t);
    execute format('alter table public.%I add column inserted_at timestamptz not null default now()', t);
    execute format('update public.%I set owner = user_id where user_id is not null', t);
    execute format('create index %I on public.%I (owner, inserted_at)', t || '_owner_idx', t);
    -- Only a verified user writes these rows now: the anon role (no sign-in at all) has no access.
    execute format('revoke all on table public.%I from anon', t);
  end loop;
end
$$;

-- A visit row is one per device session and owner: someone who learns a session id cannot take that id's row.
alter table public.codex_users drop constraint codex_users_session_id_key;
alter table public.codex_users add constraint codex_users_owner_session_key unique (owner, session_id);

-- flow_events
create policy "Visitors add flow events as themselves"
  on public.flow_events for insert
  to authenticated
  with check (owner = (select auth.uid()) and (user_id is null or user_id = (select auth.uid())));

create policy "Visitors read only their own flow events"
  on public.flow_events for select
  to authenticated
  using (owner = (select auth.uid()));

-- codex_users (the update grant of 20250601000400 leaves owner, id, session_id and first_seen fixed)
create policy "Visitors add their own codex row"
  on public.codex_users for insert
  to authenticated
  with check (owner = (select auth.uid()) and (user_id is null or user_id = (select auth.uid())));

create policy "Visitors read only their own codex rows"
  on public.codex_users for select
  to authenticated
  using (owner = (select auth.uid()));

create policy "Visitors update only their own codex rows"
  on public.codex_users for update
  to authenticated
  using (owner = (select auth.uid()))
  with check (owner = (select auth.uid()) and (user_id is null or user_id = (select auth.uid())));

-- codex_section_completions
create policy "Visitors add section completions as themselves"
  on public.codex_section_completions for insert
  to authenticated
  with check (owner = (select auth.uid()) and (user_id is null or user_id = (select auth.uid())));

create policy "Visitors read only their own section completions"
  on public.codex_section_completions for select
  to authenticated
  using (owner = (select auth.uid()));

-- codex_quiz_completions
create policy "Visitors add quiz completions as themselves"
  on public.codex_quiz_completions for insert
  to authenticated
  with check (owner = (select auth.uid()) and (user_id is null or user_id = (select auth.uid())));

create policy "Visitors read only their own quiz completions"
  on public.codex_quiz_completions for select
  to authenticated
  using (owner = (select auth.uid()));

-- codex_feedback
create policy "Visitors add codex feedback as themselves"
  on public.codex_feedback for insert
  to authenticated
  with check (owner = (select auth.uid()) and (user_id is null or user_id = (select auth.uid())));

create policy "Visitors read only their own codex feedback"
  on public.codex_feedback for select
  to authenticated
  using (owner = (select auth.uid()));
