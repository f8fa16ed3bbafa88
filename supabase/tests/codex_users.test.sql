-- codex_users: one row per session; visitors insert, read and update only their own row, and only its counters.
begin;
select plan(27);

insert into public.codex_users (id, session_id, user_id, total_sessions) values
  ('20000000-0000-4000-8000-00000000000a', tests.session_a(), null, 1),
  ('20000000-0000-4000-8000-00000000000b', tests.session_b(), null, 4),
  ('20000000-0000-4000-8000-0000000000bb', tests.session_of_user_b(), tests.user_b(), 2);

-- Anonymous visitor (session A)
select tests.as_anon(tests.session_a());
select results_eq(
  $$select id::text from public.codex_users$$,
  $$values ('20000000-0000-4000-8000-00000000000a')$$,
  'anonymous: reads only the row of its own session'
);
select isnt_empty(
  $$update public.codex_users set total_sessions = total_sessions + 1, last_activity = now(), updated_at = now() where session_id = tests.session_a() returning id$$,
  'anonymous: updates its own row''s counters'
);
select is_empty(
  $$update public.codex_users set total_sessions = 99 where session_id = tests.session_b() returning id$$,
  'anonymous: an update of another session''s row changes nothing'
);
select throws_ok(
  $$update public.codex_users set session_id = tests.session_b() where session_id = tests.session_a()$$,
  '42501', null,
  'anonymous: cannot move its row to another session (session_id is fixed)'
);
select throws_ok(
  $$insert into public.codex_users (id, session_id) values ('20000000-0000-4000-8000-0000000000a2', tests.session_b())$$,
  '42501', null,
  'anonymous: cannot create a row for another session'
);
select throws_ok($$delete from public.codex_users$$, '42501', null, 'anonymous: cannot delete');

-- A new anonymous visitor (session D, no row yet)
select tests.as_anon('00000000-0000-4000-8000-00000000000d');
select lives_ok(
  $$insert into public.codex_users (id, session_id) values ('20000000-0000-4000-8000-0000000000d1', '00000000-0000-4000-8000-00000000000d')$$,
  'anonymous: creates the row of its own session'
);
select results_eq($$select id::text from public.codex_users$$, $$values ('20000000-0000-4000-8000-0000000000d1')$$, 'anonymous: reads the row it created, only');

-- Stranger (session B)
select tests.as_anon(tests.session_b());
select results_eq(
  $$select total_sessions from public.codex_users$$,
  $$values (4)$$,
  'stranger: reads its own row, untouched by A'
);

-- Signed-in user A (no row yet)
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
select throws_ok($$delete from public.codex_users where user_id = tests.user_a()$$, '42501', null, 'user A: cannot delete, not even their own row');

-- Signed-in user B
select tests.as_user(tests.user_b(), tests.session_of_user_b());
select results_eq(
  $$select id::text, total_sessions from public.codex_users$$,
  $$values ('20000000-0000-4000-8000-0000000000bb', 2)$$,
  'user B: reads only their own row, unchanged by user A'
);
select lives_ok(
  $$insert into public.codex_users (id, session_id, user_id) values ('20000000-0000-4000-8000-0000000000e1', '00000000-0000-4000-8000-00000000000e', tests.user_b())$$,
  'user B: creates their own row for another device session'
);
select throws_ok(
  $$insert into public.codex_users (id, session_id, user_id) values ('20000000-0000-4000-8000-0000000000e2', '00000000-0000-4000-8000-0000000000ef', tests.user_a())$$,
  '42501', null,
  'user B: cannot create a row in user A''s name'
);
select throws_ok(
  $$insert into public.codex_users (id, session_id) values ('20000000-0000-4000-8000-0000000000e3', '00000000-0000-4000-8000-0000000000ee')$$,
  '42501', null,
  'user B: cannot create an anonymous row for a session that is not theirs'
);
select isnt_empty(
  $$update public.codex_users set total_sessions = total_sessions + 1 where id = '20000000-0000-4000-8000-0000000000bb' returning id$$,
  'user B: updates their own row''s counters'
);
select is_empty(
  $$update public.codex_users set total_sessions = 70 where user_id = tests.user_a() returning id$$,
  'user B: an update of user A''s row changes nothing'
);
select throws_ok($$delete from public.codex_users$$, '42501', null, 'user B: cannot delete');

-- Service role
select tests.as_service();
select is((select count(*) from public.codex_users), 6::bigint, 'service role: reads every row');
select results_eq(
  $$select session_id::text, total_sessions from public.codex_users where total_sessions > 1 order by 1$$,
  $$values ('00000000-0000-4000-8000-00000000000a', 2), ('00000000-0000-4000-8000-00000000000b', 4),
           ('00000000-0000-4000-8000-0000000000ca', 2), ('00000000-0000-4000-8000-0000000000cb', 3)$$,
  'service role: sees the counters A, user A and user B updated, and B''s untouched by anyone else'
);
select lives_ok(
  $$insert into public.codex_users (id, session_id, user_id) values ('20000000-0000-4000-8000-0000000000f1', '00000000-0000-4000-8000-0000000000f1', tests.user_a())$$,
  'service role: creates a row for anyone'
);
select isnt_empty(
  $$update public.codex_users set total_sessions = 9, session_id = '00000000-0000-4000-8000-0000000000f2' where id = '20000000-0000-4000-8000-0000000000f1' returning id$$,
  'service role: updates any column of any row'
);
select lives_ok($$delete from public.codex_users where session_id = tests.session_b()$$, 'service role: deletes');

select * from finish();
rollback;
