-- Star Chart (20250801000100_star_chart.sql): the therapist's workspace tables. On each of the four tables, the same
-- matrix: the owner (a user with an account) reads, adds, changes and removes their own rows; another therapist, an
-- anonymous sign-in and the anon role (no sign-in) can do none of it to them. Then the details: owner_id and
-- inserted_at are the database's, older states never overwrite newer ones, short codes never carry a revoke token,
-- quotas, and delete_my_data().
begin;
select plan(94);

-- A minimal valid row of each table, as jsonb (the owner comes from the caller, or is given).
create function tests.workspace_sample(t text, row_id text) returns jsonb language sql immutable as $$
  select case t
    when 'therapist_clients' then jsonb_build_object('id', row_id, 'alias', 'Client K', 'created_at', '2026-11-01T10:00:00Z',
      'updated_at', '2026-11-01T10:00:00Z', 'archived_at', null)
    when 'prescriptions' then jsonb_build_object('id', row_id, 'client_id', 'client-1', 'prescription', '{"id":"p"}'::jsonb,
      'status', 'active', 'short_codes', '[]'::jsonb, 'created_at', '2026-11-01T10:00:00Z', 'updated_at', '2026-11-01T10:00:00Z')
    when 'client_notes' then jsonb_build_object('id', row_id, 'client_id', 'client-1', 'text', 'Private note',
      'created_at', '2026-11-01T10:00:00Z', 'updated_at', '2026-11-01T10:00:00Z')
    when 'client_returns' then jsonb_build_object('id', row_id, 'client_id', 'client-1', 'prescription_id', 'p',
      'client_return', '{"id":"r"}'::jsonb, 'imported_at', '2026-11-01T10:00:00Z')
  end
$$;

-- The insert statement of a sample row, with an explicit owner when one is given.
create function tests.workspace_insert(t text, row_id text, owner uuid default null) returns text language sql immutable as $$
  select format(
    'insert into public.%I (%s) select %s from jsonb_populate_record(null::public.%I, %L)',
    t, cols, cols, t, sample
  )
  from (
    select sample, (select string_agg(quote_ident(k), ', ') from jsonb_object_keys(sample) k) as cols
    from (select tests.workspace_sample(t, row_id) || case when owner is null then '{}'::jsonb else jsonb_build_object('owner_id', owner) end as sample) s
  ) q
$$;

-- A harmless change a row's owner may make, on every table.
create function tests.workspace_change(t text) returns text language sql immutable as $$
  select case t when 'client_returns' then 'imported_at = imported_at' else 'updated_at = updated_at + interval ''1 minute''' end
$$;

grant execute on all functions in schema tests to anon, authenticated, service_role;

-- The matrix for one table: 19 tests.
create function tests.workspace_matrix(t text) returns setof text language plpgsql as $$
begin
  -- As the superuser: one row for therapist A (user_a), one for therapist B (user_b), one for an anonymous visitor.
  execute tests.workspace_insert(t, 'a-1', tests.user_a());
  execute tests.workspace_insert(t, 'b-1', tests.user_b());
  execute tests.workspace_insert(t, 'v-1', tests.visitor_a());

  perform tests.as_user(tests.user_a());
  return next results_eq(format('select id from public.%I order by id', t), $v$values ('a-1')$v$, t || ': therapist A reads only their own rows');
  return next lives_ok(tests.workspace_insert(t, 'a-2'), t || ': therapist A adds a row');
  return next results_eq(format('select owner_id from public.%I where id = %L', t, 'a-2'), format('values (%L::uuid)', tests.user_a()),
    t || ': the database makes therapist A its owner');
  return next isnt_empty(format('update public.%I set %s where id = %L returning id', t, tests.workspace_change(t), 'a-2'), t || ': therapist A changes their own row');
  return next isnt_empty(format('delete from public.%I where id = %L returning id', t, 'a-2'), t || ': therapist A removes their own row');
  return next throws_ok(tests.workspace_insert(t, 'a-3', tests.user_b()), '42501', null, t || ': therapist A cannot add a row owned by therapist B');
  return next throws_ok(format('update public.%I set owner_id = %L where id = %L', t, tests.user_b(), 'a-1'), '42501', null,
    t || ': therapist A cannot give a row away');
  return next is_empty(format('update public.%I set %s where id = %L returning id', t, tests.workspace_change(t), 'b-1'), t || ': therapist A changes nothing of therapist B''s');
  return next is_empty(format('delete from public.%I where id = %L returning id', t, 'b-1'), t || ': therapist A removes nothing of therapist B''s');

  perform tests.as_user(tests.user_b());
  return next results_eq(format('select id from public.%I order by id', t), $v$values ('b-1')$v$, t || ': therapist B reads only their own rows');

  -- An anonymous sign-in (is_anonymous in the token), even over a row it owns
  perform tests.as_anonymous(tests.visitor_a());
  return next is_empty(format('select id from public.%I', t), t || ': an anonymous sign-in reads nothing, not even a row owned by it');
  return next throws_ok(tests.workspace_insert(t, 'v-2'), '42501', null, t || ': an anonymous sign-in cannot add a row');
  return next is_empty(format('update public.%I set %s returning id', t, tests.workspace_change(t)), t || ': an anonymous sign-in changes nothing');
  return next is_empty(format('delete from public.%I returning id', t), t || ': an anonymous sign-in removes nothing');

  -- No sign-in at all
  perform tests.as_anon();
  return next throws_ok(format('select id from public.%I', t), '42501', null, t || ': no sign-in: cannot read');
  return next throws_ok(tests.workspace_insert(t, 'n-1'), '42501', null, t || ': no sign-in: cannot add');
  return next throws_ok(format('update public.%I set %s', t, tests.workspace_change(t)), '42501', null, t || ': no sign-in: cannot change');
  return next throws_ok(format('delete from public.%I', t), '42501', null, t || ': no sign-in: cannot remove');

  execute 'reset role';
  return next results_eq(format('select id, owner_id from public.%I order by id', t),
    format('values (%L, %L::uuid), (%L, %L::uuid), (%L, %L::uuid)', 'a-1', tests.user_a(), 'b-1', tests.user_b(), 'v-1', tests.visitor_a()),
    t || ': afterwards every row is there, with its owner');
end;
$$;

select * from tests.workspace_matrix('therapist_clients');
select * from tests.workspace_matrix('prescriptions');
select * from tests.workspace_matrix('client_notes');
select * from tests.workspace_matrix('client_returns');

-- The same id in two therapists' workspaces: two rows, neither sees the other's.
select tests.as_user(tests.user_b());
select lives_ok(tests.workspace_insert('therapist_clients', 'a-1'), 'therapist B may use an id therapist A also uses');
select results_eq($$select alias from public.therapist_clients where id = 'a-1'$$, $$values ('Client K')$$, 'therapist B reads only their own row of that id');

-- Latest state wins: an older updated_at arriving late changes nothing.
select tests.as_user(tests.user_a());
select is_empty(
  $$update public.therapist_clients set alias = 'Older', updated_at = '2026-10-01T00:00:00Z' where id = 'a-1' returning id$$,
  'an older state of a client does not overwrite the newer one'
);
select results_eq($$select alias from public.therapist_clients where id = 'a-1'$$, $$values ('Client K')$$, 'the newer alias is kept');
select lives_ok(
  $$insert into public.client_notes (id, client_id, text, created_at, updated_at) values ('a-1', 'client-1', 'Newer text', now(), now())
    on conflict (owner_id, id) do update set text = excluded.text, updated_at = excluded.updated_at$$,
  'an upsert of a newer note state is accepted'
);
select results_eq($$select text from public.client_notes where id = 'a-1'$$, $$values ('Newer text')$$, 'the newer note text is stored');
select throws_ok(
  $$update public.client_notes set inserted_at = '2000-01-01' where id = 'a-1'$$,
  '42501', null,
  'therapist A cannot re-date when the database stored a row'
);

-- Revoke tokens never arrive here.
select throws_ok(
  $$insert into public.prescriptions (id, client_id, prescription, status, short_codes, created_at, updated_at)
    values ('a-9', 'client-1', '{}', 'active', '[{"code":"ABCD1234X","expiresAt":"2026-12-01T00:00:00Z","revokedAt":null,"revokeToken":"secret"}]', now(), now())$$,
  '23514', null,
  'a short code carrying its revoke token is refused'
);
select lives_ok(
  $$insert into public.prescriptions (id, client_id, prescription, status, short_codes, created_at, updated_at)
    values ('a-9', 'client-1', '{}', 'active', '[{"code":"ABCD1234X","expiresAt":"2026-12-01T00:00:00Z","revokedAt":null}]', now(), now())$$,
  'a short code without it is stored'
);
select throws_ok(
  $$insert into public.prescriptions (id, client_id, prescription, status, created_at, updated_at) values ('a-10', 'client-1', '{}', 'paused', now(), now())$$,
  '23514', null,
  'a status other than active or ended is refused'
);

-- The largest return a share link can carry (256 KiB of JSON) fits; a far larger one does not.
select lives_ok(
  $$insert into public.client_returns (id, client_id, prescription_id, client_return, imported_at)
    select 'a-big', 'client-1', 'p', jsonb_build_object('id', 'big', 'items', jsonb_agg(jsonb_build_object('title', 'Entry ' || i, 'body', repeat(md5(i::text), 250)))), now()
    from generate_series(1, 32) i$$,
  'a return of 256 KiB of entries is stored'
);
select throws_ok(
  $$insert into public.client_returns (id, client_id, prescription_id, client_return, imported_at)
    select 'a-huge', 'client-1', 'p', jsonb_build_object('id', 'huge', 'items', jsonb_agg(jsonb_build_object('body', repeat(md5(i::text), 250)))), now()
    from generate_series(1, 200) i$$,
  '23514', null,
  'a return of 1.6 MB is refused'
);
delete from public.client_returns where id = 'a-big';

-- Quotas: the shipped limits, then a lowered one.
reset role;
select results_eq(
  $$select table_name, anonymous_per_hour, signed_in_per_hour, owner_column from private.row_quotas where owner_column = 'owner_id' order by 1$$,
  $$values ('client_notes'::text, 0, 2000, 'owner_id'::text), ('client_returns', 0, 2000, 'owner_id'), ('prescriptions', 0, 2000, 'owner_id'),
           ('therapist_clients', 0, 2000, 'owner_id')$$,
  'shipped limits: 2000 new rows an hour per workspace table for a therapist, none for anonymous sign-ins'
);
update private.row_quotas set signed_in_per_hour = 2 where table_name = 'client_notes';
select tests.as_user(tests.user_b());
select lives_ok(tests.workspace_insert('client_notes', 'b-2'), 'therapist B: adds a note (their second within the hour)');
select throws_ok(tests.workspace_insert('client_notes', 'b-3'), 'PT429', 'quota exceeded: try again later', 'therapist B: the next note in the same hour is refused with PT429');
select lives_ok(tests.workspace_insert('therapist_clients', 'b-2'), 'therapist B: another table has its own allowance');

-- delete_my_data() reaches the workspace: the caller's rows only.
select tests.as_user(tests.user_a());
select is(
  public.delete_my_data() - 'flow_events' - 'codex_users' - 'codex_section_completions' - 'codex_quiz_completions' - 'codex_feedback'
    - 'user_accessibility_settings',
  '{"therapist_clients": 1, "prescriptions": 2, "client_notes": 1, "client_returns": 1}'::jsonb,
  'therapist A: delete_my_data removes their workspace and says how many rows from each table'
);
reset role;
select results_eq(
  $$select owner_id, count(*) from (
      select owner_id from public.therapist_clients union all select owner_id from public.prescriptions
      union all select owner_id from public.client_notes union all select owner_id from public.client_returns) r
    group by owner_id order by owner_id$$,
  format('values (%L::uuid, 4::bigint), (%L::uuid, 7::bigint)', tests.visitor_a(), tests.user_b()),
  'everyone else''s workspace rows are all still there'
);

select * from finish();
rollback;
