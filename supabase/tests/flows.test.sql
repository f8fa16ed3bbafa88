-- flows: published content that everyone (anonymous, user A, user B) reads and only the service role writes.
begin;
select plan(17);

insert into public.flows (id, age_tiers, tags, content, created_at) values
  ('calm-breath', '{adult}', '{calm,breathing}', '{"title":"Calm breath"}', '2025-01-01T00:00:00Z'),
  ('calm-breath', '{child,teen}', '{calm,breathing}', '{"title":"Balloon breath"}', '2025-01-02T00:00:00Z'),
  ('sleep-wind-down', '{adult,teen}', '{sleep}', '{"title":"Wind down"}', '2025-01-03T00:00:00Z');

-- Anonymous visitor
select tests.as_anon(tests.session_a());
select results_eq(
  $$select content ->> 'title' from public.flows where id = 'calm-breath' and age_tiers @> '{child}' order by created_at desc$$,
  $$values ('Balloon breath')$$,
  'anonymous: reads a flow by id for a tier'
);
select results_eq(
  $$select id from public.flows where tags && '{sleep,focus}' order by created_at desc$$,
  $$values ('sleep-wind-down')$$,
  'anonymous: reads flows by tag overlap'
);
select throws_ok(
  $$insert into public.flows (id, tags) values ('made-up', '{x}')$$,
  '42501', null, 'anonymous: cannot publish a flow'
);
select throws_ok($$update public.flows set tags = '{}'$$, '42501', null, 'anonymous: cannot change flows');
select throws_ok($$delete from public.flows$$, '42501', null, 'anonymous: cannot delete flows');

-- Signed-in user A
select tests.as_user(tests.user_a(), tests.session_of_user_a());
select is((select count(*) from public.flows), 3::bigint, 'user A: reads every published flow');
select throws_ok(
  $$insert into public.flows (id, tags) values ('made-up', '{x}')$$,
  '42501', null, 'user A: cannot publish a flow'
);
select throws_ok($$update public.flows set tags = '{}'$$, '42501', null, 'user A: cannot change flows');
select throws_ok($$delete from public.flows$$, '42501', null, 'user A: cannot delete flows');

-- Signed-in user B
select tests.as_user(tests.user_b(), tests.session_of_user_b());
select is((select count(*) from public.flows), 3::bigint, 'user B: reads every published flow');
select throws_ok(
  $$insert into public.flows (id, tags) values ('made-up-too', '{x}')$$,
  '42501', null, 'user B: cannot publish a flow'
);
select throws_ok($$update public.flows set content = '{}' where id = 'calm-breath'$$, '42501', null, 'user B: cannot change flows');
select throws_ok($$delete from public.flows where id = 'calm-breath'$$, '42501', null, 'user B: cannot delete flows');

-- Service role
select tests.as_service();
select is((select count(*) from public.flows), 3::bigint, 'service role: reads every flow');
select lives_ok($$insert into public.flows (id, age_tiers, tags) values ('new-flow', '{adult}', '{focus}')$$, 'service role: publishes a flow');
select isnt_empty($$update public.flows set tags = '{focus,calm}' where id = 'new-flow' returning id$$, 'service role: changes a flow');
select lives_ok($$delete from public.flows where id = 'new-flow'$$, 'service role: removes a flow');

select * from finish();
rollback;
