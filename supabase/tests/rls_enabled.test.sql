-- Row-level security is on for every table the API exposes, and every table has at least one policy.
begin;
select plan(13);

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
      and privilege_type in ('TRUNCATE', 'REFERENCES', 'TRIGGER')),
  0::bigint,
  'anonymous and signed-in visitors cannot truncate, reference or add triggers on any table'
);

-- Deleting is the therapist's, on their own workspace only (removing a note, a client); row-level security limits it
-- to the owner's rows (star_chart.test.sql). Every other table keeps deletes to delete_my_data().
select results_eq(
  $$select grantee::text collate "C", table_name::text collate "C" from information_schema.role_table_grants
    where table_schema = 'public' and grantee in ('anon', 'authenticated') and privilege_type = 'DELETE'
    order by 1, 2$$,
  $$values ('authenticated'::text collate "C", 'client_notes'::text collate "C"), ('authenticated', 'client_returns'), ('authenticated', 'prescriptions'),
           ('authenticated', 'therapist_clients')$$,
  'only signed-in users hold DELETE, and only on the four tables of the therapist''s workspace'
);

select is(
  (select count(*) from pg_class
    where oid in ('public.therapist_clients'::regclass, 'public.prescriptions'::regclass, 'public.client_notes'::regclass,
                  'public.client_returns'::regclass)
      and relrowsecurity and relforcerowsecurity),
  4::bigint,
  'the therapist''s workspace tables have row-level security enabled and forced'
);

select hasnt_function(
  'public', 'request_session_id',
  'no function reads an identity from a request header (request_session_id is gone)'
);

select * from finish();
rollback;
