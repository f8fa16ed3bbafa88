-- "Delete everything" reaches the server: the caller's own rows, in every table, in one call
-- (POST /rest/v1/rpc/delete_my_data). A function rather than delete policies, so that visitors still hold no
-- DELETE privilege on any table (supabase/tests/rls_enabled.test.sql checks that), and so that one call removes
-- everything or nothing. Scoped to auth.uid() alone: there is no argument to point it at anyone else.
-- Answers how many rows went from each table.

create or replace function public.delete_my_data()
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  me uuid := auth.uid();
  removed jsonb := '{}'::jsonb;
  n bigint;
begin
  if me is null then
    raise exception using errcode = '42501', message = 'only a signed-in (or anonymously signed-in) user can delete their data';
  end if;
  delete from public.flow_events where owner = me or user_id = me;
  get diagnostics n = row_count;
  removed := removed || jsonb_build_object('flow_events', n);
  delete from public.codex_users where owner = me or user_id = me;
  get diagnostics n = row_count;
  removed := removed || jsonb_build_object('codex_users', n);
  delete from public.codex_section_completions where owner = me or user_id = me;
  get diagnostics n = row_count;
  removed := removed || jsonb_build_object('codex_section_completions', n);
  delete from public.codex_quiz_completions where owner = me or user_id = me;
  get diagnostics n = row_count;
  removed := removed || jsonb_build_object('codex_quiz_completions', n);
  delete from public.codex_feedback where owner = me or user_id = me;
  get diagnostics n = row_count;
  removed := removed || jsonb_build_object('codex_feedback', n);
  delete from public.user_accessibility_settings where user_id = me;
  get diagnostics n = row_count;
  removed := removed || jsonb_build_object('user_accessibility_settings', n);
  return removed;
end;
$$;

comment on function public.delete_my_data() is
  'Deletes every row the calling user owns, in every table; answers the count per table.';

revoke all on function public.delete_my_data() from public, anon;
grant execute on function public.delete_my_data() to authenticated;
