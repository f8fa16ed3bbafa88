-- user_accessibility_settings: only a signed-in user reads and writes their own row; anonymous visitors have no
-- access at all; an older state arriving late never overwrites a newer one.
begin;
select plan(23);

insert into public.user_accessibility_settings (user_id, high_contrast, font_size, updated_at) values
  (tests.user_b(), true, 'large', '2025-01-02T00:00:00Z');

-- Anonymous visitor
select tests.as_anon(tests.session_a());
select throws_ok($$select * from public.user_accessibility_settings$$, '42501', null, 'anonymous: cannot read settings');
select throws_ok(
  $$insert into public.user_accessibility_settings (user_id) values (tests.user_a())$$,
  '42501', null, 'anonymous: cannot write settings'
);
select throws_ok($$update public.user_accessibility_settings set high_contrast = false$$, '42501', null, 'anonymous: cannot change settings');
select throws_ok($$delete from public.user_accessibility_settings$$, '42501', null, 'anonymous: cannot delete settings');

-- Signed-in user A
select tests.as_user(tests.user_a(), tests.session_of_user_a());
select is((select count(*) from public.user_accessibility_settings), 0::bigint, 'user A: reads none of user B''s settings');
select lives_ok(
  $$insert into public.user_accessibility_settings (user_id, dyslexia_font, updated_at) values (tests.user_a(), true, '2025-01-01T00:00:00Z')
    on conflict (user_id) do update set dyslexia_font = excluded.dyslexia_font, updated_at = excluded.updated_at$$,
  'user A: upserts their own settings'
);
select lives_ok(
  $$insert into public.user_accessibility_settings (user_id, dyslexia_font, plain_language, updated_at) values (tests.user_a(), true, true, '2025-01-03T00:00:00Z')
    on conflict (user_id) do update set plain_language = excluded.plain_language, updated_at = excluded.updated_at$$,
  'user A: upserts again (the conflict path)'
);
select results_eq(
  $$select dyslexia_font, plain_language, font_size, keyboard_shortcuts from public.user_accessibility_settings$$,
  $$values (true, true, 'medium'::text, true)$$,
  'user A: reads their own settings, with the spec''s defaults for what they did not set'
);
select lives_ok(
  $$update public.user_accessibility_settings set plain_language = false, updated_at = '2025-01-02T12:00:00Z' where user_id = tests.user_a()$$,
  'user A: an older state can be sent'
);
select results_eq(
  $$select plain_language from public.user_accessibility_settings$$,
  $$values (true)$$,
  'user A: but the newer state is kept'
);
select throws_ok(
  $$insert into public.user_accessibility_settings (user_id) values (tests.user_b())$$,
  '42501', null, 'user A: cannot write settings in user B''s name'
);
select is_empty(
  $$update public.user_accessibility_settings set high_contrast = false where user_id = tests.user_b() returning user_id$$,
  'user A: an update of user B''s settings changes nothing'
);
select throws_ok($$delete from public.user_accessibility_settings$$, '42501', null, 'user A: cannot delete settings');

-- Signed-in user B
select tests.as_user(tests.user_b(), tests.session_of_user_b());
select results_eq(
  $$select high_contrast, font_size from public.user_accessibility_settings$$,
  $$values (true, 'large'::text)$$,
  'user B: reads only their own settings, untouched by user A'
);
select lives_ok(
  $$insert into public.user_accessibility_settings (user_id, font_size, updated_at) values (tests.user_b(), 'xl', '2025-01-04T00:00:00Z')
    on conflict (user_id) do update set font_size = excluded.font_size, updated_at = excluded.updated_at$$,
  'user B: upserts their own settings'
);
select throws_ok(
  $$insert into public.user_accessibility_settings (user_id) values (tests.user_a())$$,
  '42501', null, 'user B: cannot write settings in user A''s name'
);
select isnt_empty(
  $$update public.user_accessibility_settings set reduced_motion = true, updated_at = '2025-01-05T00:00:00Z' where user_id = tests.user_b() returning user_id$$,
  'user B: updates their own settings'
);
select is_empty(
  $$update public.user_accessibility_settings set plain_language = false, updated_at = '2025-02-01T00:00:00Z' where user_id = tests.user_a() returning user_id$$,
  'user B: an update of user A''s settings changes nothing'
);
select throws_ok($$delete from public.user_accessibility_settings where user_id = tests.user_b()$$, '42501', null, 'user B: cannot delete settings, not even their own');

-- Service role
select tests.as_service();
select results_eq(
  $$select user_id::text, plain_language, font_size, reduced_motion from public.user_accessibility_settings order by 1$$,
  $$values ('aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', true, 'medium'::text, false), ('bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb', false, 'xl'::text, true)$$,
  'service role: reads everyone''s settings, each changed only by its owner'
);
select lives_ok($$delete from public.user_accessibility_settings where user_id = tests.user_b()$$, 'service role: deletes');
select lives_ok(
  $$insert into public.user_accessibility_settings (user_id, high_contrast, updated_at) values (tests.user_b(), true, '2025-03-01T00:00:00Z')$$,
  'service role: writes settings for anyone'
);
select isnt_empty(
  $$update public.user_accessibility_settings set dyslexia_font = true, updated_at = '2025-03-02T00:00:00Z' where user_id = tests.user_a() returning user_id$$,
  'service role: updates anyone''s settings'
);

select * from finish();
rollback;
