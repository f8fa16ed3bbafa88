-- Test helpers: act as a visitor with no sign-in (the anon key only), an anonymous Supabase Auth user, a user with an
-- account, or the service role, exactly as PostgREST sets things up for a request (the verified token's claims in
-- request.jwt.claims, the request's headers in request.headers). Loaded by run-pgtap.ts after the migrations; not
-- part of the schema.
--
-- Every helper can also send an `x-session-id` header: row-level security must ignore it (it once trusted it).

create schema if not exists tests;
grant usage on schema tests to anon, authenticated, service_role;

create or replace function tests.headers(session_id uuid)
returns text
language sql
immutable
as $$
  select case when session_id is null then '{}' else json_build_object('x-session-id', session_id)::text end
$$;

create or replace function tests.as_anon(session_id uuid default null)
returns void
language plpgsql
as $$
begin
  perform set_config('request.jwt.claims', '{"role":"anon"}', true);
  perform set_config('request.headers', tests.headers(session_id), true);
  execute 'set local role anon';
end;
$$;

-- A user with an account (is_anonymous false), or an anonymous user (signInAnonymously) with `anonymous` true.
create or replace function tests.as_user(user_id uuid, session_id uuid default null, anonymous boolean default false)
returns void
language plpgsql
as $$
begin
  perform set_config(
    'request.jwt.claims',
    json_build_object('sub', user_id, 'role', 'authenticated', 'aud', 'authenticated', 'is_anonymous', anonymous)::text,
    true
  );
  perform set_config('request.headers', tests.headers(session_id), true);
  execute 'set local role authenticated';
end;
$$;

create or replace function tests.as_anonymous(user_id uuid, session_id uuid default null)
returns void
language sql
as $$
  select tests.as_user(user_id, session_id, true)
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

-- The actors of every test: two anonymous visitors (anonymous Auth users, each with its device's session id) and
-- two users with accounts (each on a device session of their own).
create or replace function tests.session_a() returns uuid language sql immutable as $$ select '00000000-0000-4000-8000-00000000000a'::uuid $$;
create or replace function tests.session_b() returns uuid language sql immutable as $$ select '00000000-0000-4000-8000-00000000000b'::uuid $$;
create or replace function tests.session_of_user_a() returns uuid language sql immutable as $$ select '00000000-0000-4000-8000-0000000000ca'::uuid $$;
create or replace function tests.session_of_user_b() returns uuid language sql immutable as $$ select '00000000-0000-4000-8000-0000000000cb'::uuid $$;
create or replace function tests.visitor_a() returns uuid language sql immutable as $$ select 'a0a0a0a0-a0a0-4a0a-8a0a-a0a0a0a0a0a0'::uuid $$;
create or replace function tests.visitor_b() returns uuid language sql immutable as $$ select 'b0b0b0b0-b0b0-4b0b-8b0b-b0b0b0b0b0b0'::uuid $$;
create or replace function tests.user_a() returns uuid language sql immutable as $$ select 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa'::uuid $$;
create or replace function tests.user_b() returns uuid language sql immutable as $$ select 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb'::uuid $$;

grant execute on all functions in schema tests to anon, authenticated, service_role;

insert into auth.users (id, email, is_anonymous) values
  (tests.user_a(), 'user-a@example.test', false),
  (tests.user_b(), 'user-b@example.test', false),
  (tests.visitor_a(), null, true),
  (tests.visitor_b(), null, true)
on conflict do nothing;
