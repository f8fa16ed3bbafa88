-- Row-level security is on for every table the API exposes, and every table has at least one policy.
begin;
select plan(11);

select is(
  (select count(*) from pg_tables where schemaname = 'public' and not rowsecurity),
  0::bigint,
  'every table in public has row-level security enabled'
);

select ok((select relrowsecurity from pg_class where oid = 'public.flows'::regclass), 'flows: RLS on');
select ok((select relrowsecurity from pg_class where oid = 'public.flow_events'::regclass), 'flow_events: RLS on');
select ok((select relrowsecurity from pg_class where oid = 'public.codex_users'::regclass), 'codex_users: RLS on');
select ok((select relrowsecurity from pg_class where oid = 'public.codex_section_completions'::regclass), 'codex_section_completions: RLS on');
select ok((select relrowsecurity from pg_class where oid = 'public.codex_quiz_completions'::regclass), 'codex_quiz_completions: RLS on');
select ok((select relrowsecurity from pg_class where oid = 'public.codex_feedback'::regclass), 'codex_feedback: RLS on');
select ok((select relrowsecurity from pg_class where oid = 'public.user_accessibility_settings'::regclass), 'user_accessibility_settings: RLS on');

select is(
  (select count(*) from pg_tables t
    where t.schemaname = 'public'
      and not exists (select 1 from pg_policies p where p.schemaname = 'public' and p.tablename = t.tablename)),
  0::bigint,
  'every table in public has at least one policy'
);

select is(
  (select count(*) from information_schema.role_table_grants
    where table_schema = 'public' and grantee in ('anon', 'authenticated')
      and privilege_type in ('DELETE', 'TRUNCATE', 'REFERENCES', 'TRIGGER')),
  0::bigint,
  'anonymous and signed-in visitors cannot delete, truncate, reference or add triggers on any table'
);

select hasnt_function(
  'public', 'request_session_id',
  'no function reads an identity from a request header (request_session_id is gone)'
);

select * from finish();
rollback;
