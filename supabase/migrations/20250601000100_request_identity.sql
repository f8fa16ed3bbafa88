-- Who is asking: the helpers every row-level security policy of this project uses.
--
-- Anonymous visitors (the anon role) are identified by the session id their device generated, a random UUID sent
-- by the app in the `x-session-id` request header (PostgREST exposes request headers as `request.headers`). It is
-- known only to that device, so it works as a bearer secret for that session's rows. Signed-in users are
-- identified by auth.uid(), from their verified token.

create or replace function public.request_session_id()
returns uuid
language plpgsql
stable
set search_path = ''
as $$
declare
  headers text := nullif(current_setting('request.headers', true), '');
  raw text;
begin
  if headers is null then
    return null;
  end if;
  raw := headers::json ->> 'x-session-id';
  if raw ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
    return raw::uuid;
  end if;
  return null;
end;
$$;

comment on function public.request_session_id() is
  'The anonymous session id sent in the x-session-id header, or null when absent or not a UUID.';

-- A row belongs to the requester when it carries their user id, or, for a row without a user, their session id.
create or replace function public.is_own_row(row_user_id uuid, row_session_id uuid)
returns boolean
language sql
stable
set search_path = ''
as $$
  select coalesce(
    case
      when row_user_id is not null then row_user_id = auth.uid()
      else row_session_id = public.request_session_id()
    end,
    false
  );
$$;

comment on function public.is_own_row(uuid, uuid) is
  'True when the row belongs to the signed-in user (by user_id) or, for rows without a user, to the anonymous session.';

revoke all on function public.request_session_id() from public;
revoke all on function public.is_own_row(uuid, uuid) from public;
grant execute on function public.request_session_id() to anon, authenticated, service_role;
grant execute on function public.is_own_row(uuid, uuid) to anon, authenticated, service_role;
