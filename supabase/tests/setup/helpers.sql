-- Test helpers: act as an anonymous visitor (with a session id header), a signed-in user, or the service role,
-- exactly as PostgREST would set things up for a request. Loaded by supabase/tests/run-pgtap.ts after the
-- migrations; not part of the schema.

create schema if not exists tests;
grant usage on schema tests to anon, authenticated, service_role;

create or replace function tests.as_anon(session_id uuid default null)
returns void
language plpgsql
as $$
begin
  perform set_config('request.jwt.claims', '{"role":"anon"}', true);
  perform set_config('request.headers', case when session_id is null then '{}' else json_build_object('x-session-id', session_id)::text end, true);
  execute 'set local role anon';
end;
$$;

create or replace function tests.as_user(user_id uuid, session_id uuid default null)
returns void
language plpgsql
as $$
begin
  perform set_config('request.jwt.claims', json_build_object('sub', user_id, 'role', 'authenticated')::text, true);
  perform set_config('request.headers', case when session_id is null then '{}' else json_build_object('x-session-id', session_id)::text end, true);
  execute 'set local role authenticated';
end;
$$;

create or replace function tests.as_service()
returns void
language plpgsql
as $$
begin
  perform set_config('request.jwt.claims', '{"role":"service_role"}', true);
  perform set_config('request.headers', '{}', true);
  execute 'set local role service_role';
end;
$$;

grant execute on all functions in schema tests to anon, authenticated, service_role;

-- The actors of every test: two anonymous sessions, two users (each on a session of their own).
create or replace function tests.session_a() returns uuid language sql immutable as $$ select '00000000-0000-4000-8000-00000000000a'::uuid $$;
create or replace function tests.session_b() returns uuid language sql immutable as $$ select '00000000-0000-4000-8000-00000000000b'::uuid $$;
create or replace function tests.session_of_user_a() returns uuid language sql immutable as $$ select '00000000-0000-4000-8000-0000000000ca'::uuid $$;
create or replace function tests.session_of_user_b() returns uuid language sql immutable as $$ select '00000000-0000-4000-8000-0000000000cb'::uuid $$;
create or replace function tests.user_a() returns uuid language sql immutable as $$ select 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa'::uuid $$;
create or replace function tests.user_b() returns uuid language sql immutable as $$ select 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb'::uuid $$;
grant execute on all functions in schema tests to anon, authenticated, service_role;

insert into auth.users (id, email) values
  (tests.user_a(), 'user-a@example.test'),
  (tests.user_b(), 'user-b@example.test')
on conflict do nothing;
