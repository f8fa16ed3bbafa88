-- Issue 30 (moderation with care). A moderator can reply privately to the writer of a held post: the reply is kept on
-- the post (the newest one only) and read only by the writer's device, through POST /posts/status with its key.
alter table feedback.community_posts add column moderator_message text
  check (moderator_message is null or char_length(moderator_message) between 1 and 1000);
alter table feedback.community_posts add column moderator_message_at timestamptz;
alter table feedback.community_posts add constraint community_posts_moderator_message_at_check
  check ((moderator_message is null) = (moderator_message_at is null));

-- Sending it joins the action log (without its words: those stay on the post).
alter table feedback.admin_actions drop constraint admin_actions_action_check;
alter table feedback.admin_actions add constraint admin_actions_action_check check (action in (
  'verify-listing', 'decline-listing', 'close-report',
  'approve-post', 'reject-post', 'remove-post', 'suspend-handle', 'claim-post', 'release-post', 'note-post',
  'message-writer', 'set-book-status', 'delete-book'));
