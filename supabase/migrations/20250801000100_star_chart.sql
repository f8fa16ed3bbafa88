-- Star Chart (issue 14): the therapist's workspace, synced from the device (src/db/star-chart-types.ts) to tables
-- that belong to the therapist alone: their clients (by alias or code), prescriptions, private notes and the
-- returns clients chose to send. The device is the source of truth; these are its copy for another device.
--
-- Ownership: owner_id is the Supabase Auth user who wrote the row, set by the database from the verified token.
-- Only a signed-in user with an account reads or writes, and only their own rows: an anonymous sign-in
-- (`is_anonymous` in the token) gets nothing, the anon role (no sign-in) has no privilege at all. Ids are made on the
-- device, so the key is (owner_id, id): one therapist can never collide with, or learn of, another's ids.
--
-- What never arrives here: the revoke tokens of short codes (they stay on the device that made the code; a check
-- refuses any short code carrying one), and anything of the client's beyond the return they built and sent.

create table public.therapist_clients (
  owner_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  id text not null check (char_length(id) between 1 and 64),
  alias text not null check (char_length(alias) between 1 and 200),
  created_at timestamptz not null,
  updated_at timestamptz not null,
  archived_at timestamptz,
  inserted_at timestamptz not null default now(),
  primary key (owner_id, id)
);

create table public.prescriptions (
  owner_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  id text not null check (char_length(id) between 1 and 64),
  client_id text not null check (char_length(client_id) between 1 and 64),
  -- The prescription as contract/prescription-schemas.ts describes it (validated on the device).
  prescription jsonb not null check (jsonb_typeof(prescription) = 'object' and pg_column_size(prescription) <= 65536),
  status text not null check (status in ('active', 'ended')),
  -- [{ code, expiresAt, revokedAt }]: the short codes made for it, never their revoke tokens.
  short_codes jsonb not null default '[]'::jsonb check (
    jsonb_typeof(short_codes) = 'array'
    and jsonb_array_length(short_codes) <= 100
    and not jsonb_path_exists(short_codes, '$[*] ? (exists (@.revokeToken) || exists (@.revoke_token))')
  ),
  created_at timestamptz not null,
  updated_at timestamptz not null,
  inserted_at timestamptz not null default now(),
  primary key (owner_id, id)
);

create table public.client_notes (
  owner_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  id text not null check (char_length(id) between 1 and 64),
  client_id text not null check (char_length(client_id) between 1 and 64),
  text text not null check (char_length(text) <= 20000),
  created_at timestamptz not null,
  updated_at timestamptz not null,
  inserted_at timestamptz not null default now(),
  primary key (owner_id, id)
);

create table public.client_returns (
  owner_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  -- The return's own id, made on the client's device: importing the same return twice stores it once.
  id text not null check (char_length(id) between 1 and 64),
  client_id text not null check (char_length(client_id) between 1 and 64),
  prescription_id text not null check (char_length(prescription_id) between 1 and 64),
  -- The share codec admits returns of up to 256 KiB of JSON; jsonb can take more room than the text, hence 1 MiB.
  client_return jsonb not null check (jsonb_typeof(client_return) = 'object' and pg_column_size(client_return) <= 1048576),
  imported_at timestamptz not null,
  inserted_at timestamptz not null default now(),
  primary key (owner_id, id)
);

create index prescriptions_client_idx on public.prescriptions (owner_id, client_id);
create index client_notes_client_idx on public.client_notes (owner_id, client_id);
create index client_returns_client_idx on public.client_returns (owner_id, client_id);

-- Rows replayed late from an offline device must not overwrite newer ones saved from another device: an update
-- carrying an older updated_at is skipped (as for accessibility settings).
create or replace function public.keep_newer_workspace_row()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.updated_at < old.updated_at then
    return null;
  end if;
  return new;
end;
$$;

revoke all on function public.keep_newer_workspace_row() from public, anon, authenticated;

-- One policy per table, the same for all four: the owner, signed in with an account, and nobody else.
do $$
declare
  t text;
begin
  foreach t in array array['therapist_clients', 'prescriptions', 'client_notes', 'client_returns']
  loop
    execute format('alter table public.%I enable row level security', t);
    execute format('alter table public.%I force row level security', t);
    execute format('revoke all on table public.%I from anon, authenticated', t);
    -- owner_id and inserted_at are the database's: a therapist cannot give a row away or re-date it.
    execute format(
      'grant select, insert, delete on table public.%I to authenticated',
      t
    );
    execute format(
      'grant update (%s) on table public.%I to authenticated',
      (select string_agg(quote_ident(column_name), ', ')
         from information_schema.columns
         where table_schema = 'public' and table_name = t and column_name not in ('owner_id', 'inserted_at')),
      t
    );
    execute format('grant all on table public.%I to service_role', t);
    execute format(
      $policy$create policy "Therapists with an account use only their own rows"
        on public.%I for all
        to authenticated
        using (owner_id = (select auth.uid()) and not coalesce(((select auth.jwt()) ->> 'is_anonymous')::boolean, false))
        with check (owner_id = (select auth.uid()) and not coalesce(((select auth.jwt()) ->> 'is_anonymous')::boolean, false))$policy$,
      t
    );
    execute format('create trigger enforce_row_quota before insert on public.%I for each row execute function public.enforce_row_quota()', t);
    if t <> 'client_returns' then
      execute format('create trigger keep_newer_workspace_row before update on public.%I for each row execute function public.keep_newer_workspace_row()', t);
    end if;
  end loop;
end
$$;

-- Row quotas (20250701000200_row_quotas.sql), applied the same way. These tables name their owner column owner_id,
-- so the quota table now says which column to count by. Anonymous sign-ins have no allowance here (0): the
-- trigger refuses them with 42501, the same answer row-level security gives.
alter table private.row_quotas add column owner_column text not null default 'owner'
  check (owner_column in ('owner', 'owner_id'));

insert into private.row_quotas (table_name, anonymous_per_hour, signed_in_per_hour, owner_column) values
  ('therapist_clients', 0, 2000, 'owner_id'),
  ('prescriptions', 0, 2000, 'owner_id'),
  ('client_notes', 0, 2000, 'owner_id'),
  ('client_returns', 0, 2000, 'owner_id');

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
  counted_by text;
  used bigint;
begin
  if caller is null then
    return new;
  end if;
  -- The database stamps the time; a device cannot date its rows into the past to escape the count.
  new.inserted_at := now();
  select case when anonymous then q.anonymous_per_hour else q.signed_in_per_hour end, q.owner_column
    into quota, counted_by
    from private.row_quotas q
    where q.table_name = tg_table_name;
  if quota is null then
    return new;
  end if;
  -- No allowance at all (anonymous sign-ins on the therapist's tables): refused as row-level security would.
  if quota = 0 then
    raise exception using
      errcode = '42501',
      message = format('%s does not accept rows from this identity', tg_table_name);
  end if;
  -- One writer per identity and table at a time, so two parallel requests cannot both take the last places.
  perform pg_advisory_xact_lock(hashtextextended(caller::text || '/' || tg_table_name, 0));
  execute format('select count(*) from %I.%I where %I = $1 and inserted_at > $2', tg_table_schema, tg_table_name, counted_by)
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

-- "Delete everything" (20250701000300_delete_my_data.sql) reaches the therapist's workspace too.
create or replace function public.delete_my_data()
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  me uuid := auth.uid();
  removed jsonb := '{}'::jsonb;
  n bigint;
  t text;
begin
  if me is null then
    raise exception using errcode = '42501', message = 'only a signed-in (or anonymously signed-in) user can delete their data';
  end if;
  foreach t in array array['flow_events', 'codex_users', 'codex_section_completions', 'codex_quiz_completions', 'codex_feedback']
  loop
    execute format('delete from public.%I where owner = $1 or user_id = $1', t) using me;
    get diagnostics n = row_count;
    removed := removed || jsonb_build_object(t, n);
  end loop;
  delete from public.user_accessibility_settings where user_id = me;
  get diagnostics n = row_count;
  removed := removed || jsonb_build_object('user_accessibility_settings', n);
  foreach t in array array['therapist_clients', 'prescriptions', 'client_notes', 'client_returns']
  loop
    execute format('delete from public.%I where owner_id = $1', t) using me;
    get diagnostics n = row_count;
    removed := removed || jsonb_build_object(t, n);
  end loop;
  return removed;
end;
$$;

comment on function public.delete_my_data() is
  'Deletes every row the calling user owns, in every table (the therapist''s workspace included); answers the count per table.';

revoke all on function public.delete_my_data() from public, anon;
grant execute on function public.delete_my_data() to authenticated;
