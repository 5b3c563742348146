-- The outbox is the team's copy of every mail, and the team must not be able to act as a recipient: a link's token
-- is withheld from the stored copy from now on (src/mail/withhold-secrets.ts). The copies kept before that lose
-- theirs here; the mails that were sent keep working for their recipients.
UPDATE outbox
SET text_body = regexp_replace(text_body, '([?&](amp;)?token=)[^&[:space:]"''<>]+', '\1WITHHELD', 'gi'),
    html_body = regexp_replace(html_body, '([?&](amp;)?token=)[^&[:space:]"''<>]+', '\1WITHHELD', 'gi')
WHERE text_body ~* '[?&](amp;)?token=' OR html_body ~* '[?&](amp;)?token=';
