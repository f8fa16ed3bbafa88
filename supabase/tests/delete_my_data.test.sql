-- delete_my_data(): "delete everything" reaching the server. It deletes the caller's own rows in every table and
-- nothing of anyone else's, whatever session id the caller sends; without a sign-in it cannot be called.
begin;
select plan(10);

create function tests.owned_counts() returns table (owner uuid, n bigint) language sql as $$
  select owner, count(*) from (
    select owner from public.flow_events
    union all select owner from public.codex_users
    union all select owner from public.codex_section_completions
    union all select owner from public.codex_quiz_completions
    union all select owner from public.codex_feedback
    union all select user_id from public.user_accessibility_settings
  ) rows group by owner
$$;

insert into public.flow_events (id, flow_id, session_id, event_type, owner)
  select gen_random_uuid(), 'calm', s, 'answer', o
  from (values (tests.session_a(), tests.visitor_a()), (tests.session_b(), tests.visitor_b()), (tests.session_of_user_a(), tests.user_a())) v(s, o),
    generate_series(1, 3);
insert into public.codex_users (id, session_id, owner) values
  (gen_random_uuid(), tests.session_a(), tests.visitor_a()), (gen_random_uuid(), tests.session_b(), tests.visitor_b()),
  (gen_random_uuid(), tests.session_of_user_a(), tests.user_a());
insert into public.codex_section_completions (id, session_id, section_id, subsection_index, completion_time, owner) values
  (gen_random_uuid(), tests.session_a(), 'intro', 0, 30, tests.visitor_a()), (gen_random_uuid(), tests.session_b(), 'intro', 0, 30, tests.visitor_b());
insert into public.codex_quiz_completions (id, session_id, section_id, quiz_score, total_questions, time_taken, owner) values
  (gen_random_uuid(), tests.session_a(), 'intro', 3, 4, 60, tests.visitor_a()), (gen_random_uuid(), tests.session_b(), 'intro', 3, 4, 60, tests.visitor_b());
insert into public.codex_feedback (id, session_id, section_id, rating, experience_type, owner) values
  (gen_random_uuid(), tests.session_a(), 'intro', 4, 'reading', tests.visitor_a()), (gen_random_uuid(), tests.session_b(), 'intro', 4, 'reading', tests.visitor_b());
insert into public.user_accessibility_settings (user_id) values (tests.user_a()), (tests.user_b());

-- No sign-in at all
select tests.as_anon(tests.session_a());
select throws_ok($$select public.delete_my_data()$$, '42501', null, 'no sign-in, with session A''s id: cannot call it');

-- Visitor B, sending visitor A's session id, deletes only B's own rows
select tests.as_anonymous(tests.visitor_b(), tests.session_a());
select is(
  public.delete_my_data(),
  '{"flow_events": 3, "codex_users": 1, "codex_section_completions": 1, "codex_quiz_completions": 1, "codex_feedback": 1, "user_accessibility_settings": 0,
    "therapist_clients": 0, "prescriptions": 0, "client_notes": 0, "client_returns": 0}'::jsonb,
  'visitor B: deletes their own rows and says how many from each table'
);
select is_empty($$select id from public.flow_events where owner = tests.visitor_b()$$, 'visitor B: none of their rows are left');

reset role;
select results_eq(
  $$select owner, n from tests.owned_counts() order by owner$$,
  $$values (tests.visitor_a(), 7::bigint), (tests.user_a(), 5::bigint), (tests.user_b(), 1::bigint)$$,
  'everyone else''s rows are all still there'
);

-- Visitor A
select tests.as_anonymous(tests.visitor_a(), tests.session_a());
select lives_ok($$select public.delete_my_data()$$, 'visitor A: deletes their data');
select is((select count(*) from public.codex_feedback), 0::bigint, 'visitor A: reads nothing of theirs any more');
select is(
  public.delete_my_data() ->> 'flow_events',
  '0',
  'visitor A: calling it again deletes nothing (safe to repeat)'
);

-- User A, with an account: their settings go too
select tests.as_user(tests.user_a(), tests.session_of_user_a());
select is(
  public.delete_my_data() - 'codex_section_completions' - 'codex_quiz_completions' - 'codex_feedback'
    - 'therapist_clients' - 'prescriptions' - 'client_notes' - 'client_returns',
  '{"flow_events": 3, "codex_users": 1, "user_accessibility_settings": 1}'::jsonb,
  'user A: deletes their rows and their accessibility settings'
);

reset role;
select results_eq(
  $$select owner, n from tests.owned_counts() order by owner$$,
  $$values (tests.user_b(), 1::bigint)$$,
  'only user B''s settings remain'
);
select ok(
  (select prosecdef and proconfig @> array['search_path=""'] from pg_proc where oid = 'public.delete_my_data()'::regprocedure),
  'delete_my_data runs as its owner with an empty search path'
);

select * from finish();
rollback;
