-- flow_events: visitors insert and read their own events only (by session when anonymous, by user when signed in);
-- nobody but the service role updates or deletes.
begin;
select plan(25);

insert into public.flow_events (id, flow_id, session_id, event_type, user_id) values
  ('10000000-0000-4000-8000-00000000000a', 'calm', tests.session_a(), 'step_viewed', null),
  ('10000000-0000-4000-8000-00000000000b', 'calm', tests.session_b(), 'step_viewed', null),
  ('10000000-0000-4000-8000-0000000000aa', 'calm', tests.session_of_user_a(), 'step_viewed', tests.user_a()),
  ('10000000-0000-4000-8000-0000000000bb', 'calm', tests.session_of_user_b(), 'step_viewed', tests.user_b()),
  ('10000000-0000-4000-8000-0000000000ca', 'calm', tests.session_of_user_a(), 'step_viewed', null);

-- Anonymous visitor (session A)
select tests.as_anon(tests.session_a());
select results_eq(
  $$select id::text from public.flow_events order by 1$$,
  $$values ('10000000-0000-4000-8000-00000000000a')$$,
  'anonymous: reads only the events of its own session'
);
select lives_ok(
  $$insert into public.flow_events (id, flow_id, session_id, event_type) values ('10000000-0000-4000-8000-0000000000a2', 'calm', tests.session_a(), 'answer')$$,
  'anonymous: adds an event to its own session'
);
select throws_ok(
  $$insert into public.flow_events (id, flow_id, session_id, event_type) values ('10000000-0000-4000-8000-0000000000a3', 'calm', tests.session_b(), 'answer')$$,
  '42501', null,
  'anonymous: cannot add an event to another session'
);
select throws_ok(
  $$insert into public.flow_events (id, flow_id, session_id, event_type, user_id) values ('10000000-0000-4000-8000-0000000000a4', 'calm', tests.session_a(), 'answer', tests.user_a())$$,
  '42501', null,
  'anonymous: cannot add an event in a user''s name'
);
select throws_ok($$update public.flow_events set event_type = 'changed'$$, '42501', null, 'anonymous: cannot update events');
select throws_ok($$delete from public.flow_events$$, '42501', null, 'anonymous: cannot delete events');

-- Anonymous visitor without a session id
select tests.as_anon(null);
select is((select count(*) from public.flow_events), 0::bigint, 'no session id: reads nothing');
select throws_ok(
  $$insert into public.flow_events (id, flow_id, session_id, event_type) values ('10000000-0000-4000-8000-0000000000a5', 'calm', tests.session_a(), 'answer')$$,
  '42501', null,
  'no session id: cannot add an event to any session'
);

-- Another anonymous visitor (session B, a stranger to A)
select tests.as_anon(tests.session_b());
select results_eq(
  $$select id::text from public.flow_events order by 1$$,
  $$values ('10000000-0000-4000-8000-00000000000b')$$,
  'stranger: reads only its own session''s events, none of A''s'
);

-- Signed-in user A (on their own device session)
select tests.as_user(tests.user_a(), tests.session_of_user_a());
select results_eq(
  $$select id::text from public.flow_events order by 1$$,
  $$values ('10000000-0000-4000-8000-0000000000aa'), ('10000000-0000-4000-8000-0000000000ca')$$,
  'user A: reads their own events and the anonymous events of their device session, nobody else''s'
);
select lives_ok(
  $$insert into public.flow_events (id, flow_id, session_id, event_type, user_id) values ('10000000-0000-4000-8000-0000000000a6', 'calm', tests.session_of_user_a(), 'answer', tests.user_a())$$,
  'user A: adds an event in their own name'
);
select throws_ok(
  $$insert into public.flow_events (id, flow_id, session_id, event_type, user_id) values ('10000000-0000-4000-8000-0000000000a7', 'calm', tests.session_of_user_a(), 'answer', tests.user_b())$$,
  '42501', null,
  'user A: cannot add an event in user B''s name'
);
select throws_ok($$update public.flow_events set event_type = 'changed'$$, '42501', null, 'user A: cannot update events');
select throws_ok($$delete from public.flow_events where user_id = tests.user_a()$$, '42501', null, 'user A: cannot delete even their own events');

-- Signed-in user B
select tests.as_user(tests.user_b(), tests.session_of_user_b());
select results_eq(
  $$select id::text from public.flow_events order by 1$$,
  $$values ('10000000-0000-4000-8000-0000000000bb')$$,
  'user B: reads only their own events, none of user A''s'
);
select lives_ok(
  $$insert into public.flow_events (id, flow_id, session_id, event_type, user_id) values ('10000000-0000-4000-8000-0000000000b2', 'calm', tests.session_of_user_b(), 'answer', tests.user_b())$$,
  'user B: adds an event in their own name'
);
select throws_ok(
  $$insert into public.flow_events (id, flow_id, session_id, event_type, user_id) values ('10000000-0000-4000-8000-0000000000b3', 'calm', tests.session_of_user_b(), 'answer', tests.user_a())$$,
  '42501', null,
  'user B: cannot add an event in user A''s name'
);
select throws_ok(
  $$insert into public.flow_events (id, flow_id, session_id, event_type) values ('10000000-0000-4000-8000-0000000000b4', 'calm', tests.session_a(), 'answer')$$,
  '42501', null,
  'user B: cannot add an event to anonymous session A'
);
select throws_ok($$update public.flow_events set event_type = 'changed' where user_id = tests.user_b()$$, '42501', null, 'user B: cannot update even their own events');
select throws_ok($$delete from public.flow_events where user_id = tests.user_b()$$, '42501', null, 'user B: cannot delete even their own events');

-- Service role
select tests.as_service();
select is((select count(*) from public.flow_events), 8::bigint, 'service role: reads every event');
select lives_ok(
  $$insert into public.flow_events (id, flow_id, session_id, event_type, user_id) values ('10000000-0000-4000-8000-0000000000f1', 'calm', tests.session_b(), 'answer', tests.user_a())$$,
  'service role: adds an event for anyone'
);
select isnt_empty($$update public.flow_events set event_type = 'corrected' where id = '10000000-0000-4000-8000-00000000000a' returning id$$, 'service role: updates');
select lives_ok($$delete from public.flow_events where id = '10000000-0000-4000-8000-00000000000b'$$, 'service role: deletes');
select is((select count(*) from public.flow_events), 8::bigint, 'service role: the added event is there and the deleted one gone');

select * from finish();
rollback;
