-- Option ids are compared in lower case at checkout, so they are stored in lower case too. An id already stored in
-- another letter case takes its lower-case form; where that form is taken (`OAT` beside `oat`), it takes a suffix
-- made from the old id, so both options stay and each id still names one option.
UPDATE "drink_options" AS d
SET "id" = lower(d."id") || CASE
    WHEN EXISTS (
      SELECT 1 FROM "drink_options" AS other WHERE other."id" <> d."id" AND lower(other."id") = lower(d."id")
    ) THEN '-' || left(md5(d."id"), 6)
    ELSE ''
  END
WHERE d."id" <> lower(d."id");
