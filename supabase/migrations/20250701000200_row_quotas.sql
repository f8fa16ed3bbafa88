-- Limits on writes: per identity, per table, at most so many new rows an hour, enforced by the database itself (a
-- device can be made to send anything; a trigger cannot be skipped). Anonymous users get a smaller allowance than
-- users with an account. The limits live in one table, private.row_quotas, outside the schema the API exposes.
--
-- Going over answers SQLSTATE PT429: PostgREST turns a `PTxyz` code into HTTP status xyz, so the client sees
-- 429 Too Many Requests with the message 'quota exceeded: try again later', and the app's sync engine keeps the
-- rows and retries later (a 429 is never a refusal).

create schema if not exists private;
revoke all on schema private from public, anon, authenticated;

create table private.row_quotas (
  table_name text primary key,
  anonymous_per_hour integer not null check (anonymous_per_hour >= 0),
  signed_in_per_hour integer not null check (signed_in_per_hour >= 0)
);

comment on table private.row_quotas is
  'New rows an identity may add to a table in any hour: anonymous users, and users with an account.';

insert into private.row_quotas (table_name, anonymous_per_hour, signed_in_per_hour) values
  ('flow_events', 500, 2000),
  ('codex_users', 500, 2000),
  ('codex_section_completions', 500, 2000),
  ('codex_quiz_completions', 500, 2000),
  ('codex_feedback', 500, 2000);

-- Security definer: it reads private.row_quotas, which the API roles cannot see, and counts the caller's rows.
-- The caller is auth.uid() (never the row's own owner column, which the caller chose): rows of the service role and
-- of the superuser (no auth.uid()) are not limited.
create or replace function public.enforce_row_quota()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := auth.uid();
  anonymous boolean := coalesce((auth.jwt() ->> 'is_anonymous')::boolean, false);
  quota integer;
  used bigint;
begin
  if caller is null then
    return new;
  end if;
  -- The database stamps the time; a device cannot date its rows into the past to escape the count.
  new.inserted_at := now();
  select case when anonymous then q.anonymous_per_hour else q.signed_in_per_hour end
    into quota
    from private.row_quotas q
    where q.table_name = tg_table_name;
  if quota is null then
    return new;
  end if;
  -- One writer per identity and table at a time, so two parallel requests cannot both take the last places.
  perform pg_advisory_xact_lock(hashtextextended(caller::text || '/' || tg_table_name, 0));
  execute format('select count(*) from %I.%I where owner = $1 and inserted_at > $2', tg_table_schema, tg_table_name)
    into used
    using caller, now() - interval '1 hour';
  if used >= quota then
    raise exception using
      errcode = 'PT429',
      message = 'quota exceeded: try again later',
      detail = format('At most %s new rows an hour in %s for this identity', quota, tg_table_name),
      hint = 'The rows are kept on the device and sent again later.';
  end if;
  return new;
end;
$$;

revoke all on function public.enforce_row_quota() from public, anon, authenticated;

create trigger enforce_row_quota before insert on public.flow_events
  for each row execute function public.enforce_row_quota();
create trigger enforce_row_quota before insert on public.codex_users
  for each row execute function public.enforce_row_quota();
create trigger enforce_row_quota before insert on public.codex_section_completions
  for each row execute function public.enforce_row_quota();
create trigger enforce_row_quota before insert on public.codex_quiz_completions
  for each row execute function public.enforce_row_quota();
create trigger enforce_row_quota before insert on public.codex_feedback
  for each row execute function public.enforce_row_quota();
