ALTER TABLE "notification_digest_items" ADD COLUMN "notice" jsonb;
-- Decision 100: a kept notice's code and values, worded in the recipient's language when the digest or the
-- quiet-hours mail goes out. Rows kept before have none and are sent as their stored title and body.
