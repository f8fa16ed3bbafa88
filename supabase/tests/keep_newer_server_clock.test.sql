-- 31.14: the keep-newer triggers go by the server's clock: a row sent with an updated_at in the future is stored as
-- now, so it cannot block a later update; an older state arriving late is still skipped.
begin;
select plan(10);

select tests.as_user(tests.user_a(), tests.session_of_user_a());

select lives_ok(
  $$insert into public.user_accessibility_settings (user_id, high_contrast, updated_at) values (tests.user_a(), true, '9999-01-01T00:00:00Z')$$,
  '31.14 accessibility: a row dated in the future is accepted'
);
select ok(
  (select updated_at <= now() from public.user_accessibility_settings where user_id = tests.user_a()),
  '31.14 accessibility: but stored no later than the server''s now'
);
update public.user_accessibility_settings set high_contrast = false, updated_at = now() where user_id = tests.user_a();
select results_eq(
  $$select high_contrast from public.user_accessibility_settings where user_id = tests.user_a()$$,
  $$values (false)$$,
  '31.14 accessibility: a later update is not blocked by the future date'
);
update public.user_accessibility_settings set high_contrast = true, updated_at = '2025-01-01T00:00:00Z' where user_id = tests.user_a();
select results_eq(
  $$select high_contrast from public.user_accessibility_settings where user_id = tests.user_a()$$,
  $$values (false)$$,
  '31.14 accessibility: an older state arriving late is still skipped'
);
update public.user_accessibility_settings set high_contrast = true, updated_at = '9999-06-01T00:00:00Z' where user_id = tests.user_a();
select ok(
  (select high_contrast and updated_at <= now() from public.user_accessibility_settings where user_id = tests.user_a()),
  '31.14 accessibility: an update dated in the future is applied, dated now'
);

select lives_ok(
  $$insert into public.therapist_clients (id, alias, created_at, updated_at) values ('c-future', 'Future', now(), '9999-01-01T00:00:00Z')$$,
  '31.14 workspace: a client dated in the future is accepted'
);
select ok(
  (select updated_at <= now() from public.therapist_clients where id = 'c-future'),
  '31.14 workspace: but stored no later than the server''s now'
);
update public.therapist_clients set alias = 'Renamed', updated_at = now() where id = 'c-future';
select results_eq(
  $$select alias from public.therapist_clients where id = 'c-future'$$,
  $$values ('Renamed'::text)$$,
  '31.14 workspace: a later update is not blocked by the future date'
);
update public.therapist_clients set alias = 'Stale', updated_at = '2025-01-01T00:00:00Z' where id = 'c-future';
select results_eq(
  $$select alias from public.therapist_clients where id = 'c-future'$$,
  $$values ('Renamed'::text)$$,
  '31.14 workspace: an older state arriving late is still skipped'
);
select lives_ok(
  $$insert into public.client_notes (id, client_id, text, created_at, updated_at) values ('n-future', 'c-future', 'note', now(), '9999-01-01T00:00:00Z')$$,
  '31.14 workspace: a note dated in the future is accepted'
);

select * from finish();
rollback;
