-- codex_users: one row per device session and owner; visitors insert, read and update only the rows they own (by
-- auth.uid()), and only their counters. Knowing another visitor's session id gives nothing.
begin;
select plan(24);

insert into public.codex_users (id, session_id, user_id, owner, total_sessions) values
  ('20000000-0000-4000-8000-00000000000a', tests.session_a(), null, tests.visitor_a(), 1),
  ('20000000-0000-4000-8000-00000000000b', tests.session_b(), null, tests.visitor_b(), 4),
  ('20000000-0000-4000-8000-0000000000bb', tests.session_of_user_b(), tests.user_b(), tests.user_b(), 2);

-- Anonymous visitor A
select tests.as_anonymous(tests.visitor_a(), tests.session_a());
select results_eq(
  $$select id::text from public.codex_users$$,
  $$values ('20000000-0000-4000-8000-00000000000a')$$,
  'visitor A: reads only their own row'
);
select isnt_empty(
  $$update public.codex_users set total_sessions = total_sessions + 1, last_activity = now(), updated_at = now() where session_id = tests.session_a() returning id$$,
  'visitor A: updates their own row''s counters'
);
select is_empty(
  $$update public.codex_users set total_sessions = 99 where session_id = tests.session_b() returning id$$,
  'visitor A: an update of B''s row changes nothing'
);
select throws_ok(
  $$update public.codex_users set session_id = tests.session_b() where session_id = tests.session_a()$$,
  '42501', null,
  'visitor A: cannot move their row to another session (session_id is fixed)'
);
select throws_ok(
  $$update public.codex_users set owner = tests.visitor_b() where session_id = tests.session_a()$$,
  '42501', null,
  'visitor A: cannot give their row to someone else (owner is fixed)'
);
select throws_ok(
  $$insert into public.codex_users (id, session_id, owner) values ('20000000-0000-4000-8000-0000000000a2', tests.session_b(), tests.visitor_b())$$,
  '42501', null,
  'visitor A: cannot create a row owned by B'
);
select throws_ok($$delete from public.codex_users$$, '42501', null, 'visitor A: cannot delete directly');

-- Visitor A has learned visitor B's session id and sends it as x-session-id
select tests.as_anonymous(tests.visitor_a(), tests.session_b());
select is_empty($$select id from public.codex_users where session_id = tests.session_b()$$, 'visitor A with B''s session id: reads nothing of B''s');
select is_empty(
  $$update public.codex_users set total_sessions = 99 where session_id = tests.session_b() returning id$$,
  'visitor A with B''s session id: changes nothing of B''s'
);
select lives_ok(
  $$insert into public.codex_users (id, session_id) values ('20000000-0000-4000-8000-0000000000a9', tests.session_b())$$,
  'visitor A with B''s session id: a row for that session id is A''s own, beside B''s (it cannot take B''s)'
);

-- No sign-in at all, even with a session id
select tests.as_anon(tests.session_b());
select throws_ok($$select id from public.codex_users$$, '42501', null, 'no sign-in, with session B''s id: cannot read');

-- Anonymous visitor B
select tests.as_anonymous(tests.visitor_b(), tests.session_b());
select results_eq(
  $$select id::text, total_sessions from public.codex_users$$,
  $$values ('20000000-0000-4000-8000-00000000000b', 4)$$,
  'visitor B: reads only their own row, untouched by A'
);

-- User A, with an account (no row yet)
select tests.as_user(tests.user_a(), tests.session_of_user_a());
select is((select count(*) from public.codex_users), 0::bigint, 'user A: reads no one else''s rows');
select lives_ok(
  $$insert into public.codex_users (id, session_id, user_id) values ('20000000-0000-4000-8000-0000000000aa', tests.session_of_user_a(), tests.user_a())$$,
  'user A: creates their own row'
);
select throws_ok(
  $$insert into public.codex_users (id, session_id, user_id) values ('20000000-0000-4000-8000-0000000000ab', '00000000-0000-4000-8000-0000000000ff', tests.user_b())$$,
  '42501', null,
  'user A: cannot create a row in user B''s name'
);
select is_empty(
  $$update public.codex_users set total_sessions = 50 where user_id = tests.user_b() returning id$$,
  'user A: an update of user B''s row changes nothing'
);
select isnt_empty(
  $$update public.codex_users set total_sessions = total_sessions + 1, last_activity = now(), updated_at = now() where user_id = tests.user_a() returning id$$,
  'user A: updates their own row''s counters'
);
select throws_ok($$delete from public.codex_users where user_id = tests.user_a()$$, '42501', null, 'user A: cannot delete directly, not even their own row');

-- User B, with an account
select tests.as_user(tests.user_b(), tests.session_of_user_b());
select results_eq(
  $$select id::text, total_sessions from public.codex_users$$,
  $$values ('20000000-0000-4000-8000-0000000000bb', 2)$$,
  'user B: reads only their own row, unchanged by user A'
);
select isnt_empty(
  $$update public.codex_users set total_sessions = total_sessions + 1 where id = '20000000-0000-4000-8000-0000000000bb' returning id$$,
  'user B: updates their own row''s counters'
);

-- Service role
select tests.as_service();
select is((select count(*) from public.codex_users), 5::bigint, 'service role: reads every row');
select results_eq(
  $$select id::text, total_sessions from public.codex_users where total_sessions > 1 order by 1$$,
  $$values ('20000000-0000-4000-8000-00000000000a', 2), ('20000000-0000-4000-8000-00000000000b', 4),
           ('20000000-0000-4000-8000-0000000000aa', 2), ('20000000-0000-4000-8000-0000000000bb', 3)$$,
  'service role: sees the counters A, user A and user B updated, and B''s untouched by anyone else'
);
select isnt_empty(
  $$update public.codex_users set total_sessions = 9, session_id = '00000000-0000-4000-8000-0000000000f2' where id = '20000000-0000-4000-8000-0000000000a9' returning id$$,
  'service role: updates any column of any row'
);
select lives_ok($$delete from public.codex_users where session_id = tests.session_b()$$, 'service role: deletes');

select * from finish();
rollback;
