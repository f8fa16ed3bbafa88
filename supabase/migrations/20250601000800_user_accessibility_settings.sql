-- Accessibility settings (spec section 3), one row per signed-in user, upserted by user_id. Anonymous visitors
-- keep theirs on the device only (there is no user to key them by). Defaults as the spec says: all off except
-- keyboard shortcuts, font size medium.

create table public.user_accessibility_settings (
  user_id uuid primary key references auth.users (id) on delete cascade,
  high_contrast boolean not null default false,
  reduced_motion boolean not null default false,
  font_size text not null default 'medium' check (font_size in ('small', 'medium', 'large', 'xl')),
  voice_navigation boolean not null default false,
  keyboard_shortcuts boolean not null default true,
  dyslexia_font boolean not null default false,
  plain_language boolean not null default false,
  updated_at timestamptz not null default now()
);

-- Settings replayed late from an offline device must not overwrite newer ones saved from another device: an update
-- carrying an older updated_at is skipped.
create or replace function public.keep_newer_accessibility_settings()
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

create trigger keep_newer_accessibility_settings
  before update on public.user_accessibility_settings
  for each row execute function public.keep_newer_accessibility_settings();

alter table public.user_accessibility_settings enable row level security;

revoke all on table public.user_accessibility_settings from anon, authenticated;
grant select, insert, update on table public.user_accessibility_settings to authenticated;
grant all on table public.user_accessibility_settings to service_role;

create policy "Users add their own accessibility settings"
  on public.user_accessibility_settings for insert
  to authenticated
  with check (user_id = (select auth.uid()));

create policy "Users read only their own accessibility settings"
  on public.user_accessibility_settings for select
  to authenticated
  using (user_id = (select auth.uid()));

create policy "Users update only their own accessibility settings"
  on public.user_accessibility_settings for update
  to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));
