-- flow_events: visitors (anonymous Auth users and users with accounts) insert and read only the rows they own, by
-- auth.uid() from their verified token; a session id, sent as a header or known by anyone, gives nothing. Nobody but
-- the service role updates or deletes.
begin;
select plan(27);

insert into public.flow_events (id, flow_id, session_id, event_type, user_id, owner) values
  ('10000000-0000-4000-8000-00000000000a', 'calm', tests.session_a(), 'step_viewed', null, tests.visitor_a()),
  ('10000000-0000-4000-8000-00000000000b', 'calm', tests.session_b(), 'step_viewed', null, tests.visitor_b()),
  ('10000000-0000-4000-8000-0000000000aa', 'calm', tests.session_of_user_a(), 'step_viewed', tests.user_a(), tests.user_a()),
  ('10000000-0000-4000-8000-0000000000bb', 'calm', tests.session_of_user_b(), 'step_viewed', tests.user_b(), tests.user_b()),
  -- Written before owners existed, by an anonymous session: no verified owner, so no visitor reads it.
  ('10000000-0000-4000-8000-0000000000ca', 'calm', tests.session_of_user_a(), 'step_viewed', null, null);

-- Anonymous visitor A
select tests.as_anonymous(tests.visitor_a(), tests.session_a());
select results_eq(
  $$select id::text from public.flow_events order by 1$$,
  $$values ('10000000-0000-4000-8000-00000000000a')$$,
  'visitor A: reads only their own events'
);
select lives_ok(
  $$insert into public.flow_events (id, flow_id, session_id, event_type) values ('10000000-0000-4000-8000-0000000000a2', 'calm', tests.session_a(), 'answer')$$,
  'visitor A: adds an event (the database makes them its owner)'
);
select results_eq(
  $$select owner from public.flow_events where id = '10000000-0000-4000-8000-0000000000a2'$$,
  $$values (tests.visitor_a())$$,
  'visitor A: the new event is owned by their auth.uid()'
);
select throws_ok(
  $$insert into public.flow_events (id, flow_id, session_id, event_type, owner) values ('10000000-0000-4000-8000-0000000000a3', 'calm', tests.session_b(), 'answer', tests.visitor_b())$$,
  '42501', null,
  'visitor A: cannot add an event owned by visitor B'
);
select throws_ok(
  $$insert into public.flow_events (id, flow_id, session_id, event_type, user_id) values ('10000000-0000-4000-8000-0000000000a4', 'calm', tests.session_a(), 'answer', tests.user_a())$$,
  '42501', null,
  'visitor A: cannot add an event in an account''s name'
);
select throws_ok($$update public.flow_events set event_type = 'changed'$$, '42501', null, 'visitor A: cannot update events');
select throws_ok($$delete from public.flow_events$$, '42501', null, 'visitor A: cannot delete events directly');

-- Visitor A has learned visitor B's session id (from feedback data, say) and sends it in every way a request can
select tests.as_anonymous(tests.visitor_a(), tests.session_b());
select is_empty(
  $$select id from public.flow_events where session_id = tests.session_b()$$,
  'visitor A with B''s session id as x-session-id: reads none of B''s events'
);
do $$
begin
  perform set_config('request.headers', json_build_object('x-session-id', tests.session_b(), 'x-client-info', 'attacker')::text, true);
  perform set_config('request.jwt.claims', json_build_object('sub', tests.visitor_a(), 'role', 'authenticated', 'is_anonymous', true, 'session_id', tests.session_b())::text, true);
end
$$;
select is_empty(
  $$select id from public.flow_events where session_id = tests.session_b() or owner = tests.visitor_b()$$,
  'visitor A with B''s session id in the headers and a session_id claim: still reads none of B''s events'
);
select throws_ok(
  $$update public.flow_events set event_type = 'changed' where session_id = tests.session_b()$$,
  '42501', null,
  'visitor A with B''s session id: cannot change B''s events'
);

-- No sign-in at all (the anon key only), even with a session id
select tests.as_anon(tests.session_a());
select throws_ok($$select id from public.flow_events$$, '42501', null, 'no sign-in, with session A''s id: cannot read events');
select throws_ok(
  $$insert into public.flow_events (id, flow_id, session_id, event_type) values ('10000000-0000-4000-8000-0000000000a5', 'calm', tests.session_a(), 'answer')$$,
  '42501', null,
  'no sign-in: cannot add an event'
);

-- Anonymous visitor B, a stranger to A
select tests.as_anonymous(tests.visitor_b(), tests.session_a());
select results_eq(
  $$select id::text from public.flow_events order by 1$$,
  $$values ('10000000-0000-4000-8000-00000000000b')$$,
  'visitor B (sending A''s session id): reads only their own events, none of A''s'
);

-- User A, with an account
select tests.as_user(tests.user_a(), tests.session_of_user_a());
select results_eq(
  $$select id::text from public.flow_events order by 1$$,
  $$values ('10000000-0000-4000-8000-0000000000aa')$$,
  'user A: reads their own events, not the ownerless ones of their device session, nobody else''s'
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
select throws_ok($$delete from public.flow_events where user_id = tests.user_a()$$, '42501', null, 'user A: cannot delete events directly');

-- User B, with an account
select tests.as_user(tests.user_b(), tests.session_of_user_b());
select results_eq(
  $$select id::text from public.flow_events order by 1$$,
  $$values ('10000000-0000-4000-8000-0000000000bb')$$,
  'user B: reads only their own events, none of user A''s'
);
select throws_ok(
  $$insert into public.flow_events (id, flow_id, session_id, event_type, owner) values ('10000000-0000-4000-8000-0000000000b3', 'calm', tests.session_a(), 'answer', tests.visitor_a())$$,
  '42501', null,
  'user B: cannot add an event owned by visitor A'
);
select throws_ok($$update public.flow_events set event_type = 'changed' where user_id = tests.user_b()$$, '42501', null, 'user B: cannot update even their own events');
select throws_ok($$delete from public.flow_events where user_id = tests.user_b()$$, '42501', null, 'user B: cannot delete events directly');

-- Service role
select tests.as_service();
select is((select count(*) from public.flow_events), 7::bigint, 'service role: reads every event');
select lives_ok(
  $$insert into public.flow_events (id, flow_id, session_id, event_type, user_id) values ('10000000-0000-4000-8000-0000000000f1', 'calm', tests.session_b(), 'answer', tests.user_a())$$,
  'service role: adds an event for anyone'
);
select isnt_empty($$update public.flow_events set event_type = 'corrected' where id = '10000000-0000-4000-8000-00000000000a' returning id$$, 'service role: updates');
select lives_ok($$delete from public.flow_events where id = '10000000-0000-4000-8000-00000000000b'$$, 'service role: deletes');
select results_eq(
  $$select event_type from public.flow_events where session_id = tests.session_b() and owner = tests.visitor_b()$$,
  $$select null::text where false$$,
  'service role: B''s event is gone only because the service role deleted it'
);

select * from finish();
rollback;
