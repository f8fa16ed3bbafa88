-- codex_section_completions, codex_quiz_completions, codex_feedback: the same rules for all three. Visitors insert
-- and read only the rows they own (by auth.uid(), anonymous Auth users and users with accounts alike; a session
-- id gives nothing); nobody but the service role updates or deletes. Every actor (visitors A and B, no sign-in,
-- user A, user B, service role) is tried on every table for select, insert, update and delete: each statement below
-- runs once per table (one TAP line each).
begin;
select plan(78);

-- The three tables, and an insert statement for a row of any of them (the columns differ).
create function tests.progress_tables() returns text[] language sql immutable as $$
  select array['codex_section_completions', 'codex_quiz_completions', 'codex_feedback']
$$;
create function tests.insert_progress(table_name text, row_id text, session_id uuid, user_id uuid, owner uuid default null) returns text
language sql immutable as $$
  select format(
    case table_name
      when 'codex_section_completions' then
        'insert into public.codex_section_completions (id, session_id, user_id, section_id, subsection_index, completion_time%5$s) values (%1$L, %2$L, %3$L, ''intro'', 0, 30%4$s)'
      when 'codex_quiz_completions' then
        'insert into public.codex_quiz_completions (id, session_id, user_id, section_id, quiz_score, total_questions, time_taken, attempts%5$s) values (%1$L, %2$L, %3$L, ''intro'', 3, 4, 60, 1%4$s)'
      when 'codex_feedback' then
        'insert into public.codex_feedback (id, session_id, user_id, section_id, rating, feedback_text, experience_type%5$s) values (%1$L, %2$L, %3$L, ''intro'', 4, ''Clear'', ''reading''%4$s)'
    end,
    row_id, session_id, user_id,
    -- The owner column is named only when given: otherwise the database sets it from auth.uid().
    case when owner is null then '' else format(', %L', owner) end,
    case when owner is null then '' else ', owner' end
  )
$$;
grant execute on all functions in schema tests to anon, authenticated, service_role;

-- Row ids end in who owns them: 0a visitor A, 0b visitor B, aa user A, bb user B.
create function tests.progress_id(suffix text) returns text language sql immutable as $$
  select '30000000-0000-4000-8000-0000000000' || suffix
$$;
grant execute on function tests.progress_id(text) to anon, authenticated, service_role;

do $$
declare statement text;
begin
  for statement in
    select tests.insert_progress(t, tests.progress_id(s.suffix), s.session_id, s.user_id, s.owner)
    from unnest(tests.progress_tables()) t,
      (values ('0a', tests.session_a(), null::uuid, tests.visitor_a()), ('0b', tests.session_b(), null, tests.visitor_b()),
              ('aa', tests.session_of_user_a(), tests.user_a(), tests.user_a()),
              ('bb', tests.session_of_user_b(), tests.user_b(), tests.user_b())) s(suffix, session_id, user_id, owner)
  loop
    execute statement;
  end loop;
end;
$$;

-- Anonymous visitor A
select tests.as_anonymous(tests.visitor_a(), tests.session_a());
select results_eq(format('select right(id::text, 2) from public.%I order by 1', t), $$values ('0a')$$, format('visitor A: reads only their own rows of %s', t))
  from unnest(tests.progress_tables()) t;
select lives_ok(tests.insert_progress(t, tests.progress_id('a1'), tests.session_a(), null), format('visitor A: adds a row of %s', t))
  from unnest(tests.progress_tables()) t;
select throws_ok(tests.insert_progress(t, tests.progress_id('a2'), tests.session_b(), null, tests.visitor_b()), '42501', null, format('visitor A: cannot add a row of %s owned by B', t))
  from unnest(tests.progress_tables()) t;
select throws_ok(tests.insert_progress(t, tests.progress_id('a3'), tests.session_a(), tests.user_a()), '42501', null, format('visitor A: cannot add a row of %s in an account''s name', t))
  from unnest(tests.progress_tables()) t;
select throws_ok(format('update public.%I set section_id = ''changed''', t), '42501', null, format('visitor A: cannot update %s, not even their own rows', t))
  from unnest(tests.progress_tables()) t;
select throws_ok(format('delete from public.%I', t), '42501', null, format('visitor A: cannot delete from %s directly', t))
  from unnest(tests.progress_tables()) t;

-- Visitor A has learned visitor B's session id and sends it as x-session-id
select tests.as_anonymous(tests.visitor_a(), tests.session_b());
select is_empty(format('select id from public.%I where session_id = %L', t, tests.session_b()), format('visitor A with B''s session id: reads none of B''s rows of %s', t))
  from unnest(tests.progress_tables()) t;

-- No sign-in at all, even with a session id
select tests.as_anon(tests.session_a());
select throws_ok(format('select id from public.%I', t), '42501', null, format('no sign-in, with session A''s id: cannot read %s', t))
  from unnest(tests.progress_tables()) t;
select throws_ok(tests.insert_progress(t, tests.progress_id('a4'), tests.session_a(), null), '42501', null, format('no sign-in: cannot add a row of %s', t))
  from unnest(tests.progress_tables()) t;

-- Anonymous visitor B, a stranger to A
select tests.as_anonymous(tests.visitor_b(), tests.session_a());
select results_eq(format('select right(id::text, 2) from public.%I order by 1', t), $$values ('0b')$$, format('visitor B (sending A''s session id): reads only their own rows of %s, none of A''s', t))
  from unnest(tests.progress_tables()) t;

-- User A, with an account (on their own device session)
select tests.as_user(tests.user_a(), tests.session_of_user_a());
select results_eq(format('select right(id::text, 2) from public.%I order by 1', t), $$values ('aa')$$, format('user A: reads only their own rows of %s', t))
  from unnest(tests.progress_tables()) t;
select lives_ok(tests.insert_progress(t, tests.progress_id('a5'), tests.session_of_user_a(), tests.user_a()), format('user A: adds a row of %s in their own name', t))
  from unnest(tests.progress_tables()) t;
select throws_ok(tests.insert_progress(t, tests.progress_id('a6'), tests.session_of_user_a(), tests.user_b()), '42501', null, format('user A: cannot add a row of %s in user B''s name', t))
  from unnest(tests.progress_tables()) t;
select throws_ok(format('update public.%I set section_id = ''changed''', t), '42501', null, format('user A: cannot update %s, not even their own rows', t))
  from unnest(tests.progress_tables()) t;
select throws_ok(format('delete from public.%I where user_id = tests.user_a()', t), '42501', null, format('user A: cannot delete from %s, not even their own rows', t))
  from unnest(tests.progress_tables()) t;

-- User B, with an account (on their own device session)
select tests.as_user(tests.user_b(), tests.session_of_user_b());
select results_eq(format('select right(id::text, 2) from public.%I order by 1', t), $$values ('bb')$$, format('user B: reads only their own rows of %s, none of user A''s', t))
  from unnest(tests.progress_tables()) t;
select lives_ok(tests.insert_progress(t, tests.progress_id('b1'), tests.session_of_user_b(), tests.user_b()), format('user B: adds a row of %s in their own name', t))
  from unnest(tests.progress_tables()) t;
select throws_ok(tests.insert_progress(t, tests.progress_id('b2'), tests.session_of_user_b(), tests.user_a()), '42501', null, format('user B: cannot add a row of %s in user A''s name', t))
  from unnest(tests.progress_tables()) t;
select throws_ok(tests.insert_progress(t, tests.progress_id('b3'), tests.session_a(), null, tests.visitor_a()), '42501', null, format('user B: cannot add a row of %s owned by visitor A', t))
  from unnest(tests.progress_tables()) t;
select throws_ok(format('update public.%I set section_id = ''changed'' where user_id = tests.user_b()', t), '42501', null, format('user B: cannot update %s, not even their own rows', t))
  from unnest(tests.progress_tables()) t;
select throws_ok(format('delete from public.%I', t), '42501', null, format('user B: cannot delete from %s', t))
  from unnest(tests.progress_tables()) t;

-- Service role: every row, every operation (4 seeded, then a1, a5 and b1 added above).
select tests.as_service();
select is_empty(
  format('select suffix from unnest(array[''0a'', ''0b'', ''aa'', ''bb'', ''a1'', ''a5'', ''b1'']) suffix except select right(id::text, 2) from public.%I', t),
  format('service role: reads every row of %s', t)
) from unnest(tests.progress_tables()) t;
select lives_ok(tests.insert_progress(t, tests.progress_id('c1'), tests.session_b(), tests.user_a()), format('service role: adds a row of %s for anyone', t))
  from unnest(tests.progress_tables()) t;
select isnt_empty(format('update public.%I set section_id = ''corrected'' where id = %L returning id', t, tests.progress_id('0b')), format('service role: updates a row of %s', t))
  from unnest(tests.progress_tables()) t;
select isnt_empty(format('delete from public.%I where id = %L returning id', t, tests.progress_id('0a')), format('service role: deletes a row of %s', t))
  from unnest(tests.progress_tables()) t;
select results_eq(
  format('select right(id::text, 2), section_id from public.%I where id in (%L, %L, %L) order by 1', t, tests.progress_id('0a'), tests.progress_id('0b'), tests.progress_id('c1')),
  $$values ('0b', 'corrected'::text), ('c1', 'intro'::text)$$,
  format('service role: the changes to %s are there', t)
) from unnest(tests.progress_tables()) t;

select * from finish();
rollback;
