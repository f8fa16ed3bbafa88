-- codex_section_completions, codex_quiz_completions, codex_feedback: visitors insert and read their own rows only;
-- nobody but the service role updates or deletes.
begin;
select plan(24);

insert into public.codex_section_completions (id, session_id, user_id, section_id, subsection_index, completion_time) values
  ('30000000-0000-4000-8000-00000000000a', tests.session_a(), null, 'intro', 0, 12),
  ('30000000-0000-4000-8000-00000000000b', tests.session_b(), null, 'intro', 0, 30),
  ('30000000-0000-4000-8000-0000000000aa', tests.session_of_user_a(), tests.user_a(), 'intro', 1, 40);
insert into public.codex_quiz_completions (id, session_id, user_id, section_id, quiz_score, total_questions, time_taken, attempts) values
  ('40000000-0000-4000-8000-00000000000a', tests.session_a(), null, 'intro', 3, 4, 60, 1),
  ('40000000-0000-4000-8000-00000000000b', tests.session_b(), null, 'intro', 1, 4, 80, 2),
  ('40000000-0000-4000-8000-0000000000aa', tests.session_of_user_a(), tests.user_a(), 'intro', 4, 4, 50, 1);
insert into public.codex_feedback (id, session_id, user_id, section_id, rating, feedback_text, experience_type) values
  ('50000000-0000-4000-8000-00000000000a', tests.session_a(), null, 'intro', 4, 'Clear', 'reading'),
  ('50000000-0000-4000-8000-00000000000b', tests.session_b(), null, 'intro', 2, 'Too long', 'reading'),
  ('50000000-0000-4000-8000-0000000000aa', tests.session_of_user_a(), tests.user_a(), 'intro', 5, 'Helpful', 'quiz');

-- Anonymous visitor (session A)
select tests.as_anon(tests.session_a());
select results_eq($$select id::text from public.codex_section_completions$$, $$values ('30000000-0000-4000-8000-00000000000a')$$, 'anonymous: reads only its own section completions');
select results_eq($$select id::text from public.codex_quiz_completions$$, $$values ('40000000-0000-4000-8000-00000000000a')$$, 'anonymous: reads only its own quiz completions');
select results_eq($$select id::text from public.codex_feedback$$, $$values ('50000000-0000-4000-8000-00000000000a')$$, 'anonymous: reads only its own codex feedback');
select lives_ok(
  $$insert into public.codex_section_completions (id, session_id, section_id, subsection_index, completion_time) values ('30000000-0000-4000-8000-0000000000a2', tests.session_a(), 'intro', 1, 5)$$,
  'anonymous: adds a section completion to its own session'
);
select throws_ok(
  $$insert into public.codex_quiz_completions (id, session_id, section_id, quiz_score, total_questions, time_taken) values ('40000000-0000-4000-8000-0000000000a2', tests.session_b(), 'intro', 1, 2, 3)$$,
  '42501', null, 'anonymous: cannot add a quiz completion to another session'
);
select throws_ok(
  $$insert into public.codex_feedback (id, session_id, user_id, section_id, rating, experience_type) values ('50000000-0000-4000-8000-0000000000a2', tests.session_a(), tests.user_a(), 'intro', 3, 'reading')$$,
  '42501', null, 'anonymous: cannot add feedback in a user''s name'
);
select throws_ok($$update public.codex_feedback set rating = 1$$, '42501', null, 'anonymous: cannot update feedback');
select throws_ok($$delete from public.codex_section_completions$$, '42501', null, 'anonymous: cannot delete section completions');

-- Stranger (session B)
select tests.as_anon(tests.session_b());
select results_eq($$select quiz_score from public.codex_quiz_completions$$, $$values (1)$$, 'stranger: reads only its own quiz completion, not A''s');
select results_eq($$select feedback_text from public.codex_feedback$$, $$values ('Too long')$$, 'stranger: reads only its own feedback, not A''s');

-- Signed-in user A
select tests.as_user(tests.user_a(), tests.session_of_user_a());
select results_eq($$select id::text from public.codex_section_completions$$, $$values ('30000000-0000-4000-8000-0000000000aa')$$, 'user A: reads only their own section completions');
select results_eq($$select id::text from public.codex_quiz_completions$$, $$values ('40000000-0000-4000-8000-0000000000aa')$$, 'user A: reads only their own quiz completions');
select results_eq($$select id::text from public.codex_feedback$$, $$values ('50000000-0000-4000-8000-0000000000aa')$$, 'user A: reads only their own feedback');
select lives_ok(
  $$insert into public.codex_feedback (id, session_id, user_id, section_id, rating, experience_type) values ('50000000-0000-4000-8000-0000000000a3', tests.session_of_user_a(), tests.user_a(), 'intro', 4, 'quiz')$$,
  'user A: adds feedback in their own name'
);
select throws_ok(
  $$insert into public.codex_section_completions (id, session_id, user_id, section_id, subsection_index, completion_time) values ('30000000-0000-4000-8000-0000000000a3', tests.session_of_user_a(), tests.user_b(), 'intro', 0, 1)$$,
  '42501', null, 'user A: cannot add a section completion in user B''s name'
);
select throws_ok($$update public.codex_quiz_completions set quiz_score = 0$$, '42501', null, 'user A: cannot update quiz completions');

-- Signed-in user B (no rows of their own)
select tests.as_user(tests.user_b(), tests.session_of_user_b());
select is((select count(*) from public.codex_section_completions), 0::bigint, 'user B: reads none of user A''s section completions');
select is((select count(*) from public.codex_quiz_completions), 0::bigint, 'user B: reads none of user A''s quiz completions');
select is((select count(*) from public.codex_feedback), 0::bigint, 'user B: reads none of user A''s feedback');
select throws_ok($$delete from public.codex_feedback$$, '42501', null, 'user B: cannot delete feedback');

-- Service role
select tests.as_service();
select is((select count(*) from public.codex_section_completions), 4::bigint, 'service role: reads every section completion');
select is((select count(*) from public.codex_quiz_completions), 3::bigint, 'service role: reads every quiz completion');
select is((select count(*) from public.codex_feedback), 4::bigint, 'service role: reads all feedback');
select lives_ok($$delete from public.codex_feedback where id = '50000000-0000-4000-8000-00000000000b'$$, 'service role: deletes');

select * from finish();
rollback;
