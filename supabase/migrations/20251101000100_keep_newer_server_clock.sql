-- The keep-newer triggers compared the client's own updated_at: one row dated in the future (a wrong device clock,
-- or a hostile client) made every later update look older and be skipped, for good. The server's clock now bounds
-- it: an updated_at later than the database's now() is stored as now(), on insert and on update, so no row can be
-- dated past the moment it was written, and a late replay (dated earlier than what is stored) is still skipped.

create or replace function public.clamp_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := least(new.updated_at, now());
  return new;
end;
$$;

revoke all on function public.clamp_updated_at() from public, anon, authenticated;

create or replace function public.keep_newer_accessibility_settings()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := least(new.updated_at, now());
  if new.updated_at < old.updated_at then
    return null;
  end if;
  return new;
end;
$$;

create or replace function public.keep_newer_workspace_row()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := least(new.updated_at, now());
  if new.updated_at < old.updated_at then
    return null;
  end if;
  return new;
end;
$$;

do $$
declare
  t text;
  guard text;
begin
  foreach t in array array['user_accessibility_settings', 'therapist_clients', 'prescriptions', 'client_notes']
  loop
    guard := case when t = 'user_accessibility_settings' then 'keep_newer_accessibility_settings' else 'keep_newer_workspace_row' end;
    execute format('create trigger clamp_updated_at before insert on public.%I for each row execute function public.clamp_updated_at()', t);
    -- Rows already dated in the future are brought back to now; the guard is off meanwhile, since it would skip
    -- exactly these updates (each one earlier than what is stored).
    execute format('alter table public.%I disable trigger %I', t, guard);
    execute format('update public.%I set updated_at = now() where updated_at > now()', t);
    execute format('alter table public.%I enable trigger %I', t, guard);
  end loop;
end
$$;
