-- Row quotas: per identity and per table, at most so many new rows an hour (private.row_quotas), enforced by a
-- trigger; going over raises PT429 'quota exceeded: try again later' (HTTP 429 through PostgREST). The limits are
-- lowered here so the test stays small; the shipped ones are checked first.
begin;
select plan(16);

select results_eq(
  $$select table_name, anonymous_per_hour, signed_in_per_hour from private.row_quotas where owner_column = 'owner' order by 1$$,
  $$values ('codex_feedback', 500, 2000), ('codex_quiz_completions', 500, 2000), ('codex_section_completions', 500, 2000),
           ('codex_users', 500, 2000), ('flow_events', 500, 2000)$$,
  'shipped limits: 500 new rows an hour per table for anonymous users, 2000 with an account'
);
-- The therapist's workspace (20250801000100_star_chart.sql) is checked in star_chart.test.sql.
select results_eq(
  $$select count(*)::int from private.row_quotas$$,
  $$values (9)$$,
  'every limited table is listed: five visitor tables and the four of the therapist''s workspace'
);
update private.row_quotas set anonymous_per_hour = 3, signed_in_per_hour = 5;

create function tests.add_events(n integer, prefix text) returns text language sql immutable as $$
  select format(
    'insert into public.flow_events (id, flow_id, session_id, event_type) select (%L || lpad(i::text, 12, ''0''))::uuid, ''calm'', %L, ''answer'' from generate_series(1, %s) i',
    prefix, tests.session_a(), n
  )
$$;
grant execute on function tests.add_events(integer, text) to anon, authenticated, service_role;

-- Anonymous visitor A: 3 an hour in flow_events
select tests.as_anonymous(tests.visitor_a(), tests.session_a());
select lives_ok(tests.add_events(3, 'a0000000-0000-4000-8000-'), 'visitor A: adds up to the limit');
select throws_ok(
  $$insert into public.flow_events (id, flow_id, session_id, event_type) values ('a0000000-0000-4000-8000-0000000000ff', 'calm', tests.session_a(), 'answer')$$,
  'PT429', 'quota exceeded: try again later',
  'visitor A: one more in the same hour is refused with PT429 and a clear message'
);
select lives_ok(
  $$insert into public.codex_feedback (id, session_id, section_id, rating, experience_type) values ('a1000000-0000-4000-8000-000000000001', tests.session_a(), 'intro', 4, 'reading')$$,
  'visitor A: another table has its own allowance'
);
select throws_ok(
  $$insert into public.flow_events (id, flow_id, session_id, event_type, inserted_at) values ('a0000000-0000-4000-8000-0000000000fe', 'calm', tests.session_a(), 'answer', '2000-01-01')$$,
  'PT429', null,
  'visitor A: dating a row in the past does not escape the count'
);

-- Anonymous visitor B: their own allowance; a batch that goes over is refused whole
select tests.as_anonymous(tests.visitor_b(), tests.session_b());
select throws_ok(tests.add_events(4, 'b0000000-0000-4000-8000-'), 'PT429', null, 'visitor B: a batch of 4 over a limit of 3 is refused');
select is_empty($$select id from public.flow_events$$, 'visitor B: nothing of the refused batch was stored');
select lives_ok(tests.add_events(3, 'b0000000-0000-4000-8000-'), 'visitor B: has their own allowance, untouched by A''s');

-- User A, with an account: the larger allowance
select tests.as_user(tests.user_a(), tests.session_of_user_a());
select lives_ok(tests.add_events(5, 'aa000000-0000-4000-8000-'), 'user A: adds up to the account limit');
select throws_ok(tests.add_events(1, 'ab000000-0000-4000-8000-'), 'PT429', null, 'user A: one more is refused');

-- An hour later, the allowance is back
reset role;
update public.flow_events set inserted_at = now() - interval '61 minutes' where owner = tests.visitor_a();
select tests.as_anonymous(tests.visitor_a(), tests.session_a());
select lives_ok(
  $$insert into public.flow_events (id, flow_id, session_id, event_type) values ('a0000000-0000-4000-8000-0000000000fd', 'calm', tests.session_a(), 'answer')$$,
  'visitor A: rows older than an hour no longer count'
);
select results_eq(
  $$select inserted_at = now() from public.flow_events where id = 'a0000000-0000-4000-8000-0000000000fd'$$,
  $$values (true)$$,
  'visitor A: the database stamped the row''s time itself'
);

-- Service role: not limited
select tests.as_service();
select lives_ok(tests.add_events(10, 'f0000000-0000-4000-8000-'), 'service role: not limited');
select is((select count(*) from public.flow_events where owner is null), 10::bigint, 'service role: all ten stored');

-- The limits are not readable through the API
select tests.as_anonymous(tests.visitor_a(), tests.session_a());
select throws_ok($$select * from private.row_quotas$$, '42501', null, 'visitor A: cannot read or change the limits');

select * from finish();
rollback;
